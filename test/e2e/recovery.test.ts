// Widgets that come back (README "When code or data fails to load"), in Chromium. Most browsers in use keep a failed
// module fetch in their module map: import() of the same URL then fails at once, without a request. Whatever this
// Chromium does, the tests below make every request of the failed chunk's own URL fail for good (what a visitor of such
// a browser gets), so they hold on Chromium 150 (which caches the failure) as on 156 (which fetches again).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, open, baseURL, networkDown, type Session } from './browser';
import { failMapsHost, serveMapsDouble, siteCookie } from '../doubles/serve';
import { waitForMarkers } from './markers';
import { chunk, entryOf, holding } from '../chunks';

const browser = useBrowser();

const MINI = `<div class="dm_widget" data-widget="news" data-widget-id="3" data-options='{"behaviorChoice":"mini","sourceChoice":"manual","manualMotifsList":["ABP"]}'></div>`;
const page = (env: 'dev' | 'prod', widgets: string, lang = 'fr') => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>t</title></head><body>
  <script type="application/json" id="dm-page-config">{"page_id": 5, "env": "${env}"}</script>
  <script type="application/json" id="dm-page-data">{"settings": {}, "constantes": {}}</script>
  <div id="dm_page">${widgets}</div>
  <script type="module" src="/dist/front.js"></script></body></html>`;

/**
 * Requests of `file` (dist-relative) fail: its own URL for good (a browser that caches the failure), and the first
 * `more` retries under other URLs too. Returns the URLs asked for.
 */
async function failing(s: Session, file: string, more = 0): Promise<string[]> {
  const urls: string[] = [];
  await s.page.route((url) => url.pathname === '/dist/' + file, (route) => {
    const url = route.request().url();
    urls.push(url);
    return !url.includes('?') || urls.length <= more + 1 ? route.abort('connectionreset') : route.continue();
  });
  return urls;
}

async function synthetic(s: Session, body: string, path = '/synthetic'): Promise<void> {
  await s.page.route('**' + path, (route) => route.fulfill({ contentType: 'text/html', body }));
  await s.page.goto(path);
}

const cards = (p: Page, id = 3) => p.waitForSelector(`[data-widget-id="${id}"] a[href*="article="]`, { state: 'attached', timeout: 30_000 });

describe('failed code comes back', () => {
  const cases: [string, () => string][] = [
    ['the runtime chunk', () => entryOf('src/runtime.ts')],
    ["the widget type's definition", () => entryOf('widgets/news/define.ts')],
    ["the widget's view", () => entryOf('widgets/news/view.tsx')],
    ['the shared React chunk', () => holding('react-dom')],
    ["the runtime's shared zod/mini chunk", () => holding('zod')],
    ['the React host', () => entryOf('src/react-host.tsx')],
    // The chunk of the early images' modules, which the entry asks for with a thumbnail list's call (the definition
    // imports it too).
    ["the early images' modules", () => chunk((o) => !o.entryPoint && 'widgets/news/early-images.ts' in o.inputs)],
  ];
  for (const [name, file] of cases) {
    it(`${name} fails (its URL for good): the widget comes up, its neighbour too`, async () => {
      const s = await open(browser());
      const urls = await failing(s, file());
      await synthetic(s, page('prod', MINI + MINI.replace('"3"', '"4"')));
      await cards(s.page, 3);
      await cards(s.page, 4);
      expect(urls.some((u) => u.includes('?retry='))).toBe(true);
      expect(await s.page.locator('[data-code]').count()).toBe(0);
      await s.context.close();
    });
  }

  it("the entry's import of the early images fails (its URL for good): the widgets come up, with their images", async () => {
    // (The entry does not wait for its retry: the definition, which imports their modules itself, shows them.)
    const s = await open(browser());
    const urls = await failing(s, entryOf('widgets/news/early-images.ts'));
    await synthetic(s, page('prod', MINI + MINI.replace('"3"', '"4"')));
    await cards(s.page, 3);
    await cards(s.page, 4);
    expect(urls.length).toBeGreaterThan(0);
    expect(await s.page.locator('.dm-news-item img').count(), 'the cards with their images').toBe(6);
    expect(await s.page.locator('[data-code]').count()).toBe(0);
    await s.context.close();
  });

  it("a lazily loaded part (the pagination) or the full article's code fails: it comes up", async () => {
    const s = await open(browser());
    const urls = await failing(s, entryOf('widgets/news/pagination.tsx'));
    await s.page.goto('/fr/actualites-ec');
    await s.page.waitForSelector('.dm-news-pagination a', { timeout: 30_000 });
    expect(urls.some((u) => u.includes('?retry='))).toBe(true);
    const t = await open(browser());
    await failing(t, entryOf('widgets/news/article-view.tsx'));
    await t.page.goto('/fr/actualites-ec?title=article-piege-1');
    await t.page.locator('article .dm-news-article-body').waitFor({ timeout: 30_000 });
    await s.context.close();
    await t.context.close();
  });

  for (const [name, source] of [["the widget's view", 'widgets/news/view.tsx'], ["the widget type's definition", 'widgets/news/define.ts']]) it(`${name} fails for good: a 'Réessayer' control in production; it brings the widget once the network is back`, async () => {
    const s = await open(browser());
    const view = entryOf(source);
    const network = await networkDown(s.page, (url) => url.pathname === '/dist/' + view);
    await synthetic(s, page('prod', MINI));
    const button = s.page.getByRole('button', { name: 'Réessayer' });
    await button.waitFor({ timeout: 30_000 });
    expect(await s.page.textContent('[data-widget-id="3"] [role="alert"]')).toMatch(/Ce contenu n'a pas pu être chargé/);
    await button.click(); // still failing: the control stays
    await s.page.waitForTimeout(200);
    expect(await button.count()).toBe(1);
    network.back();
    await button.focus();
    await button.click();
    network.release();
    await cards(s.page);
    expect(await s.page.locator('.dm-front-retry').count()).toBe(0);
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-widget-id'))).toBe('3');
    await s.context.close();
  });

  // A widget that is up waits for the code of the parts it loads later: the same control, where the part will be (the
  // pagination's below the cards); and a full article for its own code, the article view (the control at the widget's
  // top). The article is ready in its <article>: the heading drawn before its code (an article without a usable image:
  // early-images.ts) has the body's class too.
  const parts: [string, string, string, string, string | undefined][] = [
    ['the pagination', 'widgets/news/pagination.tsx', '/fr/actualites-ec', '.dm-news-pagination a', '.dm-news-item'],
    ['the article view', 'widgets/news/article-view.tsx', '/fr/actualites-ec?title=article-piege-1', 'article .dm-news-article-body', undefined],
  ];
  for (const [name, source, path, ready, above] of parts) it(`${name}'s code fails for good: the 'Réessayer' control where it will be; it comes once the network is back`, async () => {
    const s = await open(browser());
    const file = entryOf(source);
    const network = await networkDown(s.page, (url) => url.pathname === '/dist/' + file);
    await s.page.goto(path);
    const control = s.page.locator('.dm_widget .dm-front-retry[data-code="chunk-load"]');
    await control.waitFor({ timeout: 30_000 });
    const [id, below] = await control.evaluate((el, sel) => {
      const widget = el.closest('.dm_widget')!;
      const over = sel ? [...widget.querySelectorAll(sel)] : [];
      // Below every element `sel` finds in the widget, or, without one, first in the widget (its only content before
      // it: the skeleton's empty spot).
      const ok = over.length ? over.every((o) => o.getBoundingClientRect().bottom <= el.getBoundingClientRect().top)
        : el.getBoundingClientRect().top - widget.getBoundingClientRect().top < 5;
      return [widget.getAttribute('data-widget-id'), ok];
    }, above);
    expect(below, above ? `the control below the widget's ${above}` : "the control at the widget's top").toBe(true);
    network.back();
    await control.getByRole('button', { name: 'Réessayer' }).focus();
    await control.getByRole('button', { name: 'Réessayer' }).click();
    network.release();
    await s.page.locator(`.dm_widget[data-widget-id="${id}"] ${ready}`).first().waitFor({ timeout: 30_000 });
    expect(await s.page.locator('.dm-front-retry').count()).toBe(0);
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-widget-id'))).toBe(id);
    await s.context.close();
  });

  it.each([
    ['<html lang="de">', page('prod', MINI, 'de')],
    // (the page language as the widgets take it: no lang on <html>, the config's culture)
    ['the config\'s culture', page('prod', MINI, '').replace('"page_id": 5', '"page_id": 5, "culture": "de"')],
  ])('German page (%s): the control speaks German; coming back online retries without a click', async (_, html) => {
    const s = await open(browser());
    const react = holding('react-dom');
    let down = true;
    await s.page.route((url) => url.pathname === '/dist/' + react, (route) => (down ? route.abort('internetdisconnected') : route.continue()));
    await synthetic(s, html);
    await s.page.getByRole('button', { name: 'Erneut versuchen' }).waitFor({ timeout: 30_000 });
    down = false;
    await s.context.setOffline(true);
    await s.context.setOffline(false); // the 'online' event
    await cards(s.page);
    await s.context.close();
  });
});

describe('failed data comes back', () => {
  it("a list call that fails on the network: 'Réessayer' in production, then the cards; nothing that succeeded is asked again", async () => {
    const s = await open(browser());
    let down = true;
    const lists: string[] = [];
    await s.page.route('**/ajax/testa/article/motifs/**', (route) => (lists.push(route.request().url()), down ? route.abort('internetdisconnected') : route.continue()));
    await synthetic(s, page('prod', MINI));
    const button = s.page.getByRole('button', { name: 'Réessayer' });
    await button.waitFor({ timeout: 30_000 });
    expect(await s.page.textContent('[data-widget-id="3"] .dm-news-retry')).toBe("Les actualités n'ont pas pu être chargées. Réessayer");
    down = false;
    await button.focus();
    await button.click();
    await cards(s.page);
    expect(await s.page.locator('.dm-news-retry').count()).toBe(0);
    // Focus was on the button, which went with the notice: it is on the widget, not back at the page's start.
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-widget-id'))).toBe('3');
    expect(lists).toHaveLength(2);
    expect(s.requests.filter((r) => r.url().includes('/motifs/subscribed'))).toHaveLength(1);
    await s.context.close();
  });

  it('a list call that never answers: its boxes are hidden from assistive technologies, and after 10 s it says it is still loading', async () => {
    const s = await open(browser());
    await s.page.route('**/ajax/testa/article/motifs/**', () => {}); // never answers
    await s.page.clock.install(); // the page's timers on Playwright's clock: time flows, and the test runs it on
    const options = { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP', 'AMAS'], title: 'Actualités', showFilters: 1, hasPagination: 1, linkToAll: 'Toutes' };
    await synthetic(s, page('prod', `<div class="dm_widget" data-widget="news" data-widget-id="3" data-options='${JSON.stringify(options)}'></div>`));
    const widget = s.page.locator('[data-widget-id="3"]');
    const slow = widget.locator('.dm-news-slow[role="status"]');
    await widget.locator('.dm-news-dom .dm-news-items').waitFor(); // the view is drawn, over the entry's skeleton
    // The skeleton's cards, chips and pager are boxes: only the widget's own title is a heading, and there is no list.
    expect(await widget.getByRole('heading').allTextContents()).toEqual(['Actualités']);
    expect(await widget.getByRole('list').count()).toBe(0);
    expect(await slow.count(), 'not before 10 s').toBe(0);
    await s.page.clock.runFor(10_000); // the notice's 10 s at once (its timer is set where the view is drawn)
    await slow.waitFor();
    expect(await slow.textContent()).toBe('Le chargement prend plus de temps que prévu…');
    expect(await widget.getByRole('heading').allTextContents()).toEqual(['Actualités']);
    await s.context.close();
  });

  it('offline, a page change keeps the cards and says so; back online, the page comes without a click', async () => {
    const s = await open(browser());
    await s.page.goto('/fr/actualites-ec');
    // The real pager (the skeleton's pager row has the same class, without links).
    const pager = s.page.locator('.dm-news-pagination:not(.dm-news-pager-pending)').first();
    await pager.locator('a', { hasText: /^2$/ }).waitFor({ timeout: 30_000 });
    const list = s.page.locator('.dm-news-list').filter({ has: pager });
    const before = await list.locator('.dm-news-item').allTextContents();
    expect(before.length).toBeGreaterThan(0);
    await s.context.setOffline(true);
    await pager.locator('a', { hasText: /^2$/ }).click();
    await list.locator('.dm-news-retry').waitFor({ timeout: 30_000 });
    expect(await list.locator('.dm-news-retry').textContent()).toBe("Cette page des actualités n'a pas pu être chargée. Réessayer");
    expect(await list.locator('.dm-news-item').allTextContents()).toEqual(before);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('1');
    expect(new URL(s.page.url()).searchParams.get('page')).toBeNull();
    // Scrolled to, as a new page would be (smoothly, unless reduced motion).
    await expect.poll(() => list.locator('.dm-news-retry').evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight), { timeout: 30_000 }).toBe(true);
    await s.page.evaluate(() => addEventListener('online', () => ((window as { __online?: number }).__online = performance.now())));
    const asked = s.requests.length;
    await s.context.setOffline(false); // the 'online' event
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent(), { timeout: 30_000 }).toBe('2').catch(async (e: Error) => {
      // What the page saw (CI s59run4: still on page 1 after 30 s): the event, the retry's requests and their fate.
      const seen = await s.page.evaluate(() => ({ online: (window as { __online?: number }).__online, onLine: navigator.onLine, notices: document.querySelectorAll('.dm-news-retry').length }));
      const after = s.requests.slice(asked).map((r) => `${r.method()} ${new URL(r.url()).pathname} ${r.failure()?.errorText ?? 'ok'}`);
      throw new Error(`${e.message}; the page: ${JSON.stringify(seen)}; requests since going online: ${JSON.stringify(after)}`);
    });
    expect(new URL(s.page.url()).searchParams.get('page')).toBe('2');
    expect(await list.locator('.dm-news-retry').count()).toBe(0);
    expect(await list.locator('.dm-news-item').allTextContents()).not.toEqual(before);
    await s.context.close();
  });
});

describe('the runtime chunk failing for good on a page of several widgets', () => {
  it("each news widget shows the control; the map waiting for consent shows its notice, not the control over it", async () => {
    const s = await open(browser());
    const runtime = entryOf('src/runtime.ts');
    await s.page.route((url) => url.pathname === '/dist/' + runtime, (route) => route.abort('internetdisconnected'));
    await s.page.goto('/fr/');
    const carousel = s.page.locator('[data-widget-id="700"] > .dm-front-retry');
    await carousel.waitFor({ timeout: 30_000 });
    const map = s.page.locator('.dm_widget[data-widget-id="628"]');
    await map.locator('.dm-map-consent').waitFor();
    expect(await map.locator('> .dm-front-retry').count(), 'drawn').toBe(1);
    expect(await map.locator('> .dm-front-retry').isVisible(), 'but not shown over the notice').toBe(false);
    expect(await carousel.isVisible()).toBe(true);
    await s.context.close();
  });
});

describe('the office map when its data fails', () => {
  const consented = async (double: boolean) => {
    const s = await open(browser());
    await (double ? serveMapsDouble(s.context) : failMapsHost(s.context));
    await s.context.addCookies([siteCookie(baseURL(), 'googlemaps', 'true')]);
    return s;
  };
  const map = (s: Session) => s.page.locator('.dm_widget[data-widget-id="628"]');
  /** /fr/ scrolled to the map, whose office records fail on the network or never answer; the maps library served by the double, or failing. */
  const withRecords = async (double: boolean, records: 'failing' | 'unanswered') => {
    const s = await consented(double);
    await s.page.route('**/ajax/diem/object**', (route) => (records === 'failing' ? route.abort('internetdisconnected') : undefined));
    if (records === 'unanswered') await s.page.clock.install(); // time flows, and the test runs it on
    await s.page.goto('/fr/');
    await map(s).scrollIntoViewIfNeeded();
    return s;
  };

  it('records that never answer: the map says it is still loading after 10 s', async () => {
    const s = await withRecords(true, 'unanswered');
    await map(s).locator('.dm-map__canvas[aria-busy="true"]').waitFor({ timeout: 30_000 });
    expect(await map(s).locator('.dm-map__slow').count(), 'not before 10 s').toBe(0);
    await s.page.clock.runFor(10_000); // the notice's 10 s at once (its timer is set where the map is drawn)
    await map(s).locator('.dm-map__slow').waitFor();
    expect(await map(s).locator('.dm-map__slow').textContent()).toBe('Le chargement de la carte prend plus de temps que prévu…');
    await s.context.close();
  });

  it('the maps library fails and the records never answer: the office list in its place says it is still loading after 10 s', async () => {
    const s = await withRecords(false, 'unanswered');
    await map(s).locator('.dm-map__fallback').waitFor({ timeout: 30_000 });
    expect(await map(s).locator('.dm-map__slow').count(), 'not before 10 s').toBe(0);
    await s.page.clock.runFor(10_000); // the notice's 10 s at once (its timer is set where the map is drawn)
    const slow = map(s).locator('.dm-map__fallback .dm-map__slow[role="status"]');
    await slow.waitFor();
    expect(await slow.textContent()).toBe('Le chargement de la liste de nos bureaux prend plus de temps que prévu…');
    await s.context.close();
  });

  it("the records' code fails for good: the 'Réessayer' control in the map's place; the map and its markers come once the network is back", async () => {
    const s = await consented(true);
    const file = chunk((o) => 'widgets/map/records.ts' in o.inputs);
    const network = await networkDown(s.page, (url) => url.pathname === '/dist/' + file);
    await s.page.goto('/fr/');
    await map(s).scrollIntoViewIfNeeded();
    const button = map(s).getByRole('button', { name: 'Réessayer' });
    await button.waitFor({ timeout: 30_000 });
    network.back();
    await button.click();
    network.release();
    await waitForMarkers(s.page, 7);
    expect(await map(s).locator('.dm-front-retry').count()).toBe(0);
    await s.context.close();
  });

  it("the marker spreader's chunk fails twice: the map is drawn without it, and its markers are spread once it comes", async () => {
    const s = await consented(true);
    const urls = await failing(s, holding('overlapping-marker-spiderfier'), 1);
    await s.page.goto('/fr/');
    await map(s).scrollIntoViewIfNeeded();
    await s.page.waitForFunction(() => window.__gmapsDouble?.maps.length === 1, undefined, { timeout: 30_000 });
    await expect.poll(() => urls.length, { timeout: 30_000 }).toBe(3);
    // Two offices at one address: a click on one spreads them (the spreader moves the markers).
    const spreads = () => s.page.evaluate(() => {
      const marker = window.__gmapsDouble.markers.filter((m) => m.getMap()).find((m) => m.getTitle() === 'Armor Audit Rennes')!;
      google.maps.event.trigger(marker, 'click', {});
      return window.__gmapsDouble.calls.filter((c) => c.name === 'setPosition').length > 0;
    });
    await expect.poll(spreads, { timeout: 30_000 }).toBe(true);
    await s.context.close();
  });

  it('the maps library and the records both fail: the offices list says it could not be loaded, not "Nos bureaux :" over nothing; a press on Réessayer lists them', async () => {
    const s = await withRecords(false, 'failing');
    const note = map(s).locator('.dm-map__fallback-note');
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe("La carte ne peut pas être affichée pour le moment. La liste de nos bureaux n'a pas pu être chargée.");
    expect(await map(s).locator('.dm-map__offices').count()).toBe(0);
    await s.page.unrouteAll();
    const button = map(s).locator('.dm-map__fallback').getByRole('button', { name: 'Réessayer' });
    await button.focus();
    await button.click();
    await expect.poll(() => map(s).locator('.dm-map__offices li').count(), { timeout: 30_000 }).toBe(8);
    expect(await note.textContent()).toBe('La carte ne peut pas être affichée pour le moment. Nos bureaux :');
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('data-widget-id')), 'focus on its widget').toBe('628');
    await s.context.close();
  });

  it('the records fail where the map is drawn: it says its offices could not be placed, and coming back online places them', async () => {
    const s = await withRecords(true, 'failing');
    const notice = map(s).locator('[role="alert"][data-code="network"]');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toBe("Nos bureaux n'ont pas pu être placés sur la carte. Réessayer");
    const offices = () => s.page.evaluate(() => window.__gmapsDouble.markers.filter((m) => m.getMap() && m.getTitle()).length);
    expect(await offices(), 'no office on the map').toBe(0);
    await s.page.unrouteAll();
    await s.context.setOffline(true);
    await s.context.setOffline(false); // the 'online' event
    await expect.poll(offices, { timeout: 30_000 }).toBe(7);
    expect(await notice.count()).toBe(0);
    await s.context.close();
  });
});
