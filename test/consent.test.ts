import { afterEach, describe, expect, it, vi } from 'vitest';
import { allow, hasConsent, onConsent, tarteaucitronState, TAC_UPDATED } from '../src/consent';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  clearCookies();
  delete (window as { tarteaucitron?: unknown }).tarteaucitron;
});

describe('consent adapter', () => {
  it('reads the service cookie: absent, false and wait mean no, true means yes', () => {
    expect(hasConsent(document, 'googlemaps')).toBe(false);
    document.cookie = 'googlemaps=false; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(false);
    document.cookie = 'googlemaps=wait; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(false);
    document.cookie = 'googlemaps=true; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(true);
  });

  it('reads the tarteaucitron cookie, matching the whole service key', () => {
    document.cookie = 'tarteaucitron=!googlemapsembed=true!gtag=true; path=/';
    expect(tarteaucitronState(document, 'googlemaps')).toBeUndefined();
    expect(hasConsent(document, 'googlemaps')).toBe(false);
    document.cookie = 'tarteaucitron=!googlemapsembed=false!googlemaps=true; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(true);
    document.cookie = 'tarteaucitron=!googlemaps=wait; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(false);
  });

  it("lets tarteaucitron's explicit answer decide over the service cookie", () => {
    document.cookie = 'googlemaps=true; path=/';
    document.cookie = 'tarteaucitron=!googlemaps=false; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(false);
    document.cookie = 'googlemaps=false; path=/';
    document.cookie = 'tarteaucitron=!googlemaps=true; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(true);
  });

  // tarteaucitron writes 'wait' for a service on its first run; a yes given through the widget's own notice before its
  // panel was there (the service cookie) must survive it, on this page and the next.
  it("keeps the service cookie's yes where tarteaucitron has not answered yet (wait)", () => {
    document.cookie = 'googlemaps=true; path=/';
    document.cookie = 'tarteaucitron=!googlemaps=wait; path=/';
    expect(hasConsent(document, 'googlemaps')).toBe(true);
  });

  it('without tarteaucitron, allow sets the service cookie and announces it', () => {
    const seen = vi.fn();
    document.addEventListener('googlemaps_allowed', seen, { once: true });
    allow(document, 'googlemaps');
    expect(document.cookie).toContain('googlemaps=true');
    expect(hasConsent(document, 'googlemaps')).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("with tarteaucitron managing the service, allow uses its respond() on '{service}Allowed'", () => {
    const respond = vi.fn();
    (window as { tarteaucitron?: unknown }).tarteaucitron = { job: ['googlemaps'], userInterface: { respond } };
    document.body.innerHTML = '<span id="tacCurrentStatusgooglemaps"></span>';
    allow(document, 'googlemaps');
    expect(respond).toHaveBeenCalledTimes(1);
    expect(respond.mock.calls[0][0].id).toBe('googlemapsAllowed');
    expect(respond.mock.calls[0][1]).toBe(true);
    expect(document.cookie).not.toContain('googlemaps=true');
  });

  it('calls back once when a consent event arrives with consent given, not before', () => {
    const cb = vi.fn();
    const stop = onConsent(document, 'googlemaps', cb);
    document.dispatchEvent(new CustomEvent(TAC_UPDATED));
    expect(cb).not.toHaveBeenCalled(); // event without consent
    document.cookie = 'tarteaucitron=!googlemaps=true; path=/';
    document.dispatchEvent(new CustomEvent(TAC_UPDATED));
    document.dispatchEvent(new CustomEvent('googlemaps_allowed'));
    expect(cb).toHaveBeenCalledTimes(1);
    stop();
  });
});
