import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, open } from './browser';

const browser = useBrowser();

describe('example server', () => {
  it('serves every example page with the page contract and the entry script', async () => {
    for (const path of ['/fr/', '/fr/actualites-ec', '/fr/actualites-ec/metiers', '/de/', '/de/kontakt', '/dev.php/fr/']) {
      const res = await fetch(baseURL() + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain('id="dm-page-config"');
      expect(html).toContain('id="dm-page-data"');
      expect(html).toContain('<div id="dm_page">');
      expect(html).toContain('<script type="module" src="/dist/front.js"></script>');
    }
  });

  it('gives nested pages their ancestors from the nested set', async () => {
    const html = await (await fetch(baseURL() + '/fr/actualites-ec/metiers')).text();
    const data = JSON.parse(html.match(/id="dm-page-data">(.*?)<\/script>/s)![1]);
    expect(data.currentPage.level).toBe(2);
    expect(data.parentCurrentPage.slug).toBe('actualites-ec');
    expect(data.grandParentCurrentPage.level).toBe(0);
    expect(JSON.parse(data.currentPage.infos).DISPLAY_FOR_LIST).toBe('DISPLAY_FOR_client_type_EQUALS_ec_');
  });

  it('answers unknown pages with a 404 page and unknown ajax paths with a JSON 404', async () => {
    const page = await fetch(baseURL() + '/fr/nope');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Page introuvable');
    const ajax = await fetch(baseURL() + '/ajax/nope', { method: 'POST' });
    expect(ajax.status).toBe(404);
    expect((await ajax.json()).error).toMatch(/no such endpoint/);
  });

  it('checks the mock endpoints\' input like a real server: malformed path or body → 400 with a JSON error', async () => {
    const post = (path: string) => fetch(baseURL() + path, { method: 'POST' });
    const page = 'dm_cpi=3&dm_xhr=1';
    const cases: [string, number, RegExp][] = [
      [`/ajax/testa/article/motifs/notjson/nbperpage/3/idpage/1/size/xbig?${page}`, 400, /motifs must be a JSON array/],
      [`/ajax/diem/object?withoutidinkey&reqc=garbage&${page}`, 400, /reqc does not decode/],
      [`/ajax/diem/object?withoutidinkey&reqc=x`, 400, /dm_cpi and dm_xhr=1 are required/],
      [`/ajax/testa/article/motifs/%5B%22ABP%22%5D/nbperpage/3/idpage/1/size/huge?${page}`, 404, /no such endpoint/],
    ];
    for (const [path, status, error] of cases) {
      const res = await post(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await res.json()).error).toMatch(error);
    }
    const get = await fetch(baseURL() + '/ajax/testa/motifs/subscribed');
    expect(get.status).toBe(405);
    const ok = await post(`/ajax/testa/article/motifs/%5B%22ABP%22%5D/nbperpage/3/idpage/1/size/xbig?withoutIdInKey=true&${page}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.articles).toHaveLength(3);
  });

  it('refuses paths that climb out of the static folders', async () => {
    const res = await fetch(baseURL() + '/dist/..%2fpackage.json');
    expect(res.status).toBe(404);
  });

  it('loads the entry in Chromium without errors and exposes window.DmFront', async () => {
    const s = await open(browser());
    await s.page.goto('/fr/');
    const version = await s.page.waitForFunction(() => window.DmFront?.version);
    expect(await version.jsonValue()).toMatch(/^\d+\.\d+\.\d+/);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
