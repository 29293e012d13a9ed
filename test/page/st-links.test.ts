import { afterEach, describe, expect, it, vi } from 'vitest';
import { install, sameDocumentTarget } from '../../src/page/st-links';
import { page } from './context';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('?st= links', () => {
  it('finds the target only for links to this page', () => {
    history.replaceState(null, '', '/fr/');
    page('<a id="same" href="/fr/?st=%23t">a</a><a id="other" href="/fr/contact?st=%23t">b</a><a id="bad" href="/fr/?st=)))">c</a><div id="t"></div>');
    expect(sameDocumentTarget(document, document.getElementById('same') as HTMLAnchorElement)?.id).toBe('t');
    expect(sameDocumentTarget(document, document.getElementById('other') as HTMLAnchorElement)).toBeNull();
    expect(sameDocumentTarget(document, document.getElementById('bad') as HTMLAnchorElement)).toBeNull();
  });

  it('scrolls instead of navigating outside navigation menus; leaves nav links alone', () => {
    history.replaceState(null, '', '/fr/');
    const ctx = page('<p><a id="in" href="?st=%23t">a</a></p><nav><a id="nav" href="?st=%23t">b</a></nav><div id="t"></div>');
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const to = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    install(ctx);
    const click = (id: string) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(click('nav')).toBe(false);
    expect(to).not.toHaveBeenCalled();
    expect(click('in')).toBe(true);
    expect(to).toHaveBeenCalledOnce();
  });
});
