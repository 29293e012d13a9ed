import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentGate, earlyNotice } from '../../../widgets/map/define';
import { SKELETON_CLASS } from '../../../src/core-entry';
import { MAPS_SERVICE } from '../../../widgets/map/service';
import { MapOptionsSchema } from '../../../widgets/map/map-options';
import type { WidgetEnv } from '../../../src/widget';

const options = MapOptionsSchema.parse({ lepContentId: '7' });

function env(gmapKey: unknown = 'KEY', controller = new AbortController(), lang = 'fr'): WidgetEnv & { el: HTMLElement } {
  const el = document.createElement('div');
  el.className = 'dm_widget';
  document.body.append(el);
  const ctx = { lang, setting: (name: string) => (name === 'gmap_key' ? gmapKey : undefined) };
  return { ctx, el, id: '628', type: 'map', signal: controller.signal, http: {} } as unknown as WidgetEnv & { el: HTMLElement };
}

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(() => (state = 'resolved'), () => (state = 'rejected'));
  await new Promise((r) => setTimeout(r, 0));
  return state;
};

afterEach(() => {
  document.cookie = 'googlemaps=; path=/; max-age=0';
  document.cookie = 'tarteaucitron=; path=/; max-age=0';
});

describe('map consent gate', () => {
  it("stops with 'Bad gmap_key' when the maps key is empty, before any notice", async () => {
    for (const key of ['', '  ', null, 42]) {
      const e = env(key);
      await expect(consentGate(options, e)).rejects.toThrow('Bad gmap_key');
      expect(e.el.querySelector('.dm-map-consent')).toBeNull();
    }
  });

  it('opens at once when consent is already given, without a notice', async () => {
    document.cookie = 'googlemaps=true; path=/';
    const e = env();
    await expect(consentGate(options, e)).resolves.toBeUndefined();
    expect(e.el.querySelector('.dm-map-consent')).toBeNull();
  });

  it('reserves the ratio box from the option before anything loads', async () => {
    const e = env();
    void consentGate(MapOptionsSchema.parse({ lepContentId: '7', mapRatioPercent: 75 }), e);
    expect(e.el.style.getPropertyValue('--dm-map-ratio')).toBe('75');
  });

  it('shows the notice while consent is missing, and opens when its link is used', async () => {
    const e = env();
    const gate = consentGate(options, e);
    const notice = e.el.querySelector('.dm-map-consent')!;
    expect(notice.textContent).toContain('Google Maps est désactivé.');
    expect(notice.textContent).toContain('dépôt et la lecture de cookies');
    const link = notice.querySelector('button')!;
    expect(link.textContent).toBe('Autoriser Google Maps');
    expect(await settled(gate)).toBe('pending');
    link.click();
    expect(await settled(gate)).toBe('resolved');
    expect(e.el.querySelector('.dm-map-consent')).toBeNull();
    expect(document.activeElement).toBe(e.el);
  });

  it('opens when consent arrives later from the consent manager', async () => {
    const e = env();
    const gate = consentGate(options, e);
    expect(await settled(gate)).toBe('pending');
    document.cookie = 'tarteaucitron=!googlemaps=true; path=/';
    document.dispatchEvent(new CustomEvent(MAPS_SERVICE.key + '_allowed'));
    expect(await settled(gate)).toBe('resolved');
  });

  it('removes the notice and gives up when the widget is unmounted', async () => {
    const controller = new AbortController();
    const e = env('KEY', controller);
    const gate = consentGate(options, e);
    controller.abort();
    expect(await settled(gate)).toBe('rejected');
    expect(e.el.querySelector('.dm-map-consent')).toBeNull();
  });

  it('on a German page the notice is German (once its texts are there), and its link still allows the map', async () => {
    const e = env('KEY', new AbortController(), 'de');
    const gate = consentGate(options, e);
    const notice = await vi.waitFor(() => e.el.querySelector('.dm-map-consent') ?? Promise.reject(new Error('no notice yet')));
    expect(notice.querySelector('p')!.textContent).toBe('Google Maps ist deaktiviert.');
    expect(notice.textContent).toContain('Cookies');
    expect(notice.textContent).not.toMatch(/désactivé|Autoriser|dépôt/);
    expect(notice.hasAttribute('lang')).toBe(false);
    const link = notice.querySelector('button')!;
    expect(link.textContent).toBe('Google Maps erlauben');
    link.click();
    expect(await settled(gate)).toBe('resolved');
  });

  it('on a page in a language without texts, the French notice says it is French', async () => {
    const e = env('KEY', new AbortController(), 'en');
    void consentGate(options, e);
    const notice = await vi.waitFor(() => e.el.querySelector<HTMLElement>('.dm-map-consent') ?? Promise.reject(new Error('no notice yet')));
    expect([notice.lang, notice.querySelector('p')!.textContent]).toEqual(['fr', 'Google Maps est désactivé.']);
  });
});

describe('map consent notice before the options are validated (earlyNotice)', () => {
  it('shows the notice as a skeleton, which the gate then takes over: one notice, one focus on the map', async () => {
    const e = env();
    earlyNotice(e);
    const early = e.el.querySelector('.dm-map-consent')!;
    expect(early.classList.contains(SKELETON_CLASS)).toBe(true);
    expect(early.textContent).toContain('Google Maps est désactivé.');
    earlyNotice(e); // a second call shows no second notice
    const gate = consentGate(options, e);
    expect([...e.el.querySelectorAll('.dm-map-consent')]).toEqual([early]);
    expect(early.classList.contains(SKELETON_CLASS)).toBe(false);
    early.querySelector('button')!.click();
    expect(await settled(gate)).toBe('resolved');
    expect(e.el.querySelector('.dm-map-consent')).toBeNull();
    expect(document.activeElement).toBe(e.el);
  });

  it('a button used before the gate came still opens it, and the map takes the focus', async () => {
    const e = env();
    earlyNotice(e);
    e.el.querySelector<HTMLButtonElement>('.dm-map-consent button')!.click();
    await expect(consentGate(options, e)).resolves.toBeUndefined(); // consent is given already
    expect(e.el.querySelector('.dm-map-consent')).toBeNull();
    expect(document.activeElement).toBe(e.el);
  });

  it('nothing without a maps key, with consent given, or before the page language\'s texts are there', async () => {
    for (const key of ['', null]) {
      const e = env(key);
      earlyNotice(e);
      expect(e.el.querySelector('.dm-map-consent')).toBeNull();
    }
    document.cookie = 'googlemaps=true; path=/';
    const given = env();
    earlyNotice(given);
    expect(given.el.querySelector('.dm-map-consent')).toBeNull();
    document.cookie = 'googlemaps=; path=/; max-age=0';
    const german = env('KEY', new AbortController(), 'de-AT');
    earlyNotice(german);
    expect(german.el.querySelector('.dm-map-consent')).toBeNull(); // the gate shows it once the texts are there
  });

  it('a notice removed with the skeleton (an unmount, invalid options) is shown again by the gate of a later mount', async () => {
    const e = env();
    earlyNotice(e);
    e.el.querySelector(`.${SKELETON_CLASS}`)!.remove();
    void consentGate(options, e);
    expect(e.el.querySelectorAll('.dm-map-consent')).toHaveLength(1);
  });
});
