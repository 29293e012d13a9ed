// The runtime contract in Chromium, on synthetic pages (served through request interception at the example server's
// origin) so each case controls its own markup.
import { describe, expect, it } from 'vitest';
import { useBrowser, open, refetchesFailedImports, type Session } from './browser';
import { entryOf, holding } from '../chunks';

const browser = useBrowser();

function html(env: 'dev' | 'prod', widgets: string, outside = '', lang = 'fr'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>t</title></head><body>
  <script type="application/json" id="dm-page-config">{"page_id": 5, "env": "${env}"}</script>
  <script type="application/json" id="dm-page-data">{"settings": {}, "constantes": {}}</script>
  <div id="dm_page">${widgets}</div>${outside}
  <script type="module" src="/dist/front.js"></script></body></html>`;
}

async function synthetic(body: string): Promise<Session> {
  const s = await open(browser());
  await s.page.route('**/synthetic', (route) => route.fulfill({ contentType: 'text/html', body }));
  await s.page.goto('/synthetic');
  await s.page.waitForFunction(() => window.DmFront);
  return s;
}

describe('runtime in Chromium', () => {
  it('shows diagnostics for an unknown type and invalid JSON in dev', async () => {
    const s = await synthetic(html('dev', `<div class="dm_widget" data-widget="agenda" data-widget-id="1"></div>
      <div class="dm_widget" data-widget="news" data-widget-id="2" data-options='{"behaviorChoice":'></div>`));
    await s.page.waitForSelector('[data-widget-id="2"] .dm-front-diagnostic');
    expect(await s.page.textContent('[data-widget-id="1"] .dm-front-diagnostic')).toMatch(/Widget 1: unknown widget type 'agenda'/);
    expect(await s.page.textContent('[data-widget-id="2"] .dm-front-diagnostic')).toMatch(/Widget 2: the data-options attribute is not valid JSON/);
    expect(s.console.join('\n')).toMatch(/\[dm-front\] Widget 1: unknown widget type/);
    await s.context.close();
  });

  it('only logs them in production', async () => {
    const s = await synthetic(html('prod', `<div class="dm_widget" data-widget="agenda" data-widget-id="1"></div>`));
    await s.page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/runtime-')));
    await expect.poll(() => s.console.join('\n'), { timeout: 30_000 }).toMatch(/unknown widget type 'agenda'/);
    expect(await s.page.locator('.dm-front-diagnostic').count()).toBe(0);
    await s.context.close();
  });

  it('loads no runtime and no widget code on a page without widgets', async () => {
    const s = await synthetic(html('prod', '<p>no widgets</p>', '<div class="dm_widget" data-widget="news" data-widget-id="9"></div>'));
    await s.page.waitForTimeout(300);
    const scripts = s.requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname);
    expect(scripts[0]).toBe('/dist/front.js');
    expect(scripts.filter((p) => /runtime-|react-host-|view-/.test(p))).toEqual([]);
    await s.context.close();
  });

  it("the config's debug flag: console debug output of the page, its widgets, their timings and failures; without it, not even its code", async () => {
    const widgets = `<div class="dm_widget" data-widget="news" data-widget-id="3" data-options='{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["ABP"]}'></div>
      <div class="dm_widget" data-widget="news" data-widget-id="4" data-options='{"behaviorChoice":"mini"'></div>`;
    const s = await synthetic(html('prod', widgets).replace('"env": "prod"', '"env": "prod", "debug": true'));
    const debug = () => s.console.filter((m) => m.startsWith('debug: [dm-front] '));
    // Each line comes in its own time (widget 4's failure may be told after widget 3's first card): wait for all.
    const expected = [
      /^debug: \[dm-front\] page 5, fr, prod: 2 widget placeholder\(s\)$/,
      /^debug: \[dm-front\] widget news 3 /,
      /^debug: \[dm-front\] widget news 4 unreadable data-options: /,
      /^debug: \[dm-front\] widget news 4 failed \(invalid-json\): /,
      / news-first-card at \d+ ms$/,
    ];
    await expect.poll(() => expected.filter((re) => !debug().some((m) => re.test(m))).map(String), { timeout: 30_000 }).toEqual([]);
    // A placeholder inserted later: its launch.
    await s.page.evaluate(() => document.getElementById('dm_page')!.insertAdjacentHTML('beforeend', '<div class="dm_widget" data-widget="news" data-widget-id="5" data-options=\'{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["AMAS"]}\'></div>'));
    await expect.poll(debug).toContain('debug: [dm-front] launch: widget news 5');
    await s.context.close();

    const t = await synthetic(html('prod', widgets));
    await t.page.waitForSelector('[data-widget-id="3"] .dm-news-item');
    expect(t.console.filter((m) => m.startsWith('debug:'))).toEqual([]);
    expect(t.requests.filter((r) => /\/debug-/.test(r.url()))).toEqual([]);
    await t.context.close();
  });

  it('retries a widget chunk that failed to load once, under a URL of its own', async () => {
    const s = await open(browser());
    // Whether this Chromium fetches a failed module again (2026 releases) or keeps the failure (Chromium 150): the
    // retry must work for both, so it never asks for the same URL again.
    const refetches = await refetchesFailedImports(s.context);
    const chunk = entryOf('widgets/news/view.tsx');
    const urls: string[] = [];
    // Every request of the chunk's own URL fails (its modulepreload beside the definition, and the import() after it in
    // a browser that asks again); a request under another URL is answered.
    const ofChunk = (url: URL) => url.pathname === '/dist/' + chunk;
    await s.page.route(ofChunk, (route) => (urls.push(route.request().url()), new URL(route.request().url()).search ? route.continue() : route.abort()));
    await s.page.route('**/synthetic', (route) => route.fulfill({ contentType: 'text/html', body: html('dev', `<div class="dm_widget" data-widget="news" data-widget-id="3" data-options='{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["ABP"]}'></div>`) }));
    await s.page.goto('/synthetic');
    await s.page.waitForSelector('[data-widget-id="3"] a[href*="article="]', { state: 'attached', timeout: 30_000 });
    expect(urls.at(-1)).toMatch(/\.js\?retry=1$/);
    expect(urls.slice(0, -1).every((u) => !new URL(u).search), urls.join(', ')).toBe(true);
    expect(await s.page.locator('[data-code="chunk-load"]').count()).toBe(0);
    // What a retry of the same URL would have given this browser's visitors: nothing in a browser that keeps failures.
    await s.page.unroute(ofChunk);
    const plain = await s.page.evaluate<boolean>(`import(${JSON.stringify(urls[0])}).then(() => true, () => false)`);
    expect(plain).toBe(refetches);
    await s.context.close();
  });

  it('a shared chunk that keeps failing (zod/mini) is still asked for every minute after its timed retries (one online listener at a time), and its widget comes without an online event', async () => {
    const s = await open(browser());
    await s.page.clock.install(); // time flows, and the test jumps over the waits
    const zod = holding('zod');
    let down = true;
    const asked: string[] = [];
    await s.page.route((url) => url.pathname === '/dist/' + zod, (route) => (asked.push(route.request().url()), down ? route.abort('internetdisconnected') : route.continue()));
    await s.page.route('**/synthetic', (route) => route.fulfill({ contentType: 'text/html', body: html('prod', `<div class="dm_widget" data-widget="news" data-widget-id="3" data-options='{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["ABP"]}'></div>`) }));
    // The failures the loader has handled (its next wait is set): a jump over the clock before that would leave the
    // next wait to start after the jump, a minute of real time later.
    await s.page.addInitScript((event) => addEventListener(event, () => ((window as unknown as { failures: number }).failures = ((window as unknown as { failures?: number }).failures ?? 0) + 1)), __CHUNK_EVENT__);
    const failures = () => s.page.evaluate(() => (window as unknown as { failures?: number }).failures ?? 0);
    await s.page.goto('/synthetic');
    // The first try and its six timed retries (after 1, 2, 4, 8, 16 and 32 s), then one a minute: two more.
    for (let failed = await failures(); failed < 9; failed = await failures()) {
      await s.page.clock.fastForward(70_000);
      await expect.poll(failures, { timeout: 30_000 }).toBeGreaterThan(failed);
    }
    expect(asked).toHaveLength(9);
    // The placeholder says so meanwhile, in production too: the entry shows the control (its own code is in that chunk).
    expect(await s.page.textContent('[data-widget-id="3"] > .dm-front-retry[role="alert"][data-code="chunk-load"]')).toBe("Ce contenu n'a pas pu être chargé. Réessayer");
    // One 'online' listener waits (the current try's), not one per failed try.
    const cdp = await s.context.newCDPSession(s.page);
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    expect(listeners.filter((l) => l.type === 'online')).toHaveLength(1);
    down = false;
    await s.page.clock.fastForward(70_000);
    await s.page.waitForSelector('[data-widget-id="3"] a[href*="article="]', { state: 'attached', timeout: 30_000 });
    expect(asked.at(-1)).toMatch(/\?retry=9$/);
    expect(await s.page.locator('.dm-front-retry').count(), 'the control goes with the code').toBe(0);
    await s.context.close();
  });

  it("the runtime chunk keeps failing: each placeholder shows the 'Réessayer' control (German on a German page), and a press brings the widgets once the network is back", async () => {
    const s = await open(browser());
    const runtime = entryOf('src/runtime.ts');
    let down = true;
    await s.page.route((url) => url.pathname === '/dist/' + runtime, (route) => (down ? route.abort('internetdisconnected') : route.continue()));
    const news = (id: number) => `<div class="dm_widget" data-widget="news" data-widget-id="${id}" data-options='{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["ABP"]}'></div>`;
    await s.page.route('**/synthetic', (route) => route.fulfill({ contentType: 'text/html', body: html('prod', news(3) + news(4) + news(5), '', 'de') }));
    await s.page.goto('/synthetic');
    const controls = s.page.locator('.dm_widget > .dm-front-retry[role="alert"][data-code="chunk-load"]');
    await expect.poll(() => controls.count(), { timeout: 30_000 }).toBe(3);
    expect(await controls.first().textContent()).toBe('Dieser Inhalt konnte nicht geladen werden. Erneut versuchen');
    // A placeholder unmounted meanwhile: its control goes with its skeleton.
    await s.page.evaluate(() => window.DmFront!.unmount(document.querySelector('[data-widget-id="5"]')!));
    expect(await s.page.locator('[data-widget-id="5"]').innerHTML()).toBe('');
    expect(await controls.count()).toBe(2);
    const button = s.page.locator('[data-widget-id="3"]').getByRole('button', { name: 'Erneut versuchen' });
    await button.focus();
    down = false;
    await button.click();
    for (const id of [3, 4]) await s.page.waitForSelector(`[data-widget-id="${id}"] a[href*="article="]`, { state: 'attached', timeout: 30_000 });
    expect(await controls.count(), 'gone with the code').toBe(0);
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-widget-id')), 'focus moved to its widget').toBe('3');
    await s.context.close();
  });

  it('a widget chunk that keeps failing: the retry control (dev too), and its neighbour still works', async () => {
    const s = await open(browser());
    const chunk = entryOf('widgets/news/view.tsx');
    await s.page.route((url) => url.pathname === '/dist/' + chunk, (route) => route.abort()); // under any URL
    await s.page.route('**/synthetic', (route) => route.fulfill({ contentType: 'text/html', body: html('dev', `<div class="dm_widget" data-widget="news" data-widget-id="3" data-options='{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["ABP"]}'></div>
      <div class="dm_widget" data-widget="agenda" data-widget-id="4"></div>`) }));
    await s.page.goto('/synthetic');
    await s.page.waitForSelector('[data-widget-id="3"] [data-code="chunk-load"] button', { timeout: 30_000 });
    expect(await s.page.textContent('[data-widget-id="4"] .dm-front-diagnostic')).toMatch(/unknown widget type/);
    await s.context.close();
  });

  it('mounts through window.DmFront, and unmount empties the root and aborts its request', async () => {
    const s = await synthetic(html('dev', '<div id="zone"></div>'));
    let held: import('playwright-core').Route | undefined;
    await s.page.route('**/ajax/testa/article/motifs/**', (route) => {
      held = route; // keep the list call in flight
    });
    const aborted = new Promise<string>((resolve) => s.page.on('requestfailed', (r) => r.url().includes('/ajax/testa/article/motifs/') && resolve(r.failure()?.errorText ?? '')));
    await s.page.evaluate(() => {
      const el = document.createElement('div');
      el.className = 'dm_widget';
      el.dataset.widget = 'news';
      el.dataset.widgetId = '20';
      el.dataset.options = JSON.stringify({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'] });
      document.getElementById('zone')!.append(el);
    });
    await expect.poll(() => held !== undefined, { timeout: 30_000 }).toBe(true);
    await s.page.waitForFunction(() => document.querySelector('[data-widget-id="20"]')!.childElementCount > 0); // the loader
    await s.page.evaluate(() => window.DmFront!.unmount(document.querySelector('[data-widget-id="20"]')!));
    expect(await aborted).toMatch(/ABORTED/);
    expect(await s.page.evaluate(() => document.querySelector('[data-widget-id="20"]')!.innerHTML)).toBe('');
    await s.page.unroute('**/ajax/testa/article/motifs/**');
    await s.page.evaluate(() => window.DmFront!.rescan());
    await s.page.waitForSelector('[data-widget-id="20"] a[href*="article="]', { state: 'attached' });
    // A failed querySelector passed on, or anything else that is not a node (a jQuery object…): the page container for
    // mount and rescan, nothing for unmount.
    const nulls = await s.page.evaluate(() => {
      const api = window.DmFront as unknown as Record<'mount' | 'unmount' | 'rescan', (x: unknown) => void>;
      const notNodes = [null, undefined, 5, 'x', {}, { 0: document.body, length: 1, jquery: '3.7.1' }];
      return (['mount', 'unmount', 'rescan'] as const).flatMap((name) => notNodes.map((x) => {
        try {
          api[name](x);
          return 'ok';
        } catch (e) {
          return String(e);
        }
      }));
    });
    expect(nulls).toEqual(Array(18).fill('ok'));
    expect(await s.page.locator('[data-widget-id="20"] a[href*="article="]').count()).toBeGreaterThan(0);
    await s.context.close();
  });
});

describe('a hostile page contract', () => {
  it('dev: invalid JSON in #dm-page-data and in a page\'s infos are named; production: the page still runs', async () => {
    const page = (env: string, data: string, legacy = '') => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>t</title>${legacy}</head><body>
      <script type="application/json" id="dm-page-config">{"page_id": 5, "env": "${env}"}</script>
      <script type="application/json" id="dm-page-data">${data}</script>
      <div id="dm_page"><div class="dm_widget" data-widget="news" data-widget-id="3" data-options='{"behaviorChoice":"mini","sourceChoice":"auto"}'></div></div>
      <script type="module" src="/dist/front.js"></script></body></html>`;
    const s = await synthetic(page('dev', '{"settings": {}, "constantes": {}, "currentPage": {"id": 12, "infos": "{\\"testamotifs\\": [\\"ABP\\""}}'));
    await expect.poll(() => s.page.locator('.dm-front-diagnostic[data-code="invalid-page-contract"]').allTextContents(), { timeout: 30_000 }).toEqual([expect.stringMatching(/'currentPage.infos' \(page 12\) is not valid JSON/)]);
    await s.context.close();
    const t = await synthetic(page('dev', '{"settings": {}, '));
    await expect.poll(() => t.page.locator('.dm-front-diagnostic[data-code="invalid-page-contract"]').allTextContents(), { timeout: 30_000 }).toEqual([expect.stringMatching(/^<script id="dm-page-data"> is not valid JSON/)]);
    await t.context.close();
    // A #dm-page-config that does not parse takes its env with it: its cause is named where its text says dev, and
    // logged in production.
    const lost = (env: string) => page(env, '{"settings": {}, "constantes": {}}').replace(`"env": "${env}"}`, `"env": "${env}",}`);
    const v = await synthetic(lost('dev'));
    await expect.poll(() => v.page.locator('.dm-front-diagnostic[data-code="invalid-page-contract"]').allTextContents(), { timeout: 30_000 }).toEqual([expect.stringMatching(/^<script id="dm-page-config"> is not valid JSON/)]);
    await v.context.close();
    const w = await synthetic(lost('prod'));
    await expect.poll(() => w.console.filter((m) => m.includes('<script id="dm-page-config"> is not valid JSON')).length, { timeout: 30_000 }).toBe(1);
    expect(await w.page.locator('.dm-front-diagnostic').count()).toBe(0);
    await w.context.close();
    // The same on a page without widgets (no runtime otherwise): the config's lost page id has it load to say so.
    const bare = (env: string) => lost(env).replace(/<div class="dm_widget"[^>]*><\/div>/, '');
    const x = await synthetic(bare('dev'));
    await expect.poll(() => x.page.locator('#dm_page > .dm-front-diagnostic[data-code="invalid-page-contract"]').allTextContents(), { timeout: 30_000 }).toEqual([expect.stringMatching(/^<script id="dm-page-config"> is not valid JSON/)]);
    await x.context.close();
    const y = await synthetic(bare('prod'));
    await expect.poll(() => y.console.filter((m) => m.includes('<script id="dm-page-config"> is not valid JSON')).length, { timeout: 30_000 }).toBe(1);
    await y.context.close();
    // A legacy global with a throwing getter, and no JSON config: the entry still runs (DmFront, widgets).
    const u = await synthetic(page('prod', '{}', '<script>window.dm_configuration = { get page_id() { throw new Error("hostile"); } };</script>').replace(/<script type="application\/json" id="dm-page-config">[^<]*<\/script>/, ''));
    await u.page.waitForFunction(() => !!window.DmFront);
    expect(u.errors).toEqual([]);
    await u.context.close();
  });
});
