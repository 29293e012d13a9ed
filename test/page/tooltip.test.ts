import { afterEach, describe, expect, it, vi } from 'vitest';
import { install, TOOLTIP_DELAY_MS } from '../../src/page/tooltip';
import { page } from './context';

afterEach(() => vi.useRealTimers());

describe('tooltip', () => {
  it('moves the title out, describes the trigger, shows after 500 ms on hover and focus, Esc hides', async () => {
    vi.useFakeTimers();
    install(page('<button id="t" data-toggle="tooltip" data-placement="bottom" title="Help text">?</button>'));
    const trigger = document.getElementById('t')!;
    expect(trigger.hasAttribute('title')).toBe(false);
    expect(trigger.getAttribute('data-original-title')).toBe('Help text');
    const tip = document.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Help text');
    expect(tip.hidden).toBe(true);
    trigger.dispatchEvent(new MouseEvent('mouseenter'));
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS - 1);
    expect(tip.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(tip.hidden).toBe(false);
    expect(tip.classList.contains('bottom')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(tip.hidden).toBe(true);
    trigger.dispatchEvent(new MouseEvent('mouseleave'));
    trigger.dispatchEvent(new FocusEvent('focus'));
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS);
    expect(tip.hidden).toBe(false);
    trigger.dispatchEvent(new FocusEvent('blur'));
    await vi.advanceTimersByTimeAsync(200);
    expect(tip.hidden).toBe(true);
  });

  it('stays while the pointer moves onto the tooltip (WCAG 1.4.13 hoverable)', async () => {
    vi.useFakeTimers();
    install(page('<button id="t" data-toggle="tooltip" title="Help">?</button>'));
    const trigger = document.getElementById('t')!;
    const tip = document.getElementById(trigger.getAttribute('aria-describedby')!)!;
    trigger.dispatchEvent(new MouseEvent('mouseenter'));
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS);
    trigger.dispatchEvent(new MouseEvent('mouseleave'));
    tip.dispatchEvent(new MouseEvent('mouseenter'));
    await vi.advanceTimersByTimeAsync(500);
    expect(tip.hidden).toBe(false);
    tip.dispatchEvent(new MouseEvent('mouseleave'));
    await vi.advanceTimersByTimeAsync(200);
    expect(tip.hidden).toBe(true);
  });
});
