// @vitest-environment node
// The first calls started by the entry (src/first-calls.ts) and their adoption by the http client (src/http.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptFirstCall, peekFirstCall, releaseFirstCalls, sendFirstCalls, startFirstCalls, type FirstCalls } from '../src/first-calls';
import { createHttp, RequestError } from '../src/http';
import type { PageContext } from '../src/page-context';

const H = 'http://localhost';
let fetchMock: ReturnType<typeof vi.fn>;
let responses: Map<string, () => Promise<Response>>;

beforeEach(() => {
  responses = new Map();
  // The entry's first calls are fetch(url, init); the http client's (ky) are fetch(request).
  fetchMock = vi.fn((input: string | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url;
    const make = responses.get(url) ?? (() => Promise.resolve(Response.json({ url })));
    return new Promise<Response>((resolve, reject) => {
      (init?.signal ?? (input as Request).signal)?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      make().then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', new URL(H + '/fr/'));
});
afterEach(() => vi.unstubAllGlobals());

/** An http client whose own fetch must not be called: every answer has to come from an adopted first call. */
const adoptingOnly = (pageId: number) =>
  createHttp(pageId, (() => Promise.reject(new Error('the client sent its own request'))) as unknown as typeof fetch);

describe('first calls', () => {
  it('POSTs each distinct call once, with the page parameters, same-origin and not cached', () => {
    const keys = sendFirstCalls([H + '/ajax/a?withoutIdInKey=true', H + '/ajax/b'], { page_id: 7, script_name: '/' });
    const again = sendFirstCalls([H + '/ajax/a?withoutIdInKey=true'], { page_id: 7, script_name: '/' });
    expect(keys).toEqual([H + '/ajax/a?withoutIdInKey=true&dm_cpi=7&dm_xhr=1', H + '/ajax/b?dm_cpi=7&dm_xhr=1']);
    expect(again).toEqual([keys[0]]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(keys[0]);
    expect(init).toMatchObject({ method: 'POST', cache: 'no-store' });
    expect(init.credentials ?? 'same-origin').toBe('same-origin'); // fetch's default
    expect(init.body).toBeUndefined();
    releaseFirstCalls([...keys, ...again]);
  });

  it('the http client adopts a first call for the same shared POST instead of sending it again', async () => {
    sendFirstCalls([H + '/ajax/adopted'], { page_id: 4, script_name: '/' });
    const http = adoptingOnly(4);
    const answer = await http.request(H + '/ajax/adopted', { method: 'POST', share: true });
    expect(answer).toEqual({ url: H + '/ajax/adopted?dm_cpi=4&dm_xhr=1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Handed over once: a later identical call is the client's own shared call (done), not the first call again.
    expect(adoptFirstCall(H + '/ajax/adopted?dm_cpi=4&dm_xhr=1')).toBeUndefined();
    expect(await http.request(H + '/ajax/adopted', { method: 'POST', share: true })).toEqual(answer);
  });

  it('a call the http client already has (adopted, or sent itself) is not started again as a first call', async () => {
    sendFirstCalls([H + '/ajax/once'], { page_id: 4, script_name: '/' });
    const http = adoptingOnly(4);
    await http.request(H + '/ajax/once', { method: 'POST', share: true });
    const own = createHttp(4, (async () => Response.json({ own: true })) as unknown as typeof fetch);
    await own.request(H + '/ajax/sent-by-the-client', { method: 'POST', share: true });
    expect(sendFirstCalls([H + '/ajax/once', H + '/ajax/sent-by-the-client', H + '/ajax/new'], { page_id: 4, script_name: '/' })).toEqual([H + '/ajax/new?dm_cpi=4&dm_xhr=1']);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([H + '/ajax/once?dm_cpi=4&dm_xhr=1', H + '/ajax/new?dm_cpi=4&dm_xhr=1']);
  });

  it('only shared POSTs without a body adopt (a GET or a JSON body is another call)', async () => {
    const [key] = sendFirstCalls([H + '/ajax/not-adopted'], { page_id: 4, script_name: '/' });
    const http = createHttp(4, (async () => Response.json({ own: true })) as unknown as typeof fetch);
    expect(await http.request(H + '/ajax/not-adopted', { share: true })).toEqual({ own: true });
    expect(await http.request(H + '/ajax/not-adopted', { method: 'POST', json: { a: 1 }, share: true })).toEqual({ own: true });
    expect(adoptFirstCall(key)).toBeDefined();
  });

  it('a first call\'s answer that is not 2xx, not JSON or never arrives becomes the same RequestError as the client gives', async () => {
    responses.set(H + '/ajax/e500?dm_cpi=1&dm_xhr=1', () => Promise.resolve(new Response('no', { status: 500 })));
    responses.set(H + '/ajax/ejson?dm_cpi=1&dm_xhr=1', () => Promise.resolve(new Response('{oops')));
    responses.set(H + '/ajax/enet?dm_cpi=1&dm_xhr=1', () => Promise.reject(new TypeError('Failed to fetch')));
    sendFirstCalls([H + '/ajax/e500', H + '/ajax/ejson', H + '/ajax/enet'], { page_id: 1, script_name: '/' });
    const http = adoptingOnly(1);
    const error = (url: string) => http.request(H + url, { method: 'POST', share: true }).catch((e: RequestError) => [e.kind, e.status]);
    expect(await error('/ajax/e500')).toEqual(['http', 500]);
    expect(await error('/ajax/ejson')).toEqual(['parse', 200]);
    expect(await error('/ajax/enet')).toEqual(['network', undefined]);
  });

  it('a request nobody adopted is aborted once every placeholder that asked for it is released', async () => {
    const a = sendFirstCalls([H + '/ajax/orphan'], { page_id: 2, script_name: '/' });
    const b = sendFirstCalls([H + '/ajax/orphan'], { page_id: 2, script_name: '/' });
    const signal = fetchMock.mock.calls[0][1].signal as AbortSignal;
    releaseFirstCalls(a);
    expect(signal.aborted).toBe(false);
    releaseFirstCalls(b);
    expect(signal.aborted).toBe(true);
    expect(adoptFirstCall(a[0])).toBeUndefined();
  });

  it('releasing after the adoption leaves the adopted request alone', async () => {
    const keys = sendFirstCalls([H + '/ajax/kept'], { page_id: 2, script_name: '/' });
    const signal = fetchMock.mock.calls[0][1].signal as AbortSignal;
    const pending = adoptingOnly(2).request(H + '/ajax/kept', { method: 'POST', share: true });
    releaseFirstCalls(keys);
    expect(signal.aborted).toBe(false);
    await expect(pending).resolves.toEqual({ url: keys[0] });
  });

  it('the adopter owns the request: when its last caller stops waiting, the request is aborted', async () => {
    responses.set(H + '/ajax/slow?dm_cpi=2&dm_xhr=1', () => new Promise(() => {}));
    sendFirstCalls([H + '/ajax/slow'], { page_id: 2, script_name: '/' });
    const signal = fetchMock.mock.calls[0][1].signal as AbortSignal;
    const caller = new AbortController();
    const pending = adoptingOnly(2).request(H + '/ajax/slow', { method: 'POST', share: true, signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort' });
    expect(signal.aborted).toBe(true);
  });
});

describe('peekFirstCall (the answer read before the http client adopts the call)', () => {
  it('reads a copy: the adopter still gets the answer; nothing to peek at once it is adopted', async () => {
    sendFirstCalls([H + '/ajax/peeked'], { page_id: 5, script_name: '/' });
    const peeked = peekFirstCall(H + '/ajax/peeked', { page_id: 5, script_name: '/' });
    const http = adoptingOnly(5);
    const adopted = http.request(H + '/ajax/peeked', { method: 'POST', share: true });
    expect(await peeked).toEqual({ url: H + '/ajax/peeked?dm_cpi=5&dm_xhr=1' });
    expect(await adopted).toEqual({ url: H + '/ajax/peeked?dm_cpi=5&dm_xhr=1' });
    expect(peekFirstCall(H + '/ajax/peeked', { page_id: 5, script_name: '/' })).toBeUndefined();
    expect(peekFirstCall(H + '/ajax/never-sent', { page_id: 5, script_name: '/' })).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects on an answer that is not 2xx; the adopter reports it as ever', async () => {
    responses.set(H + '/ajax/peek-500?dm_cpi=5&dm_xhr=1', async () => new Response('{}', { status: 500 }));
    sendFirstCalls([H + '/ajax/peek-500'], { page_id: 5, script_name: '/' });
    const peeked = peekFirstCall(H + '/ajax/peek-500', { page_id: 5, script_name: '/' })!;
    await expect(peeked).rejects.toBe(500);
    await expect(adoptingOnly(5).request(H + '/ajax/peek-500', { method: 'POST', share: true })).rejects.toBeInstanceOf(RequestError);
  });
});

describe('startFirstCalls (what the launcher does with what a type lists in FIRST_CALLS)', () => {
  const ctx = { config: { page_id: 9 } } as PageContext;
  const el = (options: string | null) => ({ getAttribute: (name: string) => (name === 'data-options' ? options : null), id: '' }) as unknown as Element;
  const start = (calls: FirstCalls, options: string | null) => startFirstCalls(el(options), ctx, calls);

  it('sends the calls its function works out from the raw options, hands on what it planned, and releases them', () => {
    const started = start((raw) => ({ urls: [`${H}/ajax/from-options/${raw.n}`], n: raw.n }), '{"n": 3}');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([H + '/ajax/from-options/3?dm_cpi=9&dm_xhr=1']);
    expect(started.planned).toEqual({ urls: [`${H}/ajax/from-options/3`], n: 3 });
    started.release();
    expect((fetchMock.mock.calls[0][1].signal as AbortSignal).aborted).toBe(true);
  });

  it('sends nothing and plans nothing for options that are not a JSON object, or that its function cannot read', () => {
    const calls = vi.fn((raw: Record<string, unknown>) => ({ urls: [(raw.list as string[]).join()] }));
    for (const options of ['{"list": ', '[1]', '{"list": 5}']) {
      const started = start(calls, options);
      expect(started.planned).toBeUndefined();
      started.release();
    }
    expect(calls).toHaveBeenCalledTimes(1); // only the object reached it, and it threw
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands on the raw options it read, for the runtime to validate', () => {
    expect(start(() => undefined, '{"n": 3}').raw).toEqual({ ok: true, value: { n: 3 } });
    expect(startFirstCalls(el('{"n": 3}'), ctx).raw).toEqual({ ok: true, value: { n: 3 } }); // a type without first calls
    expect(start(() => undefined, '{"n": ').raw).toMatchObject({ ok: false, attribute: 'data-options' });
  });

  it("calls the plan's sent() when the launcher says the slice's calls have left, so that it can peek at their answers", async () => {
    let peeked: Promise<unknown> | undefined;
    const started = start(() => ({ urls: [`${H}/ajax/sent`], sent: () => (peeked = peekFirstCall(`${H}/ajax/sent`, { page_id: 9, script_name: '/' })) }), '{}');
    expect(peeked, 'the launcher calls it, once the slice has sent its calls').toBeUndefined();
    started.sent();
    expect(await peeked).toEqual({ url: H + '/ajax/sent?dm_cpi=9&dm_xhr=1' });
    started.release();
  });

  it("does not run the plan's sent() where its calls could not leave (a script_name no URL can be made of): the launcher goes on with the next placeholder", () => {
    const sent = vi.fn();
    const broken = { config: { page_id: 9, script_name: 'http://[' } } as PageContext;
    const started = startFirstCalls(el('{}'), broken, () => ({ urls: ['ajax/unreachable'], sent }));
    expect(typeof started.planned).toBe('object'); // its definition still gets the plan, and reports what fails
    expect(() => started.sent()).not.toThrow();
    expect(sent).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    started.release();
  });

  it("a call its plan makes later (the full article's, at the slug lookup's answer) is left to a prepared placeholder's definition; a rejected or unmounted one has it aborted and sends no more", () => {
    let send!: (urls: readonly string[]) => void;
    const plan = (id: string) => () => ({ urls: [`${H}/ajax/lookup-${id}`], sent: (s: typeof send) => (send = s) });
    const signal = (path: string) => fetchMock.mock.calls.find((c) => c[0] === `${H}${path}?dm_cpi=9&dm_xhr=1`)?.[1].signal as AbortSignal | undefined;

    const prepared = start(plan('a'), '{}');
    prepared.sent();
    send([`${H}/ajax/later-a`]);
    prepared.release(true);
    expect(signal('/ajax/lookup-a')!.aborted, 'its plan, not adopted: aborted').toBe(true);
    expect(signal('/ajax/later-a')!.aborted, 'its definition asks for this one').toBe(false);
    send([`${H}/ajax/after-a`]);
    expect(signal('/ajax/after-a'), 'still sent: its definition adopts it').toBeDefined();

    const rejected = start(plan('b'), '{}');
    rejected.sent();
    send([`${H}/ajax/later-b`]);
    rejected.release();
    expect(signal('/ajax/lookup-b')!.aborted).toBe(true);
    expect(signal('/ajax/later-b')!.aborted, 'nobody will adopt it').toBe(true);
    send([`${H}/ajax/after-b`]);
    expect(signal('/ajax/after-b'), 'not sent').toBeUndefined();
    releaseFirstCalls([`${H}/ajax/later-a?dm_cpi=9&dm_xhr=1`, `${H}/ajax/after-a?dm_cpi=9&dm_xhr=1`]);
  });

  it('hands on a catalogued error its function decided, and sends nothing', () => {
    const started = start(() => 4, '{}');
    expect(started.planned).toBe(4);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
