// Shared by the news widget tests: a page context from a page-contract document, the example mock news service as
// the http client (the same routes and fixtures the example server answers with), and parsed options.
import { createPageContext, type PageContext } from '../../../src/page-context';
import { RequestError, type Http } from '../../../src/http';
import { routes } from '../../../examples/mock/news.mjs';
import { NewsOptionsSchema, type NewsOptions } from '../../../widgets/news/news-options';

export function pageContext({ infos = {}, parentInfos, env = 'prod', settings = {}, lang = '' }: { infos?: object; parentInfos?: object; env?: 'dev' | 'prod'; settings?: object; lang?: string } = {}): PageContext {
  const doc = document.implementation.createHTMLDocument('t');
  doc.documentElement.lang = lang;
  const script = (id: string, value: unknown) => {
    const s = doc.createElement('script');
    s.type = 'application/json';
    s.id = id;
    s.textContent = JSON.stringify(value);
    doc.body.append(s);
  };
  script('dm-page-config', { page_id: 3, env, news_host: 'http://news.test/host' });
  script('dm-page-data', {
    currentPage: { id: 3, infos: JSON.stringify(infos) },
    parentCurrentPage: parentInfos ? { id: 2, infos: JSON.stringify(parentInfos) } : null,
    settings,
    constantes: {},
  });
  return createPageContext(doc);
}

export const options = (raw: Record<string, unknown> = {}): NewsOptions => NewsOptionsSchema.parse(raw);

export interface FakeHttp extends Http {
  calls: string[];
  /** Answer this URL (path without query) with a failure or a value instead of the mock. */
  override(match: (url: string) => boolean, answer: () => Promise<unknown>): void;
}

/** The example site's mock news service behind the Http interface; records each call. */
export function mockHttp(): FakeHttp {
  const calls: string[] = [];
  const overrides: [(url: string) => boolean, () => Promise<unknown>][] = [];
  const http = {
    calls,
    override: (m: (url: string) => boolean, a: () => Promise<unknown>) => overrides.push([m, a]),
    async request(url: string, opts: { method?: string; signal?: AbortSignal } = {}) {
      calls.push(`${opts.method ?? 'GET'} ${url}`);
      await Promise.resolve();
      if (opts.signal?.aborted) throw new RequestError('abort', 'aborted', url);
      const custom = overrides.find(([m]) => m(url));
      if (custom) return custom[1]();
      const u = new URL(url, 'http://site.test');
      const route = routes.find((r) => r.method === (opts.method ?? 'GET') && r.path.test(u.pathname));
      if (!route) throw new RequestError('http', 'HTTP 404', url, 404);
      const res = await route.handle({ match: u.pathname.match(route.path)!, url: u, origin: 'http://site.test' } as never);
      if (res.status >= 400) throw new RequestError('http', `HTTP ${res.status}`, url, res.status);
      if ('json' in res) return res.json;
      try {
        return JSON.parse(String(res.body));
      } catch {
        throw new RequestError('parse', 'not JSON', url, res.status);
      }
    },
  };
  return http as unknown as FakeHttp;
}
