// The news definition's first calls open the connection to the news host, whose images come next (the first card's
// is often the page's largest paint): one preconnect per page, to another http(s) origin only, never an exception.
import { describe, expect, it } from 'vitest';
import news from '../../../widgets/news/define';
import type { PageContext } from '../../../src/page-context';
import { mockHttp, options, pageContext } from './helpers';

function firstCalls(ctx: PageContext, raw: Record<string, unknown>) {
  const el = ctx.doc.createElement('div');
  ctx.doc.body.append(el);
  const controller = new AbortController();
  news.firstCalls!(options({ behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'], ...raw }), { ctx, http: mockHttp(), el, id: '701', type: 'news', signal: controller.signal }, undefined);
  controller.abort();
}

const preconnects = (ctx: PageContext) => [...ctx.doc.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((l) => l.getAttribute('href'));

const withHost = (host: string) => {
  const ctx = pageContext();
  ctx.config.news_host = host;
  return ctx;
};

describe('news: the connection to the news host', () => {
  it('one preconnect to the news host origin, however many widgets with images', () => {
    const ctx = withHost('https://news.example/media/');
    firstCalls(ctx, {});
    firstCalls(ctx, { templateChoice: 'tpl_carousel' });
    firstCalls(ctx, { templateChoice: 'tpl_medialist' });
    expect(preconnects(ctx)).toEqual(['https://news.example']);
  });

  it('not for the templates without images, nor for the page\u2019s own origin or a host that is no http(s) URL', () => {
    const simple = withHost('https://news.example');
    firstCalls(simple, { templateChoice: 'tpl_simple_list' });
    firstCalls(simple, { templateChoice: 'tpl_iconlist' });
    expect(preconnects(simple)).toEqual([]);
    for (const host of ['', '/news-host', 'https://', 'javascript:alert(1)', 'data:text/plain,x', `${location.origin}/news`]) {
      const ctx = withHost(host);
      expect(() => firstCalls(ctx, {}), host).not.toThrow();
      expect(preconnects(ctx), host).toEqual([]);
    }
    const odd = withHost('https://a"b.example'); // a valid URL (a quote is allowed in a host), not a selector's text
    firstCalls(odd, {});
    firstCalls(odd, {});
    expect(preconnects(odd)).toEqual(['https://a"b.example']);
  });
});
