import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { baseUrlOf, isRecord, parseRetryAfter, requestJson, type JsonRequest, type RecordUsage, type UsageRecord } from './http.js';

const BASE = 'https://svc.test';
const server = setupServer();
// msw 3 renamed onUnhandledRequest to onUnhandledFrame.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Thing {
  value: number;
}

function call(overrides: Partial<JsonRequest<Thing>> = {}) {
  const records: UsageRecord[] = [];
  const promise = requestJson<Thing>({
    provider: 'test-svc',
    requestType: 'thing',
    url: `${BASE}/thing?key=SECRET`,
    timeoutMs: 1000,
    retry: { baseDelayMs: 10, maxRetryAfterMs: 100 },
    record: (r) => {
      records.push(r);
    },
    parse: (json) => (isRecord(json) && typeof json.value === 'number' ? { value: json.value } : null),
    describeError: (json) => (isRecord(json) && typeof json.message === 'string' ? json.message : null),
    ...overrides,
  });
  return { promise, records };
}

/** Answers with the given responses in turn and counts the requests. */
function sequence(...responses: Array<() => Response | Promise<Response>>) {
  const counter = { calls: 0 };
  server.use(
    http.all(`${BASE}/thing`, () => {
      const next = responses[Math.min(counter.calls, responses.length - 1)];
      counter.calls++;
      return next();
    }),
  );
  return counter;
}

const ok = () => HttpResponse.json({ value: 42 });
const tooMany = () => HttpResponse.json({ message: 'slow down' }, { status: 429 });

describe('requestJson', () => {
  it('returns parsed data and records one successful call', async () => {
    const counter = sequence(ok);
    const { promise, records } = call();
    const result = await promise;
    expect(result).toMatchObject({ ok: true, data: { value: 42 } });
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(counter.calls).toBe(1);
    expect(records).toEqual([{ provider: 'test-svc', requestType: 'thing', tokensUsed: 0, success: true, ms: result.ms, status: 200 }]);
  });

  it('sends JSON bodies with the given headers', async () => {
    let seen: { method: string; type: string | null; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/thing`, async ({ request }) => {
        seen = {
          method: request.method,
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
          body: await request.json(),
        };
        return ok();
      }),
    );
    const { promise } = call({ method: 'POST', headers: { authorization: 'Bearer k' }, body: { input: 'hi' } });
    expect((await promise).ok).toBe(true);
    expect(seen).toEqual({ method: 'POST', type: 'application/json', auth: 'Bearer k', body: { input: 'hi' } });
  });

  it('reports a 4xx with the message from the error envelope, without retrying', async () => {
    const counter = sequence(() => HttpResponse.json({ message: 'bad argument' }, { status: 400 }));
    const { promise, records } = call();
    const result = await promise;
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400, message: 'HTTP 400: bad argument' } });
    expect(counter.calls).toBe(1);
    expect(records).toMatchObject([{ success: false, status: 400 }]);
  });

  it('retries a 429 once and succeeds', async () => {
    const counter = sequence(tooMany, ok);
    const { promise, records } = call();
    expect(await promise).toMatchObject({ ok: true, data: { value: 42 } });
    expect(counter.calls).toBe(2);
    expect(records).toMatchObject([{ success: true, status: 200 }]);
  });

  it('gives up after a second 429', async () => {
    const counter = sequence(tooMany, tooMany, ok);
    const { promise, records } = call();
    expect(await promise).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
    expect(counter.calls).toBe(2);
    expect(records).toMatchObject([{ success: false, status: 429 }]);
  });

  it('retries a 5xx once', async () => {
    const failing = () => new HttpResponse('upstream down', { status: 503 });
    const once = sequence(failing, ok);
    expect((await call().promise).ok).toBe(true);
    expect(once.calls).toBe(2);
    const twice = sequence(failing, failing);
    expect(await call().promise).toMatchObject({ ok: false, error: { kind: 'http', status: 503, message: 'HTTP 503' } });
    expect(twice.calls).toBe(2);
  });

  it('honours Retry-After up to the cap', async () => {
    sequence(() => HttpResponse.json({}, { status: 429, headers: { 'retry-after': '30' } }), ok);
    const started = performance.now();
    const { promise } = call({ retry: { maxRetryAfterMs: 150 } });
    expect((await promise).ok).toBe(true);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(waited).toBeLessThan(1000);
  });

  it('does not retry when the wait would not fit in the deadline', async () => {
    const counter = sequence(() => HttpResponse.json({}, { status: 429, headers: { 'retry-after': '5' } }), ok);
    const { promise } = call({ timeoutMs: 300, retry: { maxRetryAfterMs: 5000 } });
    const result = await promise;
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
    expect(result.ms).toBeLessThan(250);
    expect(counter.calls).toBe(1);
  });

  it('times out a server that never answers, and records no status', async () => {
    const counter = sequence(async () => {
      await delay('infinite');
      return ok();
    });
    const { promise, records } = call({ timeoutMs: 100 });
    const result = await promise;
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout', message: 'no answer within 100 ms' } });
    expect(result.ms).toBeGreaterThanOrEqual(90);
    expect(result.ms).toBeLessThan(1000);
    expect(counter.calls).toBe(1);
    expect(records).toMatchObject([{ success: false, status: null }]);
  });

  it('retries a network error once', async () => {
    const flaky = sequence(() => HttpResponse.error(), ok);
    expect((await call().promise).ok).toBe(true);
    expect(flaky.calls).toBe(2);
    const down = sequence(() => HttpResponse.error());
    const { promise, records } = call();
    expect(await promise).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(down.calls).toBe(2);
    expect(records).toMatchObject([{ success: false, status: null }]);
  });

  it('treats an unparsable body as malformed, without retrying', async () => {
    const counter = sequence(() => new HttpResponse('{"value": 4', { status: 200, headers: { 'content-type': 'application/json' } }));
    const { promise, records } = call();
    expect(await promise).toMatchObject({ ok: false, error: { kind: 'malformed', status: 200, message: 'response is not valid JSON' } });
    expect(counter.calls).toBe(1);
    expect(records).toMatchObject([{ success: false, status: 200 }]);
  });

  it('treats valid JSON of the wrong shape as malformed', async () => {
    sequence(() => HttpResponse.json({ value: 'forty-two' }));
    expect(await call().promise).toMatchObject({
      ok: false,
      error: { kind: 'malformed', message: 'response does not have the documented shape' },
    });
  });

  it('does not follow redirects', async () => {
    let followed = false;
    server.use(
      http.get(`${BASE}/thing`, () => new HttpResponse(null, { status: 302, headers: { location: 'https://elsewhere.test/steal' } })),
      http.get('https://elsewhere.test/steal', () => {
        followed = true;
        return ok();
      }),
    );
    const { promise, records } = call();
    expect(await promise).toMatchObject({ ok: false, error: { kind: 'redirect', status: 302 } });
    expect(followed).toBe(false);
    expect(records).toMatchObject([{ success: false, status: 302 }]);
  });

  it('never puts the URL (and so the key) in messages', async () => {
    sequence(() => HttpResponse.error());
    const result = await call().promise;
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  it('survives a record hook that throws or rejects', async () => {
    sequence(ok);
    const throwing = call({
      record: () => {
        throw new Error('db down');
      },
    });
    expect((await throwing.promise).ok).toBe(true);
    sequence(ok);
    const rejecting = call({ record: () => Promise.reject(new Error('db down')) });
    expect((await rejecting.promise).ok).toBe(true);
  });

  it('records tokens when the caller says how to count them', async () => {
    sequence(ok);
    const { promise, records } = call({ tokensUsed: (data) => data.value * 2 });
    await promise;
    expect(records[0].tokensUsed).toBe(84);
  });

  it('stops when the caller cancels', async () => {
    sequence(async () => {
      await delay('infinite');
      return ok();
    });
    const controller = new AbortController();
    const { promise } = call({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await promise).toMatchObject({ ok: false, error: { kind: 'network', message: 'request cancelled' } });
  });

  it('calls the record hook exactly once per logical call', async () => {
    sequence(tooMany, tooMany);
    const record = jest.fn<RecordUsage>();
    await call({ record }).promise;
    expect(record).toHaveBeenCalledTimes(1);
  });
});

describe('requestJson with bad input', () => {
  it('never throws: a broken timeout setting times out, an unserialisable body is malformed', async () => {
    sequence(async () => {
      await delay('infinite');
      return ok();
    });
    expect(await call({ timeoutMs: Number.NaN }).promise).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(await call({ method: 'POST', body: circular }).promise).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});

describe('baseUrlOf', () => {
  it('defaults, trims the trailing slash, and refuses non-http URLs at construction', () => {
    expect(baseUrlOf({}, 'https://api.example/v1')).toBe('https://api.example/v1');
    expect(baseUrlOf({ baseUrl: 'http://mock.test/v1//' }, 'https://x')).toBe('http://mock.test/v1');
    expect(() => baseUrlOf({ baseUrl: 'not a url' }, 'https://x')).toThrow();
    expect(() => baseUrlOf({ baseUrl: 'file:///etc/passwd' }, 'https://x')).toThrow(/http/);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('0.5')).toBe(500);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(parseRetryAfter(new Date(1_000).toUTCString(), 7_000)).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
