// Renders the news widget the way the runtime does (props of WidgetProps), on the mock news service: with its first
// calls as its definition hands them down (define.ts: the plan, and the answers of the calls, none unless given), and
// the code it loads for them (the list's, or in article mode the article's).
import { render } from '@testing-library/react';
import NewsList from '../../../widgets/news/view';
import NewsArticle from '../../../widgets/news/article-view';
import type { FirstAnswers } from '../../../widgets/news/calls';
import { planOf } from '../../../widgets/news/first-calls';
import { mockHttp, options, pageContext, type FakeHttp } from './helpers';

export interface Rendered {
  http: FakeHttp;
  container: HTMLElement;
  unmount: () => void;
  controller: AbortController;
  ctx: ReturnType<typeof pageContext>;
}

export function renderNews(raw: Record<string, unknown>, { dev = true, infos = {}, http = mockHttp(), answers = new Map(), settings, lang }: { dev?: boolean; infos?: object; http?: FakeHttp; answers?: FirstAnswers; settings?: object; lang?: string } = {}): Rendered {
  const ctx = pageContext({ infos, env: dev ? 'dev' : 'prod', settings, lang });
  const o = options(raw);
  const plan = planOf(o, ctx);
  if (typeof plan === 'number') throw new Error(`these options decide the catalogued error ${plan}: define.ts reports it, the view is never rendered`);
  const controller = new AbortController();
  const el = document.createElement('div');
  document.body.append(el);
  const NewsWidget = plan.setup.mode === 'article' ? NewsArticle : NewsList;
  const { container, unmount } = render(
    <NewsWidget options={o} ctx={ctx} http={http} el={el} id="701" type="news" signal={controller.signal} firstCalls={{ ...plan, answers }} />,
    { container: el },
  );
  return { http, container, unmount, controller, ctx };
}

/** The list calls made, as [topics, nbperpage, idpage, size]. */
export const listCalls = (http: FakeHttp) =>
  http.calls
    .map((c) => c.match(/^POST ajax\/testa\/article\/motifs\/([^/]+)\/nbperpage\/(\d+)\/idpage\/(\d+)\/size\/(\w+)/))
    .filter((m): m is RegExpMatchArray => !!m)
    .map((m) => [JSON.parse(decodeURIComponent(m[1])), Number(m[2]), Number(m[3]), m[4]]);
