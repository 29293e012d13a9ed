// Property tests for the widgets' inputs: response schemas, option schemas and URL parameters. No exception escapes:
// a bad answer becomes the widget's catalogued response error, bad options a diagnostic, bad parameters the default.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { RequestError } from '../../src/http';
import { readFullArticle, readList, readSlug, readSubscribed } from '../../widgets/news/responses';
import { articleParam, pageParam, readQuery } from '../../widgets/news/query';
import { OfficeRecordsSchema, toOffices } from '../../widgets/map/records';
import { parseLatLng } from '../../widgets/map/map-options';
import { safeUrl, renderInfo } from '../../widgets/map/template';
import { hasConsent } from '../../src/consent';
import { createPageContext } from '../../src/page-context';
import { prepare } from '../../src/runtime';
import { readRawOptions } from '../../src/raw-options';
import { WIDGETS } from '../../widgets';

const RUNS = { numRuns: 1000 };

/** A plausible answer with random holes and wrong types: arbitrary JSON, and the real shapes with fuzzed fields. */
const fuzzArticle = fc.record({
  id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
  title: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
  summary: fc.oneof(fc.string(), fc.constant(null)),
  slug: fc.oneof(fc.string(), fc.constant(undefined)),
  motifs: fc.oneof(fc.array(fc.string()), fc.string()),
  mediasPaths: fc.oneof(fc.string(), fc.json(), fc.constant(null)),
  dateUpdate: fc.oneof(fc.string(), fc.integer()),
  dateUpdate_ts: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
}, { requiredKeys: [] });
const answer = fc.oneof(
  fc.jsonValue(),
  fc.record({ data: fc.record({ articles: fc.array(fuzzArticle, { maxLength: 5 }), arrayPagination: fc.record({ countArticle: fc.oneof(fc.integer(), fc.string()) }, { requiredKeys: [] }) }, { requiredKeys: [] }), info: fc.jsonValue() }, { requiredKeys: [] }),
  fuzzArticle,
  fc.record({ article: fc.oneof(fc.string(), fc.integer()), data: fc.record({ motif: fc.oneof(fc.object(), fc.constant(null)), mediasPaths: fc.string(), externalKey: fc.oneof(fc.string(), fc.integer()), id: fc.oneof(fc.integer(), fc.string()) }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  fc.record({ motifs: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())) }),
  fc.record({ articleId: fc.oneof(fc.integer(), fc.string()), success: fc.jsonValue() }, { requiredKeys: [] }),
);

const catalogued = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RequestError);
    expect((e as RequestError).kind).toBe('schema');
  }
};

let warn: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => warn.mockRestore());

describe('fuzzed news answers', () => {
  it('every reader returns or throws a schema RequestError', () => {
    fc.assert(
      fc.property(answer, (value) => {
        catalogued(() => {
          const list = readList(value);
          for (const a of list.articles) expect(typeof a.title).toBe('string');
          expect(Number.isFinite(list.count)).toBe(true);
        });
        catalogued(() => readFullArticle(value));
        catalogued(() => readSubscribed(value));
        catalogued(() => readSlug(value));
      }),
      RUNS,
    );
  });
});

describe('fuzzed URL parameters', () => {
  it('?page is a positive integer, ?article a topic list and slug or nothing, whatever the query string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webQueryParameters(), fc.string().map((s) => `page=${s}&article=${s}&title=${s}`)), (search) => {
        const q = readQuery(search);
        expect(Number.isSafeInteger(q.page) && q.page >= 1).toBe(true);
        expect(typeof q.title).toBe('string');
        if (q.article) expect(q.article.topics.every((t) => typeof t === 'string')).toBe(true);
      }),
      RUNS,
    );
    fc.assert(fc.property(fc.string(), (s) => {
      expect(pageParam(s)).toBeGreaterThanOrEqual(1);
      const a = articleParam(`${s}|${s}`);
      if (a) expect(Array.isArray(a.topics)).toBe(true);
    }), RUNS);
  });
});

const record = fc.record({
  id: fc.oneof(fc.integer(), fc.string()),
  title: fc.oneof(fc.string(), fc.constant(null)),
  gps: fc.oneof(fc.string(), fc.tuple(fc.double(), fc.double()).map(([a, b]) => `${a},${b}`), fc.constant(null)),
  url: fc.oneof(fc.string(), fc.webUrl(), fc.constant('javascript:alert(1)')),
  email: fc.oneof(fc.string(), fc.emailAddress()),
  tel: fc.string(),
  address: fc.string(),
  city: fc.string(),
  zip_code: fc.oneof(fc.string(), fc.integer()),
  pagelink: fc.oneof(fc.string(), fc.webPath()),
}, { requiredKeys: [] });

describe('fuzzed office records', () => {
  it('a collection of any shape becomes offices or a schema failure; markers only from valid gps', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(record, { maxLength: 6 }), fc.dictionary(fc.string(), record)), (value) => {
        const r = OfficeRecordsSchema.safeParse(value);
        if (!r.success) return;
        for (const office of toOffices(r.data, true)) {
          if (office.position) {
            expect(Math.abs(office.position.lat)).toBeLessThanOrEqual(90);
            expect(Math.abs(office.position.lng)).toBeLessThanOrEqual(180);
          }
        }
      }),
      RUNS,
    );
  });

  it('gps strings parse to coordinates in range or to nothing', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const p = parseLatLng(s);
      if (p) expect(Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180).toBe(true);
    }), RUNS);
  });

  it('record URLs are http(s), mailto, tel or dropped', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x')), (s) => {
      const out = safeUrl(s);
      if (out) expect(new URL(out, 'http://localhost/').protocol).toMatch(/^(https?|mailto|tel):$/);
    }), RUNS);
  });

  it('the info-window template renders any record escaped', () => {
    const template = '<h3>{{title}}</h3><p>{{address}} {{zip_code}} {{city}}</p>{{#url}}<a href="{{url}}">site</a>{{/url}}';
    fc.assert(fc.property(record, (r) => {
      const html = renderInfo(template, r as never);
      expect(html).not.toMatch(/<(?!\/?(h3|p|a)[\s>])/);
      expect(html).not.toMatch(/href="\s*javascript:/i);
    }), RUNS);
  });
});

describe('fuzzed consent cookies', () => {
  it('consent is read from any cookie string without an exception', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (service, tac) => {
      document.cookie = `googlemaps=${encodeURIComponent(service)}; path=/`;
      document.cookie = `tarteaucitron=${encodeURIComponent(tac)}; path=/`;
      expect(typeof hasConsent(document, 'googlemaps')).toBe('boolean');
    }), RUNS);
  });
});

describe('fuzzed widget options', () => {
  it('any options object for news and map is mounted or reported, never thrown', async () => {
    document.body.innerHTML = '<script type="application/json" id="dm-page-config">{"env":"prod"}</script>';
    const ctx = createPageContext(document);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('news', 'map'), fc.oneof(fc.object(), fc.dictionary(fc.constantFrom('behaviorChoice', 'sourceChoice', 'manualMotifsList', 'templateChoice', 'nbArticlesTotal', 'itemsByColumn', 'truncateResume', 'lepContentId', 'zoom', 'coordinit', 'mapRatioPercent', 'inputSearhPos', 'jsonStyle', 'search'), fc.jsonValue())), async (type, options) => {
        const el = document.createElement('div');
        el.className = 'dm_widget';
        el.dataset.widget = type;
        el.dataset.widgetId = '1';
        el.dataset.options = JSON.stringify(options);
        const controller = new AbortController();
        const pending = prepare(el, ctx, controller.signal, (await WIDGETS[type]()).default, Object.keys(WIDGETS), { raw: readRawOptions(el) });
        controller.abort(); // the map waits for consent: abort instead of waiting
        const prepared = await Promise.race([pending, new Promise((r) => setTimeout(() => r('pending'), 20))]);
        expect(prepared === null || prepared === 'pending' || typeof prepared === 'object').toBe(true);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
