// Renders the news widget the way the runtime does (props of WidgetProps), on the mock news service.
import { render } from '@testing-library/react';
import NewsWidget from '../../../widgets/news/view';
import type { Prefetched } from '../../../widgets/news/prefetch';
import { mockHttp, options, pageContext, type FakeHttp } from './helpers';

export interface Rendered {
  http: FakeHttp;
  container: HTMLElement;
  unmount: () => void;
  controller: AbortController;
  ctx: ReturnType<typeof pageContext>;
}

export function renderNews(raw: Record<string, unknown>, { dev = true, infos = {}, http = mockHttp(), prefetched, settings, lang }: { dev?: boolean; infos?: object; http?: FakeHttp; prefetched?: Promise<Prefetched>; settings?: object; lang?: string } = {}): Rendered {
  const ctx = pageContext({ infos, env: dev ? 'dev' : 'prod', settings, lang });
  const controller = new AbortController();
  const el = document.createElement('div');
  document.body.append(el);
  const { container, unmount } = render(
    <NewsWidget options={options(raw)} ctx={ctx} http={http} el={el} id="701" type="news" signal={controller.signal} prefetched={prefetched} />,
    { container: el },
  );
  return { http, container, unmount, controller, ctx };
}

/** The list calls made, as [topics, nbperpage, idpage, size]. */
export const listCalls = (http: FakeHttp) =>
  http.calls
    .map((c) => c.match(/^POST \/ajax\/testa\/article\/motifs\/([^/]+)\/nbperpage\/(\d+)\/idpage\/(\d+)\/size\/(\w+)/))
    .filter((m): m is RegExpMatchArray => !!m)
    .map((m) => [JSON.parse(decodeURIComponent(m[1])), Number(m[2]), Number(m[3]), m[4]]);
