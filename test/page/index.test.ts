import { afterEach, describe, expect, it, vi } from 'vitest';
import { behaviours, installBehaviours, onDemand } from '../../src/page/index';
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

  it('lists an on-demand loader for each rare markup', () => {
    expect(onDemand.map(([name]) => name)).toEqual(
      expect.arrayContaining(['navigation', 'hash-tabs', 'icon-menu', 'offices', 'consent-text', 'tooltip', 'date-picker', 'outdated-browser']),
    );
  });
});
