import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel, INTERVAL_MS } from '../../../widgets/news/carousel';
import { prefersReducedMotion } from '../../../widgets/news/motion';
import fr from '../../../src/i18n/fr';

const slides = [1, 2, 3].map((i) => ({ id: String(i), className: 'dm-news-item', content: <h4>Article {i}</h4> }));

function show({ showIndicators = true } = {}) {
  return render(<Carousel slides={slides} label="Actualités" showIndicators={showIndicators} autoplay={!prefersReducedMotion()} text={fr.news} />);
}
const active = (c: HTMLElement) => c.querySelector('.item.active')?.getAttribute('data-article-id');
let reduce = false;

beforeEach(() => {
  vi.useFakeTimers();
  reduce = false;
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('carousel', () => {
  it('starts on the first item and moves every 5000 ms', () => {
    const { container } = show();
    expect(active(container)).toBe('1');
    act(() => vi.advanceTimersByTime(INTERVAL_MS - 1));
    expect(active(container)).toBe('1');
    act(() => vi.advanceTimersByTime(1));
    expect(active(container)).toBe('2');
    expect(INTERVAL_MS).toBe(5000);
  });

  it('pauses on hover and on focus', () => {
    const { container } = show();
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3 * INTERVAL_MS));
    expect(active(container)).toBe('1');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Suivant' }));
    act(() => vi.advanceTimersByTime(3 * INTERVAL_MS));
    expect(active(container)).toBe('1');
  });

  it('does not autoplay under prefers-reduced-motion, and has a pause button', () => {
    reduce = true;
    const { container } = show();
    act(() => vi.advanceTimersByTime(3 * INTERVAL_MS));
    expect(active(container)).toBe('1');
    // Its label says the action (WAI-ARIA APG carousel), without a pressed state.
    const play = screen.getByRole('button', { name: 'Lecture' });
    expect(play.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('keyboard and buttons: arrows, previous, next, indicators', () => {
    const { container } = show();
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(active(container)).toBe('2');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(active(container)).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(active(container)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(active(container)).toBe('3');
    const dots = screen.getAllByRole('button', { name: /^Article \d sur 3$/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[1]);
    expect(active(container)).toBe('2');
    expect(dots[1].getAttribute('aria-current')).toBe('true');
  });

  it('hides the indicators when showIndicators is off', () => {
    show({ showIndicators: false });
    expect(screen.queryAllByRole('button', { name: /^Article \d sur 3$/ })).toHaveLength(0);
  });
});
