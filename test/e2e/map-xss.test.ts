// The XSS corpus through the office map's info window: every vector in an office record's fields (title, resume,
// address lines, city, zip code, phones, email, website, page link), rendered by the real template in Chromium with
// the google.maps double. The sentinel must never fire and the window's DOM must stay inert.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { baseURL, useBrowser, open } from './browser';
import { serveMapsDouble, siteCookie } from '../doubles/serve';
import { syntheticPage } from '../bench/timings.mjs';

const payloads: string[] = JSON.parse(fs.readFileSync(new URL('../xss/vectors.json', import.meta.url), 'utf8')).map((v: { payload: string }) => v.payload);
const FIELDS = ['title', 'resume', 'address', 'address_2', 'address_3', 'city', 'zip_code', 'tel', 'fax', 'mobile', 'email', 'url', 'pagelink'];

const browser = useBrowser();

describe('XSS corpus in the map info window', () => {
  it(`renders ${payloads.length} vectors in office records inertly`, async () => {
    const records: Record<string, unknown>[] = [];
    for (let i = 0; i < payloads.length; i += FIELDS.length) {
      const r: Record<string, unknown> = { id: 500 + i, gps: '48.11,-1.68', entity_related: null };
      FIELDS.forEach((f, j) => (r[f] = payloads[(i + j) % payloads.length]));
      records.push(r);
    }
    const html = syntheticPage(`<div class="dm_widget" data-widget="map" data-widget-id="950" data-options='{"lepContentId":"7","auto_show_infowindow":1,"search":0}'></div>`);
    const batches = Array.from({ length: Math.ceil(records.length / 5) }, (_, i) => records.slice(i * 5, i * 5 + 5));
    for (const batch of batches) {
      await Promise.all(batch.map(async (record) => {
        const s = await open(browser());
        await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
        await serveMapsDouble(s.context);
        await s.page.addInitScript(() => {
          (window as any).__xss = [];
          for (const k of ['alert', 'confirm', 'prompt', 'print']) (window as any)[k] = (...a: unknown[]) => (window as any).__xss.push(`${k}(${a.join(',')})`);
        });
        await s.page.route('**/map-xss', (route) => route.fulfill({ contentType: 'text/html', body: html }));
        await s.page.route('**/ajax/diem/object**', (route) => route.fulfill({ json: [record] }));
        await s.page.goto('/map-xss');
        // exactly one office with auto_show_infowindow: its window opens by itself, rendered from the template
        await s.page.waitForFunction(() => document.querySelector('.dm-map-info-window')?.querySelector('*'), null, { timeout: 30_000 });
        await s.page.waitForTimeout(100);
        const state = await s.page.evaluate(() => {
          const box = document.querySelector('.dm-map-info-window')!;
          const bad: string[] = [];
          for (const el of box.querySelectorAll('*')) {
            for (const a of el.attributes) {
              if (a.name.startsWith('on')) bad.push(`${el.tagName} ${a.name}`);
              if (/^(href|src|xlink:href|action|formaction)$/.test(a.name) && /^\s*(javascript|vbscript|data):/i.test(a.value.replace(/[\u0000-\u0020]/g, ''))) bad.push(`${el.tagName} ${a.name}`);
            }
            if (/^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|FORM)$/.test(el.tagName)) bad.push(el.tagName);
          }
          return { fired: (window as any).__xss as string[], bad };
        });
        expect(state.fired, String(record.title)).toEqual([]);
        expect(state.bad, String(record.title)).toEqual([]);
        expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
        await s.context.close();
      }));
    }
  }, 240_000);
});
