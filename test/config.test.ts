import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readPageConfig, readPageData } from '../src/config';

function page(config?: string, data?: string): Document {
  document.body.innerHTML = '';
  if (config !== undefined) document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="dm-page-config">${config}</script>`);
  if (data !== undefined) document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="dm-page-data">${data}</script>`);
  return document;
}

describe('readPageConfig', () => {
  it('reads the JSON script element', () => {
    const c = readPageConfig(page('{"page_id": 42, "culture": "fr", "script_name": "/dev.php/", "debug": true, "env": "dev", "news_host": "https://news.example", "templates": "/t/bs3/", "plugins": "/p/"}'));
    expect(c).toEqual({ page_id: 42, culture: 'fr', script_name: '/dev.php/', debug: true, env: 'dev', news_host: 'https://news.example', templates: '/t/bs3/', plugins: '/p/' });
  });

  it('applies the defaults where fields are absent, invalid JSON or wrong types', () => {
    expect(readPageConfig(page())).toEqual(DEFAULT_CONFIG);
    expect(readPageConfig(page('{not json'))).toEqual(DEFAULT_CONFIG);
    expect(readPageConfig(page('{"page_id": "abc", "env": "staging", "culture": 3, "debug": "yes"}'))).toEqual(DEFAULT_CONFIG);
    expect(readPageConfig(page('{"page_id": -4}')).page_id).toBe(0);
  });

  it('accepts a numeric string page id', () => {
    expect(readPageConfig(page('{"page_id": "17"}')).page_id).toBe(17);
  });

  it('falls back to the legacy global dm_configuration', () => {
    (window as any).dm_configuration = { page_id: 9, culture: 'de', script_name: '/' };
    try {
      const c = readPageConfig(page());
      expect(c.page_id).toBe(9);
      expect(c.culture).toBe('de');
    } finally {
      delete (window as any).dm_configuration;
    }
  });
});

describe('readPageData', () => {
  it('reads the page records and settings (the rest of the contract only the runtime validates)', () => {
    const d = readPageData(page(undefined, JSON.stringify({
      currentPage: { id: 3, infos: '{"testa":1}' }, parentCurrentPage: { id: 2 }, grandParentCurrentPage: null,
      settings: { client_type: 'ec' }, constantes: { nomcabinet: 'Cabinet' }, ipClient: '1.2.3.4', isIpClientImpersonate: true,
    })));
    expect(d.currentPage?.id).toBe(3);
    expect(d.parentCurrentPage?.id).toBe(2);
    expect(d.grandParentCurrentPage).toBeUndefined();
    expect(d.settings.client_type).toBe('ec');
    expect(Object.keys(d).sort()).toEqual(['currentPage', 'grandParentCurrentPage', 'parentCurrentPage', 'rearGrandParentCurrentPage', 'settings']);
  });

  it('uses currentPageObject when currentPage is absent, and empty objects when data is missing', () => {
    expect(readPageData(page(undefined, '{"currentPageObject": {"id": 5}}')).currentPage?.id).toBe(5);
    const empty = readPageData(page(undefined, '[1,2]'));
    expect(empty.settings).toEqual({});
    expect(empty.currentPage).toBeUndefined();
  });
});

describe('a hostile legacy dm_configuration never throws in the entry', () => {
  it.each([
    ['a throwing getter', () => ({ page_id: 3, get env() { throw new Error('getter'); } })],
    ['a throwing Proxy', () => new Proxy({}, { get() { throw new Error('get'); }, ownKeys() { throw new Error('keys'); }, getOwnPropertyDescriptor() { throw new Error('desc'); } })],
    ['a revoked Proxy', () => { const p = Proxy.revocable({}, {}); p.revoke(); return p.proxy; }],
    ['a throwing global getter', () => undefined],
  ])('%s: the defaults', (name, make) => {
    const w = window as unknown as Record<string, unknown>;
    if (name === 'a throwing global getter') Object.defineProperty(window, 'dm_configuration', { configurable: true, get() { throw new Error('global'); } });
    else w.dm_configuration = make();
    try {
      const doc = document.implementation.createHTMLDocument('t');
      Object.defineProperty(doc, 'defaultView', { value: window });
      expect(readPageConfig(doc)).toEqual(readPageConfig(document.implementation.createHTMLDocument('u')));
    } finally {
      delete w.dm_configuration;
    }
  });
});
