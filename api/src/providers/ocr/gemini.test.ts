import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ProviderResult, UsageRecord } from '../http.js';
import {
  GEMINI_OCR_PROMPT,
  GeminiOcrClient,
  describeGoogleError,
  parseGenerateContent,
  type GeminiOcrText,
} from './gemini.js';

const ENDPOINT = /^https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/gemini-2\.5-flash:generateContent$/;
const IMAGE = Buffer.from('fake png bytes');

/** A 200 body in the shape of docs/adr/0010-provider-wire-formats.md. */
const ok = (text: string, extra: Record<string, unknown> = {}) => ({
  candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0, ...extra }],
  usageMetadata: { promptTokenCount: 270, candidatesTokenCount: 12, totalTokenCount: 282 },
  modelVersion: 'gemini-2.5-flash',
});

/** Google's error envelope; a 429 carries RetryInfo. */
const googleError = (code: number, status: string, message: string, retryDelay?: string) => ({
  error: {
    code,
    message,
    status,
    ...(retryDelay ? { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay }] } : {}),
  },
});

/** The request body the client sends (docs/adr/0010-provider-wire-formats.md). */
interface GenerateContentBody {
  contents: Array<{ parts: Array<{ inline_data?: { mime_type: string; data: string }; text?: string }> }>;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = new GeminiOcrClient({ apiKey: 'test-key', retry: { baseDelayMs: 20 } });

/** Answer with each response in turn (the last one repeats) and count the calls. */
function sequence(...responses: Array<() => Response | Promise<Response>>): { calls: () => number } {
  let n = 0;
  server.use(
    http.post(ENDPOINT, async () => {
      const next = responses[Math.min(n, responses.length - 1)];
      n++;
      return next();
    }),
  );
  return { calls: () => n };
}

/** Call Gemini and collect the usage rows the call wrote. */
async function call(timeoutMs = 5000): Promise<{ result: ProviderResult<GeminiOcrText>; usage: UsageRecord[] }> {
  const usage: UsageRecord[] = [];
  const result = await client.extractText(IMAGE, 'image/png', { timeoutMs, record: (u) => void usage.push(u) });
  return { result, usage };
}

function failed(r: ProviderResult<GeminiOcrText>) {
  if (r.ok) throw new Error(`expected a failure, got ${JSON.stringify(r.data)}`);
  return r.error;
}

function succeeded(r: ProviderResult<GeminiOcrText>): GeminiOcrText {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.data;
}

describe('GeminiOcrClient', () => {
  it('sends the key header, inline_data and the prompt, and reads text and tokens', async () => {
    let seen: { key: string | null; body: GenerateContentBody } | null = null;
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        seen = { key: request.headers.get('x-goog-api-key'), body: (await request.json()) as GenerateContentBody };
        return HttpResponse.json(ok('Breaking: the moon\nis made of cheese\n'));
      }),
    );
    const { result, usage } = await call();
    expect(succeeded(result)).toEqual({
      text: 'Breaking: the moon\nis made of cheese',
      tokensUsed: 282,
      confidence: null,
      finishReason: 'STOP',
      blockReason: null,
    });
    expect(seen!.key).toBe('test-key');
    const parts = seen!.body.contents[0].parts;
    expect(parts[0]).toEqual({ inline_data: { mime_type: 'image/png', data: IMAGE.toString('base64') } });
    expect(parts[1].text).toBe(GEMINI_OCR_PROMPT);
    expect(parts[1].text).toMatch(/^Extract all text/);
    expect(usage).toEqual([
      { provider: 'gemini', requestType: 'ocr', tokensUsed: 282, success: true, ms: expect.any(Number), status: 200 },
    ]);
  });

  it('turns avgLogprobs into a 0-100 confidence', async () => {
    sequence(() => HttpResponse.json(ok('hello', { avgLogprobs: -0.05 })));
    expect(succeeded((await call()).result).confidence).toBe(95);
  });

  it('retries a 429 RESOURCE_EXHAUSTED once', async () => {
    const s = sequence(
      () =>
        HttpResponse.json(googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', '0.05s'), {
          status: 429,
        }),
      () => HttpResponse.json(ok('second time lucky')),
    );
    const { result, usage } = await call();
    expect(succeeded(result).text).toBe('second time lucky');
    expect(s.calls()).toBe(2);
    expect(usage).toHaveLength(1); // one row per logical call, retry included
  });

  it('gives up after one retry on repeated 429 and records one failed call', async () => {
    const s = sequence(() => HttpResponse.json(googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded', '0.01s'), { status: 429 }));
    const { result, usage } = await call();
    const error = failed(result);
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect(error.message).toBe('HTTP 429: RESOURCE_EXHAUSTED: Quota exceeded');
    expect(s.calls()).toBe(2);
    expect(usage).toEqual([{ provider: 'gemini', requestType: 'ocr', tokensUsed: 0, success: false, ms: expect.any(Number), status: 429 }]);
  });

  it('retries a 5xx once, then succeeds or reports it', async () => {
    const s1 = sequence(
      () => HttpResponse.json(googleError(503, 'UNAVAILABLE', 'The model is overloaded.'), { status: 503 }),
      () => HttpResponse.json(ok('after the 503')),
    );
    expect(succeeded((await call()).result).text).toBe('after the 503');
    expect(s1.calls()).toBe(2);

    const s2 = sequence(() => new HttpResponse('<html>Internal error</html>', { status: 500 }));
    expect(failed((await call()).result)).toMatchObject({ kind: 'http', status: 500 });
    expect(s2.calls()).toBe(2);
  });

  it('does not retry a 400 INVALID_ARGUMENT or a 403', async () => {
    const s = sequence(() => HttpResponse.json(googleError(400, 'INVALID_ARGUMENT', 'API key not valid.'), { status: 400 }));
    const error = failed((await call()).result);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/INVALID_ARGUMENT/);
    expect(s.calls()).toBe(1);

    sequence(() => HttpResponse.json(googleError(403, 'PERMISSION_DENIED', 'Denied'), { status: 403 }));
    expect(failed((await call()).result).status).toBe(403);
  });

  it('reports malformed JSON and bodies without candidates', async () => {
    sequence(() => new HttpResponse('{"candidates": [', { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(failed((await call()).result).kind).toBe('malformed');
    sequence(() => HttpResponse.json({ usageMetadata: { totalTokenCount: 3 } }));
    expect(failed((await call()).result).kind).toBe('malformed');
    sequence(() => HttpResponse.json([1, 2, 3]));
    expect(failed((await call()).result).kind).toBe('malformed');
  });

  it('reports a blocked prompt as an answer with blockReason (the call was billed)', async () => {
    sequence(() => HttpResponse.json({ promptFeedback: { blockReason: 'SAFETY' }, usageMetadata: { totalTokenCount: 258 } }));
    const { result, usage } = await call();
    expect(succeeded(result)).toMatchObject({ text: '', blockReason: 'SAFETY', tokensUsed: 258 });
    expect(usage[0]).toMatchObject({ success: true, tokensUsed: 258 });
  });

  it('times out on a server that never answers', async () => {
    sequence(async () => {
      await delay('infinite');
      return HttpResponse.json(ok('never'));
    });
    const started = Date.now();
    const { result, usage } = await call(200);
    expect(failed(result).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(usage[0]).toMatchObject({ success: false, status: null });
  });

  it('does not retry when the deadline leaves no room', async () => {
    const s = sequence(
      async () => {
        await delay(260);
        return HttpResponse.json(googleError(503, 'UNAVAILABLE', 'busy'), { status: 503 });
      },
      () => HttpResponse.json(ok('too late')),
    );
    // 300 − 260 ms leaves less than backoff + the helper's minimum attempt time: no second call.
    // (On a loaded machine the first answer may itself miss the deadline: also no retry.)
    const error = failed((await call(300)).result);
    expect(['http', 'timeout']).toContain(error.kind);
    expect(s.calls()).toBe(1);
  });

  it('reports a network error', async () => {
    sequence(() => HttpResponse.error());
    expect(failed((await call()).result).kind).toBe('network');
  });

  it('does not follow redirects', async () => {
    // The redirect target has no handler: following it would fail the test (onUnhandledFrame: 'error').
    sequence(() => new HttpResponse(null, { status: 302, headers: { location: 'https://evil.example/steal' } }));
    expect(failed((await call()).result)).toMatchObject({ kind: 'redirect', status: 302 });
  });

  it('honours a custom base URL and model', async () => {
    server.use(
      http.post(/^http:\/\/127\.0\.0\.1:8089\/v1beta\/models\/gemini-test:generateContent$/, () => HttpResponse.json(ok('proxied'))),
    );
    const custom = new GeminiOcrClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:8089/v1beta/', model: 'gemini-test' });
    expect(succeeded(await custom.extractText(IMAGE, 'image/jpeg', { timeoutMs: 5000 })).text).toBe('proxied');
    expect(() => new GeminiOcrClient({ apiKey: 'k', model: '../../evil' })).toThrow(/Invalid Gemini model/);
    expect(() => new GeminiOcrClient({ apiKey: 'k', baseUrl: 'file:///etc' })).toThrow(/http/);
  });
});

describe('parseGenerateContent', () => {
  it('skips thought parts, returns an empty string for no text, and flags refusals', () => {
    const withThought = {
      candidates: [{ content: { parts: [{ text: 'thinking…', thought: true }, { text: 'real text' }] }, finishReason: 'STOP' }],
    };
    expect(parseGenerateContent(withThought)?.text).toBe('real text');
    const empty = { candidates: [{ content: { parts: [] }, finishReason: 'STOP' }], usageMetadata: { totalTokenCount: 260 } };
    expect(parseGenerateContent(empty)).toMatchObject({ text: '', tokensUsed: 260, blockReason: null });
    expect(parseGenerateContent({ candidates: [{ finishReason: 'RECITATION' }] })?.blockReason).toBe('RECITATION');
    expect(parseGenerateContent('nope')).toBeNull();
  });

  it('describes Google error envelopes', () => {
    expect(describeGoogleError(googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'))).toBe('RESOURCE_EXHAUSTED: Quota exceeded');
    expect(describeGoogleError({ message: 'no envelope' })).toBeNull();
  });
});
