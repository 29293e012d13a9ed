// The widget workbench (/atelier/) in Chromium: every schema option in the form, live re-mount through DmFront in the
// preview frame, the runtime's diagnostics, the markup (generate → write into a page of the example site → the same
// widgets), presets, width toggle, keyboard, axe, and none of it in dist/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Frame, Page } from 'playwright-core';
import { axeViolations, baseURL, connectBrowser, open, servePageRewritten, type Session } from './browser';
import { serveMapsDouble, siteCookie } from '../doubles/serve';
import { NewsOptionsSchema } from '../../widgets/news/news-options';
import { MapOptionsSchema } from '../../widgets/map/map-options';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const keys = (schema: unknown) => Object.keys((schema as { _zod: { def: { shape: object } } })._zod.def.shape);

async function workbench(options: Parameters<typeof open>[1] = {}): Promise<Session> {
  const s = await open(browser, { viewport: { width: 1400, height: 1000 }, ...options });
  await s.page.goto('/atelier/');
  await s.page.waitForSelector('#atelier[data-ready="true"]');
  return s;
}

async function previewFrame(page: Page): Promise<Frame> {
  const frame = await (await page.$('#atelier-frame'))!.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The selected widget's form: its key (the radio's value). */
const selectedKey = (page: Page) => page.locator('input[name="atelier-widget"]:checked').getAttribute('value');
const option = async (page: Page, name: string) => page.locator(`#atelier-${await selectedKey(page)}-${name}`);
const newsItems = (frame: Frame, id: string) => frame.locator(`.dm_widget[data-widget-id="${id}"] .dm-news-item`);

async function loadPreset(page: Page, preset: string) {
  await page.click(`[data-preset="${preset}"]`);
  await page.waitForSelector('#atelier[data-ready="true"]');
}

/**
 * A rendered widget's markup, with what differs by nature between two pages taken out: React's id prefixes (they count
 * the widgets mounted on the page), the preview's path in the links built from the current page, the one
 * fetchpriority="high" of a page (the first list whose cards arrive in view takes it: a race between the widgets), and
 * how a card's image was made: by the card, or shown in the skeleton before it and taken over (early-images.ts: where
 * the list's answer came before the view's code, a race too). An image compares by its other attributes, sorted.
 */
const normalized = (html: string) => html
  .replace(/dm-(news|map)-[\w-]*?-\d+-/g, 'dm-$1-ID-')
  .replace(/\/atelier\/preview(?=\/)/g, '')
  .replace(/https?:\/\/[^/"]+\/news-host\//g, '/news-host/') // the rewritten page's images come from its own origin (servePageRewritten)
  .replace(/<div class="dm-news-early">(<img[^>]*>)<\/div>/g, '$1')
  .replace(/<img ([^>]*)>/g, (_, attributes: string) => `<img ${[...attributes.matchAll(/([\w-]+)="[^"]*"/g)]
    .filter(([, name]) => !/^(loading|decoding|fetchpriority)$/.test(name)).map(([a]) => a).sort().join(' ')}>`);

describe('the form', () => {
  it('shows every option of each widget schema, for each widget type', async () => {
    const s = await workbench();
    const shown = () => s.page.$$eval('#atelier-form [data-option]', (els) => els.map((e) => (e as HTMLElement).dataset.option));
    await s.page.selectOption('#atelier-type', 'news');
    expect(await shown()).toEqual(keys(NewsOptionsSchema));
    await s.page.selectOption('#atelier-type', 'map');
    expect(await shown()).toEqual(keys(MapOptionsSchema));
    // each control is labelled by its option name
    const unlabelled = await s.page.$$eval('#atelier-form [data-option]', (els) => els.filter((e) => !(e as HTMLInputElement).labels?.[0]?.textContent?.includes((e as HTMLElement).dataset.option!)).length);
    expect(unlabelled).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('live preview and diagnostics', () => {
  it('re-mounts the placeholder through DmFront on each change and shows the runtime’s own diagnostics', async () => {
    const s = await workbench();
    await loadPreset(s.page, 'metiers');
    const frame = await previewFrame(s.page);
    await frame.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
    const before = await frame.evaluate(() => document.querySelector('.dm_widget[data-widget-id="702"]'));
    expect(before).toBeTruthy();

    // an invalid value: named beside its field, in the diagnostics list and in the preview (dev mode), the same words
    await (await option(s.page, 'nbArticlesTotal')).fill('500');
    const expected = "Widget 702 (news) option: 'nbArticlesTotal' is 500; expected ≤ 200";
    await s.page.waitForFunction((t) => document.querySelector('#atelier-diagnostics')?.textContent?.includes(t), expected);
    expect(await s.page.locator('[data-field="nbArticlesTotal"] .atelier-problem').textContent()).toBe(expected);
    expect(await frame.locator('.dm_widget[data-widget-id="702"] .dm-front-diagnostic strong').textContent()).toBe(expected);
    expect(await frame.locator('.dm_widget[data-widget-id="702"] .dm-news-item').count()).toBe(0);
    expect(await newsItems(frame, '703').count()).toBe(4); // the others go on

    // fixed: re-mounted with 5 cards, diagnostics gone
    await (await option(s.page, 'nbArticlesTotal')).fill('5');
    await newsItems(frame, '702').nth(4).waitFor();
    expect(await newsItems(frame, '702').count()).toBe(5);
    expect(await s.page.locator('#atelier-diagnostics-summary').textContent()).toMatch(/^Aucun diagnostic/);
    expect(await s.page.locator('#atelier-markup').textContent()).toContain('"nbArticlesTotal":5');

    // a catalogued widget error, from the widget itself: a manual source without topics is error 2
    await (await option(s.page, 'manualMotifsList')).fill('');
    await s.page.waitForFunction(() => document.querySelector('#atelier-diagnostics')?.textContent?.includes('No manual topic selected in widget 702'));
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('presets: the home carousel, the news page in full mode (with its page topics), the offices map with search', async () => {
    const s = await workbench();
    await serveMapsDouble(s.context);
    await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
    await loadPreset(s.page, 'carousel');
    let frame = await previewFrame(s.page);
    await frame.locator('.dm_widget[data-widget-id="700"] .dm-news-carousel .dm-news-item').first().waitFor();

    await loadPreset(s.page, 'full');
    frame = await previewFrame(s.page);
    await frame.waitForFunction(() => document.querySelectorAll('.dm_widget[data-widget-id="701"] .dm-news-item').length >= 6);
    expect(await frame.evaluate(() => location.pathname)).toBe('/atelier/preview/fr/actualites-ec');
    await frame.locator('.dm_widget[data-widget-id="701"] .dm-news-filters > *').nth(1).waitFor(); // 'Tous' and a topic

    await loadPreset(s.page, 'map');
    frame = await previewFrame(s.page);
    await frame.waitForFunction(() => ((window as unknown as { __gmapsDouble?: { markers: unknown[] } }).__gmapsDouble?.markers.length ?? 0) > 0);
    await frame.locator('#\\36 28-input').waitFor();
    expect(await s.page.locator('#atelier-markup').textContent()).toBe(`<div class="dm_widget" data-widget="map" data-widget-id="628" data-options='{"lepContentId":"7"}'></div>`);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('phone and desktop widths: the frame’s viewport is the device’s', async () => {
    const s = await workbench();
    const frame = await previewFrame(s.page);
    expect(await frame.evaluate(() => innerWidth)).toBe(1280);
    await s.page.check('#atelier-width-phone');
    await frame.waitForFunction(() => innerWidth === 390);
    expect(await frame.evaluate(() => matchMedia('(max-width: 767px)').matches)).toBe(true);
    await s.context.close();
  });
});

describe('the markup to paste', () => {
  it('generate → write into a page of the example site → the same widgets as the preview', async () => {
    const s = await workbench();
    await loadPreset(s.page, 'metiers');
    const frame = await previewFrame(s.page);
    await frame.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
    // edit the second widget: another template, a title with an apostrophe, the date in full
    await s.page.check('input[name="atelier-widget"] >> nth=1');
    await (await option(s.page, 'templateChoice')).selectOption('tpl_thumbnail');
    await (await option(s.page, 'title')).fill("L'actualité associative & sportive");
    await (await option(s.page, 'dateType')).selectOption('full');
    await frame.waitForFunction(() => document.querySelector('.dm_widget[data-widget-id="703"] .dm-news-title')?.textContent === "L'actualité associative & sportive"
      && document.querySelectorAll('.dm_widget[data-widget-id="703"] .dm-news-tpl_thumbnail .dm-news-item').length === 4);
    const markup: string[] = [];
    for (let i = 0; i < 3; i++) {
      await s.page.check(`input[name="atelier-widget"] >> nth=${i}`);
      markup.push((await s.page.locator('#atelier-markup').textContent())!);
    }
    expect(markup[1]).toContain(`"title":"L&#39;actualité associative &amp; sportive"`);
    expect(markup[1]).not.toContain('templateChoice'); // tpl_thumbnail is the default
    const preview = await frame.$$eval('.dm_widget', (els) => els.map((e) => e.innerHTML));

    // the page: the Métiers page of the example site with its widgets replaced by the generated markup
    const page = await open(browser, { viewport: { width: 1280, height: 900 } });
    const cols = ['col-md-12', 'col-md-6', 'col-md-6'];
    await servePageRewritten(page.page, '/fr/actualites-ec/metiers', (html) => html.replace(/<section class="container news-section">[\s\S]*?<\/section>/,
      `<section class="container"><div class="row">${markup.map((m, i) => `<div class="${cols[i]}">${m}</div>`).join('')}</div></section>`));
    await page.page.goto('/fr/actualites-ec/metiers');
    await page.page.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
    await page.page.waitForFunction(() => document.querySelector('.dm_widget[data-widget-id="703"] .dm-news-title')?.textContent === "L'actualité associative & sportive");
    const written = await page.page.$$eval('.dm_widget', (els) => els.map((e) => e.innerHTML));
    expect(written.map(normalized)).toEqual(preview.map(normalized));
    expect(page.errors).toEqual([]);
    await page.context.close();
    await s.context.close();
  });

  it('copies the placeholder; reads a pasted legacy placeholder back into the form', async () => {
    const s = await workbench({ permissions: ['clipboard-read', 'clipboard-write'] });
    await s.page.click('#atelier-copy');
    await s.page.waitForFunction(() => document.querySelector('#atelier-copy-status')?.textContent !== '');
    expect(await s.page.evaluate(() => navigator.clipboard.readText())).toBe(await s.page.locator('#atelier-markup').textContent());

    await s.page.fill('#atelier-import', `<div class="dm_widget {'behaviorChoice':'mini','sourceChoice':'manual','manualMotifsList':'AMAG','title':'L\\u0027agriculture','nbArticleTotal':2}" data-widget="news" data-widget-id="705"></div>`);
    await s.page.click('#atelier-import-read');
    expect(await (await option(s.page, 'title')).inputValue()).toBe("L'agriculture");
    expect(await (await option(s.page, 'manualMotifsList')).inputValue()).toBe('AMAG');
    expect(await s.page.locator('#atelier-unknown').textContent()).toContain('vouliez-vous dire nbArticlesTotal');
    expect(await s.page.locator('#atelier-markup').textContent()).toBe(
      `<div class="dm_widget" data-widget="news" data-widget-id="705" data-options='{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":"AMAG","title":"L&#39;agriculture","nbArticleTotal":2}'></div>`);
    const frame = await previewFrame(s.page);
    await newsItems(frame, '705').first().waitFor();
    await s.context.close();
  });
});

/** axe-core's serious and critical violations inside the preview frame. */
async function axeInFrame(frame: Frame): Promise<string[]> {
  await frame.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

describe('accessibility', () => {
  it('axe finds nothing serious in the workbench nor in its preview', async () => {
    const s = await workbench({ bypassCSP: true }); // axe is injected as an inline script
    await loadPreset(s.page, 'metiers');
    const frame = await previewFrame(s.page);
    await frame.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
    await (await option(s.page, 'nbArticlesTotal')).fill('500'); // with a field in error and a diagnostic shown
    await s.page.waitForFunction(() => document.querySelector('#atelier-diagnostics li'));
    expect(await axeViolations(s.page)).toEqual([]);
    expect(await axeInFrame(frame)).toEqual([]);
    // the map with its consent notice, on a phone
    await loadPreset(s.page, 'map');
    await s.page.check('#atelier-width-phone');
    const mapFrame = await previewFrame(s.page);
    await mapFrame.locator('.dm_widget[data-widget-id="628"] button').waitFor();
    expect(await axeViolations(s.page)).toEqual([]);
    expect(await axeInFrame(mapFrame)).toEqual([]);
    await s.context.close();
  });

  it('is keyboard-operable: a preset, an option and the width, with the focus visible', async () => {
    const s = await workbench();
    const frame = await previewFrame(s.page);
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 200; i++) {
        await s.page.keyboard.press('Tab');
        if (await s.page.evaluate((sel) => document.activeElement?.matches(sel), selector)) return;
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await tabTo('[data-preset="carousel"]');
    expect(await s.page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await s.page.keyboard.press('Enter');
    await frame.locator('.dm_widget[data-widget-id="700"] .dm-news-carousel .dm-news-item').first().waitFor();
    await tabTo('[data-option="showIndicators"]');
    await s.page.keyboard.press('Space');
    expect(await s.page.locator('#atelier-markup').textContent()).toContain('"showIndicators":false');
    await tabTo('#atelier-width-desktop');
    await s.page.keyboard.press('ArrowLeft');
    await frame.waitForFunction(() => innerWidth === 390);
    await s.context.close();
  });
});

describe('kept apart from the real pages', () => {
  it('nothing of the workbench is in dist/ (the build’s inputs), and no site page loads it', async () => {
    const meta = JSON.parse(fs.readFileSync(new URL('../../dist/meta.json', import.meta.url), 'utf8')) as { inputs: Record<string, unknown> };
    expect(Object.keys(meta.inputs).filter((f) => f.startsWith('examples/'))).toEqual([]);
    const s = await open(browser);
    for (const path of ['/fr/', '/fr/actualites-ec/metiers']) {
      await s.page.goto(path);
      await s.page.waitForLoadState('networkidle');
    }
    expect(s.requests.filter((r) => new URL(r.url()).pathname.startsWith('/atelier/'))).toEqual([]);
    await s.context.close();
  });
});
