import { afterEach, describe, expect, it } from 'vitest';
import { install, tabForHash } from '../../src/page/hash-tabs';
import { page } from './context';

const TABS = `<ul class="nav nav-tabs">
  <li class="active"><a href="#one" data-toggle="tab">One</a></li>
  <li><a href="#two" data-toggle="tab" data-target="#two">Two</a></li>
  <li><a href="#three" data-toggle="pill">Three</a></li>
</ul>
<div class="tab-content"><div class="tab-pane active" id="one">1</div><div class="tab-pane" id="two">2</div><div class="tab-pane fade" id="three">3</div></div>`;

afterEach(() => history.replaceState(null, '', '/'));

describe('hash tabs', () => {
  it('sets up the ARIA tabs pattern', () => {
    install(page(TABS));
    expect(document.querySelector('ul')!.getAttribute('role')).toBe('tablist');
    const tabs = [...document.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => (t as HTMLElement).tabIndex)).toEqual([0, -1, -1]);
    const pane = document.getElementById('two')!;
    expect(pane.getAttribute('role')).toBe('tabpanel');
    expect(pane.getAttribute('aria-labelledby')).toBe(tabs[1].id);
    expect(tabs[1].getAttribute('aria-controls')).toBe('two');
  });

  it('shows the tab of the #fragment on load', () => {
    history.replaceState(null, '', '/fr/#three');
    install(page(TABS));
    expect(document.getElementById('three')!.className).toContain('active');
    expect(document.getElementById('three')!.className).toContain('in');
    expect(document.getElementById('one')!.className).not.toContain('active');
  });

  it('writes the target into the hash on click and follows popstate', () => {
    install(page(TABS));
    (document.querySelector('[href="#two"]') as HTMLElement).click();
    expect(location.hash).toBe('#two');
    expect(document.getElementById('two')!.classList.contains('active')).toBe(true);
    history.replaceState(null, '', '#one');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(document.getElementById('one')!.classList.contains('active')).toBe(true);
  });

  it('moves with arrow keys, Home and End', () => {
    install(page(TABS));
    const first = document.querySelector<HTMLElement>('[href="#one"]')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(document.activeElement?.textContent).toBe('Three');
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(document.activeElement?.textContent).toBe('One');
    expect(location.hash).toBe('#one');
  });

  it('compares the fragment as a string only: hostile fragments match nothing', () => {
    install(page(TABS));
    const tabs = [...document.querySelectorAll<HTMLElement>('[data-toggle]')];
    expect(tabForHash(tabs, '#<svg onload=alert(1)>')).toBeUndefined();
    expect(tabForHash(tabs, '#%E0%A4%A')).toBeUndefined();
    expect(tabForHash(tabs, '#' + 'x'.repeat(10_000))).toBeUndefined();
    expect(tabForHash(tabs, '#two')?.textContent).toBe('Two');
  });
});
