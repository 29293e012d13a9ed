import { afterEach, describe, expect, it, vi } from 'vitest';
import { install } from '../../src/page/menu-toggles';
import { page } from './context';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('navigation-menu toggle-scroll items', () => {
  it('scroll to their ?st= or #id target on this page; navigate otherwise', () => {
    history.replaceState(null, '', '/fr/');
    const ctx = page(`<ul class="dm-nav-menu"><li class="toggle-scroll"><a id="st" href="/fr/?st=%23t">a</a></li>
      <li><a id="hash" class="toggle-scroll" href="#t">b</a></li><li class="toggle-scroll"><a id="away" href="/fr/contact?st=%23t">c</a></li></ul><div id="t"></div>`);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const to = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    install(ctx);
    const click = (id: string) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(click('st')).toBe(true);
    expect(click('hash')).toBe(true);
    expect(to).toHaveBeenCalledTimes(2);
    expect(click('away')).toBe(false);
  });
});
