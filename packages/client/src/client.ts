import type { Locale, MethodName, MethodParams, MethodResult, UploadQuery, UploadResult } from '@tmt/contract';
import { TmtRpcError, TmtTransportError } from './rpc-error';

const RATE_LIMITED = -32029;

export interface CallOptions {
  /** `Project-Id` for this call (P_n). */
  projectId?: string;
  /** `Subproject-Id` for this call (SP_n, or `_` for the parent project). */
  subprojectId?: string;
  signal?: AbortSignal;
}

export interface TmtClientOptions extends Omit<CallOptions, 'signal'> {
  /** The server, e.g. `http://localhost:3000`. */
  url: string;
  /** A bearer token, or a function that returns one (called for every request, so it may refresh). */
  token: string | (() => string | Promise<string>);
  /** Language of messages and `Display*` fields. */
  locale?: Locale;
  /** Milliseconds before a request is given up (default 30,000). */
  timeoutMs?: number;
  /** Attempts after a rate-limited answer or a network error (default 3), waiting with backoff. */
  retries?: number;
  /** Another `fetch`, e.g. one with a proxy agent. */
  fetch?: typeof fetch;
}

export type BatchCall = { [M in MethodName]: { method: M; params: MethodParams<M> } }[MethodName];
export type BatchAnswer<C extends readonly BatchCall[]> = {
  [I in keyof C]: { ok: true; result: MethodResult<C[I]['method']> } | { ok: false; error: TmtRpcError };
};

interface RpcAnswer {
  id?: number;
  result?: unknown;
  error?: { code: number; message: string; data?: Record<string, unknown> };
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((done, fail) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => fail(signal.reason), { once: true });
    if (signal?.aborted) clearTimeout(timer);
  });

/** A typed client of `POST /api/v2/rpc`: params and results are checked at compile time against the contract. */
export class TmtClient {
  readonly #options: TmtClientOptions;
  #nextId = 1;

  constructor(options: TmtClientOptions) {
    this.#options = options;
  }

  /** Calls one method; resolves its result or rejects with a `TmtRpcError` (or `TmtTransportError`). */
  async call<M extends MethodName>(
    method: M,
    params: MethodParams<M>,
    options: CallOptions = {},
  ): Promise<MethodResult<M>> {
    const [answer, status] = await this.#post(this.#request(method, params), options);
    const single = answer as RpcAnswer;
    if (single.error) throw new TmtRpcError(single.error, status);
    return single.result as MethodResult<M>;
  }

  /** Several calls in one HTTP request; each answer says whether its call succeeded, in the order of the calls. */
  async batch<const C extends readonly BatchCall[]>(calls: C, options: CallOptions = {}): Promise<BatchAnswer<C>> {
    const requests = calls.map((call) => this.#request(call.method, call.params));
    const [answers, status] = await this.#post(requests, options);
    if (!Array.isArray(answers)) throw new TmtRpcError((answers as RpcAnswer).error!, status);
    const byId = new Map((answers as RpcAnswer[]).map((answer) => [answer.id, answer]));
    return requests.map(({ id }) => {
      const answer = byId.get(id);
      return answer?.error
        ? { ok: false, error: new TmtRpcError(answer.error, status) }
        : { ok: true, result: answer?.result };
    }) as BatchAnswer<C>;
  }

  /**
   * Uploads a file (`POST /api/v2/attachment`, e.g. a JUnit report for IMPORT_JUNIT_RESULTS); resolves the upload's
   * answer with its `attachmentId`. `pathToField` defaults to empty.
   */
  async upload(
    content: Blob | string,
    query: Omit<UploadQuery, 'pathToField'> & { pathToField?: string },
    options: CallOptions = {},
  ): Promise<UploadResult> {
    const search = new URLSearchParams({ ...query, pathToField: query.pathToField ?? '' });
    const headers = await this.#headers(options);
    headers['Content-Type'] = 'application/octet-stream';
    const response = await this.#send(
      `/api/v2/attachment?${search}`,
      { method: 'POST', headers, body: content },
      options,
    );
    return (await response.json()) as UploadResult;
  }

  /**
   * What a task produced (an export, a report), from `GET /api/automation/data/{taskRequestId}` once it is DONE: the
   * response, to read as JSON, text or a stream. `taskRequest` is the task's docRef (as the task calls answer it) or
   * its id. An export's body is the structure tree (`ExportStructure`) or the detail list (`ExportDetail`) itself;
   * `X-TMT-Export-Type` and `X-TMT-Exported-On` (epoch ms) say which and when. A task that is not DONE rejects with a
   * `TmtRpcError` (-32009).
   */
  async download(taskRequest: string, options: CallOptions = {}): Promise<Response> {
    const headers = await this.#headers(options);
    delete headers['Content-Type'];
    return this.#send(`/api/automation/data/${encodeURIComponent(taskRequest)}`, { method: 'GET', headers }, options);
  }

  /** One HTTP request beside the JSON-RPC endpoint; an error answer rejects as a TmtRpcError. */
  async #send(path: string, init: RequestInit, options: CallOptions): Promise<Response> {
    const { url, timeoutMs = 30_000 } = this.#options;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await (this.#options.fetch ?? fetch)(`${url.replace(/\/$/, '')}${path}`, { ...init, signal });
    } catch (err) {
      throw new TmtTransportError(
        signal.aborted ? 'the request was aborted or timed out' : 'the server could not be reached',
        { cause: err },
      );
    }
    if (response.ok) return response;
    const answer = (await response.json().catch(() => null)) as RpcAnswer | null;
    throw new TmtRpcError(
      answer?.error ?? { code: -32603, message: `HTTP ${response.status} from ${path}` },
      response.status,
    );
  }

  #request(method: string, params: unknown) {
    const { locale } = this.#options;
    const withLocale =
      locale && params && typeof params === 'object' && !('locale' in params) ? { ...params, locale } : params;
    return { jsonrpc: '2.0' as const, id: this.#nextId++, method, params: withLocale ?? {} };
  }

  async #headers(options: CallOptions): Promise<Record<string, string>> {
    const { token, locale } = this.#options;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${typeof token === 'function' ? await token() : token}`,
    };
    const projectId = options.projectId ?? this.#options.projectId;
    const subprojectId = options.subprojectId ?? this.#options.subprojectId;
    if (projectId) headers['Project-Id'] = projectId;
    if (subprojectId) headers['Subproject-Id'] = subprojectId;
    if (locale) headers['Accept-Language'] = locale;
    return headers;
  }

  /** Posts a body, retrying rate-limited answers and network errors with backoff (or the server's Retry-After). */
  async #post(body: unknown, options: CallOptions): Promise<[unknown, number]> {
    const { url, retries = 3, timeoutMs = 30_000 } = this.#options;
    const fetchFn = this.#options.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      const signal = options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetchFn(`${url.replace(/\/$/, '')}/api/v2/rpc`, {
          method: 'POST',
          headers: await this.#headers(options),
          body: JSON.stringify(body),
          signal,
        });
      } catch (err) {
        if (options.signal?.aborted || attempt >= retries || signal.aborted) {
          throw new TmtTransportError(
            signal.aborted ? 'the call was aborted or timed out' : 'the server could not be reached',
            { cause: err },
          );
        }
        await sleep(backoff(attempt), options.signal);
        continue;
      }
      const answer = response.status === 204 ? null : ((await response.json()) as unknown);
      const rateLimited = (answer as RpcAnswer | null)?.error?.code === RATE_LIMITED;
      if (!rateLimited || attempt >= retries) return [answer, response.status];
      const retryAfter = Number(response.headers.get('Retry-After'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : backoff(attempt), options.signal);
    }
  }
}

/** 200 ms, 400 ms, 800 ms, … with jitter, so clients that were limited together do not return together. */
const backoff = (attempt: number) => 200 * 2 ** attempt * (0.5 + Math.random());
