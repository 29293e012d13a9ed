// @vitest-environment node
// (node's fetch Request keeps every init field, e.g. cache, which happy-dom's drops)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHttp, isAbort, RequestError } from '../src/http';
import { withPageParams } from '../src/page-params';

const H = 'http://localhost';

// The page's URL (a browser always has one): actions resolve against its origin and the page config's script_name.
beforeEach(() => vi.stubGlobal('location', new URL(H + '/fr/')));
afterEach(() => vi.unstubAllGlobals());

interface Call {
  url: string;
  method: string;
  cache: RequestCache;
  body: string;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response> = () => Response.json({ ok: true })) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { url: request.url, method: request.method, cache: request.cache, body: await request.text() };
    calls.push(call);
    if (request.signal.aborted) throw new DOMException('aborted', 'AbortError');
    return respond(call);
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('http client', () => {
  it('adds dm_cpi and dm_xhr=1 on GET', async () => {
    const { calls, fetchImpl } = fakeFetch();
    await createHttp(42, fetchImpl).request(H + '/ajax/a');
    const url = new URL(calls[0].url);
    expect(calls[0].method).toBe('GET');
    expect(url.searchParams.get('dm_cpi')).toBe('42');
    expect(url.searchParams.get('dm_xhr')).toBe('1');
  });

  it('adds them on POST too, and keeps the URL\'s own query', async () => {
    const { calls, fetchImpl } = fakeFetch();
    await createHttp(7, fetchImpl).request(H + '/ajax/testa/article/motifs/%5B%22ABP%22%5D?withoutIdInKey=true', { method: 'POST' });
    const url = new URL(calls[0].url);
    expect(calls[0].method).toBe('POST');
    expect(url.pathname).toBe('/ajax/testa/article/motifs/%5B%22ABP%22%5D');
    expect(url.searchParams.get('withoutIdInKey')).toBe('true');
    expect(url.searchParams.get('dm_cpi')).toBe('7');
    expect(url.searchParams.get('dm_xhr')).toBe('1');
  });

  it('sends 0 as dm_cpi without a page id', () => {
    expect(new URL(withPageParams('/x?a=1', 0)).search).toBe('?a=1&dm_cpi=0&dm_xhr=1');
  });

  it('tries a GET once more after a network failure or a passing server status (503), never a POST', async () => {
    let n = 0;
    const flaky = fakeFetch(() => (n++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Response.json({ ok: 1 })));
    expect(await createHttp(1, flaky.fetchImpl).request(H + '/t')).toEqual({ ok: 1 });
    expect(flaky.calls).toHaveLength(2);
    const busy = fakeFetch(() => new Response('busy', { status: 503 }));
    await expect(createHttp(1, busy.fetchImpl).request(H + '/t')).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(busy.calls).toHaveLength(2);
    const missing = fakeFetch(() => new Response('no', { status: 404 }));
    await expect(createHttp(1, missing.fetchImpl).request(H + '/t')).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(missing.calls).toHaveLength(1);
    const post = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createHttp(1, post.fetchImpl).request(H + '/t', { method: 'POST', json: { a: 1 } })).rejects.toMatchObject({ kind: 'network' });
    expect(post.calls).toHaveLength(1);
    expect(post.calls[0].body).toBe('{"a":1}');
  });

  it('adds them to a GET with a query of its own, and keeps a POST\'s JSON body and its content type', async () => {
    const { calls, fetchImpl } = fakeFetch();
    const http = createHttp(3, fetchImpl);
    await http.request(H + '/t.mustache?v=2');
    expect(new URL(calls[0].url).search).toBe('?v=2&dm_cpi=3&dm_xhr=1');
    const seen: Request[] = [];
    await createHttp(3, (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return Response.json({});
    }) as typeof fetch).request(H + '/ajax/p?x=1', { method: 'POST', json: { a: [1] } });
    expect(seen[0].url).toBe(H + '/ajax/p?x=1&dm_cpi=3&dm_xhr=1');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(await seen[0].text()).toBe('{"a":[1]}');
  });

  it("sends actions ('ajax/…') under the page's script_name, absolute paths where they are", async () => {
    vi.stubGlobal('location', new URL(H + '/dev.php/fr/actualites-ec'));
    {
      const { calls, fetchImpl } = fakeFetch();
      const http = createHttp(5, fetchImpl, '/dev.php/');
      await http.request('ajax/testa/motifs/subscribed', { method: 'POST' });
      await http.request('/templates/bs3/t.mustache', { as: 'text' });
      await createHttp(5, fetchImpl, '/').request('ajax/diem/object?withoutidinkey', { method: 'POST' });
      expect(calls.map((c) => c.url)).toEqual([
        H + '/dev.php/ajax/testa/motifs/subscribed?dm_cpi=5&dm_xhr=1',
        H + '/templates/bs3/t.mustache?dm_cpi=5&dm_xhr=1',
        H + '/ajax/diem/object?withoutidinkey=&dm_cpi=5&dm_xhr=1',
      ]);
    }
  });

  it('tries a GET again after 300 ms, on each passing status (413 and 429 too, whatever Retry-After says), on no other', async () => {
    vi.useFakeTimers();
    // (vi.waitFor would move the fake clock on: this lets the promises settle, the clock standing)
    const settle = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await vi.advanceTimersByTimeAsync(0);
    };
    try {
      for (const status of [408, 413, 429, 500, 502, 503, 504]) {
        const { calls, fetchImpl } = fakeFetch(() => new Response('later', { status, headers: { 'retry-after': '120' } }));
        const failed = createHttp(1, fetchImpl).request(H + '/t').catch((e) => e);
        await settle(() => calls.length > 0);
        await vi.advanceTimersByTimeAsync(299);
        expect(calls, `${status}`).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(1);
        await settle(() => calls.length > 1);
        expect(calls, `${status}`).toHaveLength(2);
        expect(await failed).toMatchObject({ kind: 'http', status, message: `${H}/t?dm_cpi=1&dm_xhr=1: HTTP ${status}` });
      }
      for (const status of [400, 401, 403, 404, 410, 501]) {
        const { calls, fetchImpl } = fakeFetch(() => new Response('no', { status }));
        expect(await createHttp(1, fetchImpl).request(H + '/t').catch((e) => e)).toMatchObject({ kind: 'http', status });
        expect(calls, `${status}`).toHaveLength(1);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('an abort during the wait before the second try ends the call: no second request', async () => {
    const controller = new AbortController();
    const { calls, fetchImpl } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const pending = createHttp(1, fetchImpl).request(H + '/t', { signal: controller.signal }).catch((e) => e);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    expect(isAbort(await pending)).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toHaveLength(1);
  });

  it('disables caching', async () => {
    const { calls, fetchImpl } = fakeFetch();
    await createHttp(1, fetchImpl).request(H + '/a');
    expect(calls[0].cache).toBe('no-store');
  });

  it('validates the response and names the path of the first problem', async () => {
    const { fetchImpl } = fakeFetch(() => Response.json({ data: { data: { articles: [{ id: 1, title: 5 }] } } }));
    const schema = z.object({ data: z.object({ data: z.object({ articles: z.array(z.object({ id: z.number(), title: z.string() })) }) }) });
    const err = await createHttp(1, fetchImpl).request(H + '/a', { schema }).catch((e) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err.kind).toBe('schema');
    expect(err.path).toBe('data.data.articles.0.title');
    expect(err.message).toContain("'data.data.articles.0.title'");
  });

  it('turns HTTP errors, bad JSON and network failures into RequestErrors', async () => {
    const http500 = createHttp(1, fakeFetch(() => new Response('boom', { status: 500 })).fetchImpl);
    await expect(http500.request(H + '/a', { method: 'POST' })).rejects.toMatchObject({ kind: 'http', status: 500 });
    const notJson = createHttp(1, fakeFetch(() => new Response('<html>')).fetchImpl);
    await expect(notJson.request(H + '/a')).rejects.toMatchObject({ kind: 'parse' });
    const down = createHttp(1, fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetchImpl);
    await expect(down.request(H + '/a', { method: 'POST' })).rejects.toMatchObject({ kind: 'network' });
  });

  it('does not retry a POST', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response('no', { status: 503 }));
    await createHttp(1, fetchImpl).request(H + '/a', { method: 'POST' }).catch(() => {});
    expect(calls).toHaveLength(1);
  });

  it('returns text when asked', async () => {
    const { fetchImpl } = fakeFetch(() => new Response('<p>{{title}}</p>'));
    expect(await createHttp(1, fetchImpl).request(H + '/t.mustache', { as: 'text' })).toBe('<p>{{title}}</p>');
  });

  it('is abortable', async () => {
    const controller = new AbortController();
    const { fetchImpl } = fakeFetch(() => new Promise<Response>(() => {}));
    const pending = createHttp(1, fetchImpl).request(H + '/slow', { signal: controller.signal });
    controller.abort();
    const err = await pending.catch((e) => e);
    expect(isAbort(err)).toBe(true);
  });

  it('makes identical shared calls once, and keeps unshared ones apart', async () => {
    const { calls, fetchImpl } = fakeFetch(() => Response.json({ data: { motifs: {} } }));
    const http = createHttp(1, fetchImpl);
    const [a, b] = await Promise.all([
      http.request(H + '/ajax/testa/motifs/subscribed', { method: 'POST', share: true }),
      http.request(H + '/ajax/testa/motifs/subscribed', { method: 'POST', share: true }),
    ]);
    await http.request(H + '/ajax/testa/motifs/subscribed', { method: 'POST', share: true });
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
    await http.request(H + '/ajax/testa/motifs/subscribed', { method: 'POST' });
    expect(calls).toHaveLength(2);
  });

  it('lets one caller of a shared call abort without cancelling the others', async () => {
    let release!: (r: Response) => void;
    const { calls, fetchImpl } = fakeFetch(() => new Promise<Response>((r) => (release = r)));
    const http = createHttp(1, fetchImpl);
    const controller = new AbortController();
    const first = http.request(H + '/shared', { share: true, signal: controller.signal });
    const second = http.request(H + '/shared', { share: true });
    controller.abort();
    await expect(first).rejects.toMatchObject({ kind: 'abort' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    release(Response.json({ n: 1 }));
    await expect(second).resolves.toEqual({ n: 1 });
  });

  it('aborts a shared call once every caller has aborted, and makes it again for a later caller', async () => {
    const signals: AbortSignal[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      signals.push(request.signal);
      return new Promise<Response>((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (signals.length > 1) resolve(Response.json({ again: true }));
      });
    }) as typeof fetch;
    const http = createHttp(1, fetchImpl);
    const a = new AbortController();
    const b = new AbortController();
    const first = http.request(H + '/s', { share: true, signal: a.signal });
    const second = http.request(H + '/s', { share: true, signal: b.signal });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    a.abort();
    await expect(first).rejects.toMatchObject({ kind: 'abort' });
    expect(signals[0].aborted).toBe(false); // the second caller still waits
    b.abort();
    await expect(second).rejects.toMatchObject({ kind: 'abort' });
    expect(signals[0].aborted).toBe(true);
    await expect(http.request(H + '/s', { share: true })).resolves.toEqual({ again: true });
  });

  it('tries a failed shared call again on the next request', async () => {
    let fail = true;
    const { calls, fetchImpl } = fakeFetch(() => (fail ? new Response('x', { status: 500 }) : Response.json({ ok: 1 })));
    const http = createHttp(1, fetchImpl);
    await http.request(H + '/s', { method: 'POST', share: true }).catch(() => {});
    fail = false;
    await expect(http.request(H + '/s', { method: 'POST', share: true })).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });
});
