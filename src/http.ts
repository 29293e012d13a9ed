/**
 * The one HTTP client of the runtime (README › Architecture): one ky instance (ky.create). Every request carries dm_cpi
 * (the page id, or 0) and dm_xhr=1, set by a beforeRequest hook on the request's own URL (on GET and POST alike, and
 * when the URL already has a query: ky 1.x's searchParams option would drop that query); default method GET, no
 * caching, no timeout, abortable; ky's retry tries a GET once more 300 ms after a network failure or a passing server
 * status, a POST never. Actions ('ajax/…') go to the page's script_name (page-params.ts). Responses are validated with
 * zod/mini schemas; a response that fails becomes a RequestError naming the path of the first problem. Calls marked
 * `share` are made once per page; a shared POST that the entry already started (src/first-calls.ts, plain fetch: ky
 * loads with this chunk, not the entry) is adopted rather than sent again.
 */
import ky, { HTTPError } from 'ky';
import { adoptFirstCall } from './first-calls';
import { actionUrl, withPageParams } from './page-params';

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

/** The page parameters on a request's own URL (ky's beforeRequest hook): the same request, at that URL. */
async function withParams(request: Request, pageId: number): Promise<Request | undefined> {
  const url = withPageParams(request.url, pageId);
  if (url === request.url) return undefined;
  const body = request.body ? await request.arrayBuffer() : undefined;
  const { method, headers, signal, credentials, cache } = request;
  return new Request(url, { method, headers, body, signal, credentials, cache });
}

/** `scriptName`: the page config's script_name, the base of actions ('ajax/…'). */
export function createHttp(pageId: number, fetchImpl?: typeof fetch, scriptName?: string): Http {
  const client = ky.create({
    cache: 'no-store',
    credentials: 'same-origin',
    timeout: false,
    // A GET once more, 300 ms after a network failure or a RETRY_STATUS (413 too, and whatever Retry-After says, where
    // ky's own rules would wait for it or not try a 413 again); never a POST, nor a call its caller aborted.
    retry: {
      limit: 1,
      methods: ['get'],
      delay: () => 300,
      shouldRetry: ({ error }) => (error instanceof HTTPError ? RETRY_STATUS.includes(error.response.status) : error.name != 'AbortError'),
    },
    hooks: { beforeRequest: [(request) => withParams(request, pageId)] },
    fetch: fetchImpl,
  });
  /** Shared calls: in flight (with the callers still waiting) or done. */
  const shared = new Map<string, { promise: Promise<unknown>; controller: AbortController; waiting: number; settled: boolean }>();

  async function send<T>(url: string, options: RequestOptions<T>, signal?: AbortSignal, started?: Promise<Response>): Promise<T> {
    const absolute = withPageParams(url, pageId, scriptName);
    let body: unknown;
    try {
      // ky rejects a non-2xx answer with an HTTPError; an adopted first call is plain fetch, so it is checked here.
      const response = await (started ?? client(actionUrl(url, scriptName), { method: options.method ?? 'GET', json: options.json, signal }));
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
      const absolute = withPageParams(url, pageId, scriptName);
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
  if (e instanceof HTTPError) return new RequestError('http', `${url}: HTTP ${e.response.status}`, url, e.response.status);
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
