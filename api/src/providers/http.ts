/**
 * The one way FactLens talks to third-party services: global fetch with a hard deadline, no
 * redirects, at most one retry, JSON parsing and shape checks, and a usage record per logical
 * call. Callers never see a thrown error, only a ProviderResult.
 */

export type ProviderErrorKind = 'timeout' | 'http' | 'network' | 'malformed' | 'redirect';

export interface ProviderError {
  kind: ProviderErrorKind;
  /** HTTP status of the last response, when there was one. */
  status?: number;
  /** Short and safe to show: never contains the request URL (it can carry an API key). */
  message: string;
}

export type ProviderResult<T> = { ok: true; data: T; ms: number } | { ok: false; error: ProviderError; ms: number };

/** One row for api_usage: written once per logical call, retries included. */
export interface UsageRecord {
  provider: string;
  requestType: string;
  tokensUsed: number;
  success: boolean;
  ms: number;
  /** Status of the last HTTP response; null when none arrived (timeout, network error). */
  status: number | null;
}

export type RecordUsage = (usage: UsageRecord) => void | Promise<void>;

/** What every provider client is constructed with. */
export interface ProviderConfig {
  apiKey: string;
  /** Defaults to the real service. */
  baseUrl?: string;
  /** Deadline for one logical call, retry and backoff included (apiTimeoutSeconds × 1000). */
  timeoutMs: number;
  record?: RecordUsage;
  retry?: RetryOptions;
}

export interface RetryOptions {
  /** Backoff before the single retry when the server gives no Retry-After (default 200 ms, ±25% jitter). */
  baseDelayMs?: number;
  /** Retry-After is honoured up to this (default 2000 ms). */
  maxRetryAfterMs?: number;
}

export interface JsonRequest<T> {
  provider: string;
  requestType: string;
  url: string | URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs: number;
  record?: RecordUsage;
  retry?: RetryOptions;
  /** Lets the caller cancel (e.g. the request that needed this answer went away). */
  signal?: AbortSignal;
  /** Checks and maps the parsed JSON; return null when it is not the documented shape. */
  parse: (json: unknown) => T | null;
  /** Pulls a readable message out of the service's error envelope. */
  describeError?: (json: unknown) => string | null;
  /** Tokens billed, for services that report them (e.g. Gemini usageMetadata). */
  tokensUsed?: (data: T) => number;
}

const DEFAULT_BASE_DELAY_MS = 200;
const DEFAULT_MAX_RETRY_AFTER_MS = 2000;
/** Bodies above this are refused: no provider answer we use comes close. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** A retry that cannot get at least this long before the deadline is not worth sending. */
const MIN_ATTEMPT_MS = 50;

type Outcome<T> =
  { ok: true; data: T; status: number } | { ok: false; error: ProviderError; status?: number; retryable: boolean; retryAfterMs?: number };

/**
 * Performs one logical JSON call (at most two HTTP attempts) and reports it once to `record`.
 * Retries once on 429, 5xx or a network error, after Retry-After (capped) or a short backoff,
 * and only when the deadline leaves room for it.
 */
export async function requestJson<T>(req: JsonRequest<T>): Promise<ProviderResult<T>> {
  const started = performance.now();
  // A missing or broken setting must not throw here: it shows up as timeouts instead.
  const timeoutMs = Number.isFinite(req.timeoutMs) && req.timeoutMs > 0 ? Math.ceil(req.timeoutMs) : 1;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = req.signal ? AbortSignal.any([deadline, req.signal]) : deadline;
  let lastStatus: number | null = null;
  let result: ProviderResult<T>;

  for (let attemptNo = 0; ; attemptNo++) {
    const outcome = await attempt(req, timeoutMs, signal, deadline);
    if (outcome.status !== undefined) lastStatus = outcome.status;
    if (outcome.ok) {
      result = { ok: true, data: outcome.data, ms: elapsed(started) };
      break;
    }
    const retry =
      outcome.retryable &&
      attemptNo === 0 &&
      (await waitWithinDeadline(retryWait(req.retry, outcome.retryAfterMs), started, timeoutMs, signal));
    if (!retry) {
      result = { ok: false, error: outcome.error, ms: elapsed(started) };
      break;
    }
  }

  report(req, result, lastStatus);
  return result;
}

async function attempt<T>(req: JsonRequest<T>, timeoutMs: number, signal: AbortSignal, deadline: AbortSignal): Promise<Outcome<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  let body: string | undefined;
  if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    try {
      body = JSON.stringify(req.body);
    } catch {
      return fail({ kind: 'malformed', message: 'request body could not be serialised' });
    }
  }
  let status: number | undefined;
  try {
    const response = await fetch(req.url, { method: req.method ?? 'GET', headers, body, signal, redirect: 'manual' });
    status = response.status;
    // A redirect could carry our API key to another host; the services we call never redirect.
    if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      return fail({ kind: 'redirect', status, message: `unexpected redirect (HTTP ${status})` });
    }
    const text = await readCapped(response);
    if (text === null) return fail({ kind: 'malformed', status, message: 'response body too large' });
    if (status < 200 || status >= 300) {
      const error: ProviderError = { kind: 'http', status, message: errorMessage(req, status, text) };
      if (status === 429 || status >= 500) {
        return { ok: false, error, status, retryable: true, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
      }
      return fail(error);
    }
    return parseBody(req, status, text);
  } catch (err) {
    if (deadline.aborted) return fail(withStatus({ kind: 'timeout', message: `no answer within ${timeoutMs} ms` }, status));
    if (signal.aborted) return fail(withStatus({ kind: 'network', message: 'request cancelled' }, status));
    // A reset while reading a body we already had a status for is still worth one retry.
    return { ok: false, error: withStatus({ kind: 'network', message: networkMessage(err) }, status), status, retryable: true };
  }
}

function withStatus(error: ProviderError, status: number | undefined): ProviderError {
  return status === undefined ? error : { ...error, status };
}

function fail(error: ProviderError): Outcome<never> {
  return { ok: false, error, status: error.status, retryable: false };
}

function parseBody<T>(req: JsonRequest<T>, status: number, text: string): Outcome<T> {
  const json = parseJson(text);
  if (json === undefined) return fail({ kind: 'malformed', status, message: 'response is not valid JSON' });
  let data: T | null;
  try {
    data = req.parse(json);
  } catch {
    data = null;
  }
  if (data === null) return fail({ kind: 'malformed', status, message: 'response does not have the documented shape' });
  return { ok: true, data, status };
}

function errorMessage<T>(req: JsonRequest<T>, status: number, text: string): string {
  const json = parseJson(text);
  let detail: string | null = null;
  if (json !== undefined && req.describeError) {
    try {
      detail = req.describeError(json);
    } catch {
      detail = null;
    }
  }
  return detail ? `HTTP ${status}: ${truncate(detail, 200)}` : `HTTP ${status}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads the body as text, giving up (null) past MAX_BODY_BYTES so a hostile server cannot fill memory
 * (docs/adr/0062-provider-body-memory.md). The body is streamed: the chunks are kept as they arrive
 * (no growing string or buffer, whose copies fragment the allocator and keep resident memory up after
 * large answers), the connection is cancelled the moment the cap is passed, and the text is decoded
 * once at the end.
 */
async function readCapped(response: Response): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  let chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        chunks = [];
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  // TextDecoder drops a UTF-8 byte-order mark, which JSON.parse would refuse.
  return new TextDecoder().decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
}

export const PROVIDER_MAX_BODY_BYTES = MAX_BODY_BYTES;

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function retryWait(options: RetryOptions | undefined, retryAfterMs: number | undefined): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, options?.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS);
  const base = options?.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/** Sleeps unless that would leave too little of the deadline for the retry; false means "do not retry". */
async function waitWithinDeadline(waitMs: number, started: number, timeoutMs: number, signal: AbortSignal): Promise<boolean> {
  const remaining = timeoutMs - (performance.now() - started);
  if (waitMs + MIN_ATTEMPT_MS > remaining) return false;
  if (waitMs <= 0) return !signal.aborted;
  return new Promise<boolean>((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, waitMs);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function report<T>(req: JsonRequest<T>, result: ProviderResult<T>, status: number | null): void {
  if (!req.record) return;
  let tokensUsed = 0;
  if (result.ok && req.tokensUsed) {
    try {
      tokensUsed = req.tokensUsed(result.data);
    } catch {
      tokensUsed = 0;
    }
  }
  const usage: UsageRecord = {
    provider: req.provider,
    requestType: req.requestType,
    tokensUsed,
    success: result.ok,
    ms: result.ms,
    status,
  };
  // Usage accounting must never break or reject the call it describes.
  try {
    void Promise.resolve(req.record(usage)).catch(() => undefined);
  } catch {
    /* ignored: see above */
  }
}

function networkMessage(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : null;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  return code ? `network error (${code})` : 'network error';
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Narrowing helpers for the providers' parse functions. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** An http(s) URL as a normalised string, else null: URLs from providers end up as links in the UI. */
export function httpUrlOrNull(value: unknown): string | null {
  const text = stringOrNull(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The configured base URL (or the service's default) without a trailing slash. Throws at
 * construction, i.e. at boot, when it is not an http(s) URL: a typo should stop the server,
 * not turn every later call into a failure.
 */
export function baseUrlOf(config: Pick<ProviderConfig, 'baseUrl'>, fallback: string): string {
  const raw = (config.baseUrl ?? fallback).replace(/\/+$/, '');
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`provider base URL must be http(s): ${url.protocol}`);
  return raw;
}
