/**
 * The one HTTP client of the runtime (README › Architecture): plain fetch, every request carrying dm_cpi (the page id,
 * or 0) and dm_xhr=1, on GET and POST alike and when the URL already has a query; default method GET, no caching, no
 * timeout, abortable; a GET that fails on the network or with a passing server status is tried once more after 300 ms,
 * a POST never. Responses are validated with zod/mini schemas; a response that fails becomes a RequestError naming the
 * path of the first problem. Calls marked `share` are made once per page; a shared POST that the entry already started
 * (src/first-calls.ts) is adopted rather than sent again.
 */
import { adoptFirstCall } from './first-calls';
import { withPageParams } from './page-params';

export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

export type RequestErrorKind = 'http' | 'network' | 'parse' | 'schema' | 'abort';

export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    readonly url: string,
    readonly status?: number,
    /** For 'schema': the path of the first problem, e.g. 'data.data.articles.0.title'. */
    readonly path?: string,
  ) {
    super(message);
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /** A JSON body (POST). */
  json?: unknown;
  /** Response type: JSON (default) or text (templates). */
  as?: 'json' | 'text';
  schema?: Schema<T>;
  signal?: AbortSignal;
  /** Identical calls (method, URL, body) share one request for the whole page, in flight or done. */
  share?: boolean;
}

export interface Http {
  request<T = unknown>(url: string, options?: RequestOptions<T>): Promise<T>;
}

/** The statuses a GET is tried again on (once), as on a network failure. */
const RETRY_STATUS = [408, 413, 429, 500, 502, 503, 504];

/** A value checked against its schema; otherwise a RequestError of kind 'schema' naming the first problem's path. */
export function validate<T>(schema: Schema<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  throw new RequestError('schema', `${source}: unexpected response at '${path || '(root)'}': ${issue?.message ?? 'invalid'}`, source, undefined, path);
}

export function createHttp(pageId: number, fetchImpl?: typeof fetch): Http {
  /** One call: a GET that failed on the network or with a RETRY_STATUS is made once more after 300 ms. */
  async function call(url: string, method: string, json: unknown, signal?: AbortSignal): Promise<Response> {
    const init: RequestInit = { method, cache: 'no-store', credentials: 'same-origin', signal };
    if (json !== undefined) {
      init.body = JSON.stringify(json);
      init.headers = { 'content-type': 'application/json' };
    }
    for (let again = method === 'GET'; ; again = false) {
      try {
        const response = await (fetchImpl ?? fetch)(url, init);
        if (!again || !RETRY_STATUS.includes(response.status)) return response;
      } catch (e) {
        if (!again || signal?.aborted) throw e;
      }
      await new Promise((next) => setTimeout(next, 300));
      signal?.throwIfAborted();
    }
  }
  /** Shared calls: in flight (with the callers still waiting) or done. */
  const shared = new Map<string, { promise: Promise<unknown>; controller: AbortController; waiting: number; settled: boolean }>();

  async function send<T>(url: string, options: RequestOptions<T>, signal?: AbortSignal, started?: Promise<Response>): Promise<T> {
    const absolute = withPageParams(url, pageId);
    let body: unknown;
    try {
      const response = await (started ?? call(absolute, options.method ?? 'GET', options.json, signal));
      if (!response.ok) throw new RequestError('http', `${absolute}: HTTP ${response.status}`, absolute, response.status);
      const text = await response.text();
      if (options.as === 'text') body = text;
      else {
        try {
          body = JSON.parse(text);
        } catch {
          throw new RequestError('parse', `${absolute}: the response is not JSON`, absolute, response.status);
        }
      }
    } catch (e) {
      throw toRequestError(e, absolute);
    }
    return options.schema ? validate(options.schema, body, absolute) : (body as T);
  }

  return {
    request<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
      if (!options.share) return send(url, options, options.signal);
      const method = options.method ?? 'GET';
      const absolute = withPageParams(url, pageId);
      const key = `${method} ${absolute} ${options.json === undefined ? '' : JSON.stringify(options.json)} ${options.as ?? 'json'}`;
      let entry = shared.get(key);
      if (!entry) {
        const first = method === 'POST' && options.json === undefined ? adoptFirstCall(absolute) : undefined;
        const controller = first?.controller ?? new AbortController();
        const created = { promise: send(url, options, controller.signal, first?.response), controller, waiting: 0, settled: false };
        entry = created;
        shared.set(key, created);
        created.promise.then(
          () => (created.settled = true),
          () => shared.get(key) === created && shared.delete(key), // a failed or aborted call may be made again
        );
      }
      // Each caller stops waiting on its own abort; the request itself is aborted once no caller waits for it.
      const call = entry;
      call.waiting++;
      return untilAborted(call.promise as Promise<T>, options.signal, url, () => {
        if (--call.waiting === 0 && !call.settled) {
          shared.delete(key);
          call.controller.abort();
        }
      });
    },
  };
}

function toRequestError(e: unknown, url: string): RequestError {
  if (e instanceof RequestError) return e;
  if (e instanceof DOMException && e.name === 'AbortError') return new RequestError('abort', `${url}: aborted`, url);
  return new RequestError('network', `${url}: ${e instanceof Error ? e.message : 'network error'}`, url);
}

/** The promise, or an abort error as soon as the signal aborts (then `onAbort` runs once). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, url: string, onAbort: () => void): Promise<T> {
  if (!signal) return promise;
  const aborted = () => new RequestError('abort', `${url}: aborted`, url);
  if (signal.aborted) {
    onAbort();
    return Promise.reject(aborted());
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(aborted());
    };
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export const isAbort = (e: unknown): boolean => e instanceof RequestError && e.kind === 'abort';
