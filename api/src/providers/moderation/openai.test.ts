import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { UsageRecord } from '../http.js';
import { MODERATION_CATEGORIES } from './index.js';
import { OPENAI_BASE_URL, createOpenAiModerationProvider, parseModeration } from './openai.js';

const MODERATIONS_URL = `${OPENAI_BASE_URL}/moderations`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const scores = (overrides: Record<string, number> = {}) =>
  Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, overrides[c] ?? 0.0001]));

/** A moderation answer in the documented shape (docs/adr/0010-provider-wire-formats.md). */
const MODERATION_OK = {
  id: 'modr-123',
  model: 'omni-moderation-latest',
  results: [
    {
      flagged: true,
      categories: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, c.startsWith('harassment')])),
      category_scores: scores({ harassment: 0.91, 'harassment/threatening': 0.72 }),
      category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ['text']])),
    },
  ],
};

const openAiError = (status: number, code: string, message: string) =>
  HttpResponse.json(
    { error: { message, type: code === 'rate_limit_exceeded' ? 'requests' : 'invalid_request_error', param: null, code } },
    { status },
  );

function provider(records: UsageRecord[], timeoutMs = 1000) {
  return createOpenAiModerationProvider({
    apiKey: 'sk-test',
    timeoutMs,
    retry: { baseDelayMs: 5, maxRetryAfterMs: 20 },
    record: (r) => {
      records.push(r);
    },
  });
}

describe('OpenAI moderation client', () => {
  it('posts the text with the model and Bearer key, and reads results[0].category_scores', async () => {
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(MODERATIONS_URL, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json(MODERATION_OK);
      }),
    );
    const records: UsageRecord[] = [];
    const result = await provider(records).moderate('you are an idiot');
    expect(seen).toEqual({ auth: 'Bearer sk-test', body: { model: 'omni-moderation-latest', input: 'you are an idiot' } });
    expect(result).toMatchObject({ ok: true, data: { flagged: true, model: 'omni-moderation-latest' } });
    if (result.ok) {
      expect(result.data.categoryScores.harassment).toBe(0.91);
      expect(result.data.categoryScores['harassment/threatening']).toBe(0.72);
      expect(Object.keys(result.data.categoryScores)).toHaveLength(13);
    }
    expect(records).toEqual([
      expect.objectContaining({ provider: 'openai-moderation', requestType: 'moderation', success: true, status: 200, tokensUsed: 0 }),
    ]);
  });

  it('reports the 400 error envelope', async () => {
    server.use(http.post(MODERATIONS_URL, () => openAiError(400, 'invalid_value', "Invalid value for 'model'.")));
    expect(await provider([]).moderate('x')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 400, message: "HTTP 400: invalid_value: Invalid value for 'model'." },
    });
  });

  it('reports a 401/403 without retrying', async () => {
    let calls = 0;
    server.use(
      http.post(MODERATIONS_URL, () => {
        calls++;
        return openAiError(403, 'unsupported_country_region_territory', 'Country, region, or territory not supported');
      }),
    );
    expect(await provider([]).moderate('x')).toMatchObject({ ok: false, error: { kind: 'http', status: 403 } });
    expect(calls).toBe(1);
  });

  it('retries one 429, fails on two, and records each logical call once', async () => {
    let calls = 0;
    server.use(
      http.post(MODERATIONS_URL, () =>
        ++calls === 1 ? openAiError(429, 'rate_limit_exceeded', 'Rate limit reached.') : HttpResponse.json(MODERATION_OK),
      ),
    );
    const records: UsageRecord[] = [];
    expect((await provider(records).moderate('x')).ok).toBe(true);
    expect(calls).toBe(2);

    server.use(http.post(MODERATIONS_URL, () => openAiError(429, 'rate_limit_exceeded', 'Rate limit reached.')));
    expect(await provider(records).moderate('x')).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
    expect(records.map((r) => r.success)).toEqual([true, false]);
  });

  it('fails on a persistent 5xx', async () => {
    server.use(http.post(MODERATIONS_URL, () => openAiError(500, 'server_error', 'The server had an error.')));
    expect(await provider([]).moderate('x')).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });

  it('times out, and reports network errors', async () => {
    server.use(
      http.post(MODERATIONS_URL, async () => {
        await delay('infinite');
        return HttpResponse.json(MODERATION_OK);
      }),
    );
    const records: UsageRecord[] = [];
    expect(await provider(records, 80).moderate('x')).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(records).toMatchObject([{ success: false }]);
    server.use(http.post(MODERATIONS_URL, () => HttpResponse.error()));
    expect(await provider([]).moderate('x')).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('reports malformed JSON and a redirect', async () => {
    server.use(http.post(MODERATIONS_URL, () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } })));
    expect(await provider([]).moderate('x')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    server.use(http.post(MODERATIONS_URL, () => new HttpResponse(null, { status: 307, headers: { location: 'https://evil.test/' } })));
    expect(await provider([]).moderate('x')).toMatchObject({ ok: false, error: { kind: 'redirect', status: 307 } });
  });
});

describe('parseModeration', () => {
  it('accepts missing categories as 0 and clamps scores', () => {
    const parsed = parseModeration({ results: [{ flagged: false, category_scores: { hate: 1.2, violence: 0.3 } }] });
    expect(parsed).toMatchObject({ flagged: false, model: 'omni-moderation-latest' });
    expect(parsed?.categoryScores).toMatchObject({ hate: 1, violence: 0.3, sexual: 0 });
  });

  it('rejects answers without results or with non-numeric scores', () => {
    expect(parseModeration({ results: [] })).toBeNull();
    expect(parseModeration({ id: 'x' })).toBeNull();
    expect(parseModeration({ results: [{ category_scores: { hate: 'high' } }] })).toBeNull();
  });
});
