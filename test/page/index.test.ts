import { afterEach, describe, expect, it, vi } from 'vitest';
import { behaviours, installBehaviours, onDemand } from '../../src/page/index';
import { onDemandInstalled } from '../../src/page/lib/installed';
import { page } from './context';

afterEach(() => vi.restoreAllMocks());

describe('page behaviours', () => {
  it('installs on a page without any of their markup without loading anything or warning', () => {
    const warn = vi.spyOn(console, 'warn');
    const ctx = page('<p>plain page</p>');
    installBehaviours(ctx);
    expect(warn).not.toHaveBeenCalled();
    const loaded = onDemand.filter(([, when]) => (typeof when === 'string' ? document.querySelector(when) : when(ctx)));
    expect(loaded).toEqual([]);
    expect(document.body.innerHTML).toContain('plain page');
  });

  it('one failing behaviour is logged and does not stop the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem('dm-banner-dismissed', JSON.stringify(['.dm-cookie-banner']));
    const ctx = page('<div class="dm-cookie-banner"></div>');
    const original = behaviours['testa-body'];
    behaviours['testa-body'] = () => {
      throw new Error('boom');
    };
    try {
      installBehaviours(ctx);
    } finally {
      behaviours['testa-body'] = original;
    }
    expect(warn).toHaveBeenCalledWith('[dm-front]', "the page behaviour 'testa-body' failed", expect.any(Error));
    expect(document.querySelector('.dm-cookie-banner')).toBeNull(); // the next behaviour ran
    sessionStorage.clear();
  });

  it("asks for the on-demand code in a task of its own, not in the entry's, but what changes the first screen's layout at once", async () => {
    await new Promise((flushed) => setTimeout(flushed)); // the earlier tests' own on-demand tasks
    const ctx = page('<ul><li><a data-toggle="tab" href="#a">A</a></li></ul><div class="tab-pane" id="a"></div><p class="dm-consent">Texte</p>');
    const stub = (name: string, when: string) => {
      const entry = onDemand.find(([n]) => n === name)!;
      const original = [...entry] as typeof entry;
      const installed = vi.fn();
      const load = vi.fn(async () => ({ install: installed }));
      entry[1] = when;
      entry[2] = load;
      return { load, installed, restore: () => entry.splice(0, 3, ...original) };
    };
    const tabs = stub('hash-tabs', '[data-toggle="tab"]');
    const consent = stub('consent-text', '.dm-consent'); // (happy-dom has no :lang())
    try {
      installBehaviours(ctx);
      expect(tabs.load).not.toHaveBeenCalled();
      expect(consent.load).toHaveBeenCalledTimes(1); // the German consent text: the sooner, the less it moves
      await onDemandInstalled.done;
      expect(tabs.load).toHaveBeenCalledTimes(1);
      expect(tabs.installed).toHaveBeenCalledWith(ctx);
      expect(consent.installed).toHaveBeenCalledWith(ctx);
    } finally {
      tabs.restore();
      consent.restore();
    }
  });

  it('lists an on-demand loader for each rare markup', () => {
    expect(onDemand.map(([name]) => name)).toEqual(
      expect.arrayContaining(['navigation', 'hash-tabs', 'icon-menu', 'offices', 'consent-text', 'tooltip', 'date-picker', 'outdated-browser']),
    );
  });
});
