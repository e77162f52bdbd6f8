import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { UsageRecord } from '../http.js';
import { GOOGLE_FACT_CHECK_BASE_URL, createGoogleFactCheckProvider, parseClaimsSearch } from './google.js';
import { trigramSimilarity } from './similarity.js';

const SEARCH_URL = `${GOOGLE_FACT_CHECK_BASE_URL}/claims:search`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A claims:search answer in the documented shape (docs/adr/0010-provider-wire-formats.md). */
const SEARCH_OK = {
  claims: [
    {
      text: 'Vaccines cause autism.',
      claimant: 'Viral post',
      claimDate: '2021-03-02T00:00:00Z',
      claimReview: [
        {
          publisher: { name: 'PolitiFact', site: 'politifact.com' },
          url: 'https://www.politifact.com/factchecks/2021/mar/04/viral-image/vaccines-autism/',
          title: 'No, vaccines do not cause autism',
          reviewDate: '2021-03-04T15:21:00Z',
          textualRating: 'Pants on Fire!',
          languageCode: 'en',
        },
        {
          publisher: { name: 'Maldita.es', site: 'maldita.es' },
          url: 'https://maldita.es/malditobulo/vacunas-autismo/',
          title: 'Las vacunas no causan autismo',
          reviewDate: '2021-03-05T10:00:00Z',
          textualRating: 'Falso',
          languageCode: 'es',
        },
      ],
    },
    {
      text: 'The MMR vaccine study was retracted.',
      claimReview: [
        {
          publisher: { name: 'Full Fact' },
          url: 'https://fullfact.org/health/mmr-study/',
          reviewDate: '2019-01-10T00:00:00Z',
          textualRating: 'Correct',
        },
        // Same article listed twice, and entries without a usable URL: dropped.
        { publisher: { name: 'Full Fact' }, url: 'https://fullfact.org/health/mmr-study/', textualRating: 'Correct' },
        { publisher: { name: 'Nobody' }, url: 'javascript:alert(1)', textualRating: 'False' },
        { publisher: { name: 'Nobody' }, textualRating: 'False' },
      ],
    },
  ],
  nextPageToken: 'CAo',
};

function provider(records: UsageRecord[], timeoutMs = 1000) {
  return createGoogleFactCheckProvider({
    apiKey: 'GOOGLE-KEY',
    timeoutMs,
    retry: { baseDelayMs: 5, maxRetryAfterMs: 20 },
    record: (r) => {
      records.push(r);
    },
  });
}

const googleError = (code: number, status: string, message: string) =>
  HttpResponse.json({ error: { code, message, status } }, { status: code });

describe('Google Fact Check Tools client', () => {
  it('queries claims:search with the key, language and page size, and maps every review', async () => {
    let params: URLSearchParams | undefined;
    server.use(
      http.get(SEARCH_URL, ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json(SEARCH_OK);
      }),
    );
    const records: UsageRecord[] = [];
    const result = await provider(records).search('vaccines cause autism', { languageCode: 'en', pageSize: 5 });

    expect(params && Object.fromEntries(params)).toEqual({
      query: 'vaccines cause autism',
      languageCode: 'en',
      pageSize: '5',
      key: 'GOOGLE-KEY',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toHaveLength(3);
    expect(result.data[0]).toEqual({
      publisher: 'PolitiFact',
      site: 'politifact.com',
      title: 'Vaccines cause autism.',
      url: 'https://www.politifact.com/factchecks/2021/mar/04/viral-image/vaccines-autism/',
      rating: 'Pants on Fire!',
      verdict: 'false',
      date: '2021-03-04',
      similarity: Number(trigramSimilarity('vaccines cause autism', 'Vaccines cause autism.').toFixed(4)),
      provider: 'google',
      attribution: 'Found via Google Fact Check Tools',
      claimant: 'Viral post',
      claimDate: '2021-03-02',
      languageCode: 'en',
    });
    expect(result.data[0].similarity).toBe(1);
    expect(result.data[1]).toMatchObject({ publisher: 'Maldita.es', rating: 'Falso', verdict: 'false', languageCode: 'es' });
    // No site in the answer: taken from the URL, without www.
    expect(result.data[2]).toMatchObject({
      publisher: 'Full Fact',
      site: 'fullfact.org',
      verdict: 'true',
      claimant: null,
      languageCode: null,
    });
    expect(records).toEqual([
      expect.objectContaining({ provider: 'google-factcheck', requestType: 'claims:search', success: true, status: 200 }),
    ]);
  });

  it('treats an empty answer as no matches', async () => {
    server.use(http.get(SEARCH_URL, () => HttpResponse.json({})));
    expect(await provider([]).search('nothing like this')).toMatchObject({ ok: true, data: [] });
  });

  it('uses a configured base URL', async () => {
    server.use(http.get('http://google-mock.test/v1alpha1/claims:search', () => HttpResponse.json({ claims: [] })));
    const client = createGoogleFactCheckProvider({ apiKey: 'k', timeoutMs: 500, baseUrl: 'http://google-mock.test/v1alpha1/' });
    expect((await client.search('x')).ok).toBe(true);
  });

  it('reports the 400 error envelope', async () => {
    server.use(http.get(SEARCH_URL, () => googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.')));
    const records: UsageRecord[] = [];
    expect(await provider(records).search('x')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 400, message: 'HTTP 400: INVALID_ARGUMENT: Request contains an invalid argument.' },
    });
    expect(records).toMatchObject([{ success: false, status: 400 }]);
  });

  it('reports a 403 from key restrictions without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(SEARCH_URL, () => {
        calls++;
        return googleError(403, 'PERMISSION_DENIED', 'Requests from this referer are blocked.');
      }),
    );
    expect(await provider([]).search('x')).toMatchObject({ ok: false, error: { kind: 'http', status: 403 } });
    expect(calls).toBe(1);
  });

  it('retries one 429 RESOURCE_EXHAUSTED, and fails on two', async () => {
    let calls = 0;
    server.use(
      http.get(SEARCH_URL, () =>
        ++calls === 1 ? googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.') : HttpResponse.json(SEARCH_OK),
      ),
    );
    const records: UsageRecord[] = [];
    expect((await provider(records).search('x')).ok).toBe(true);
    expect(calls).toBe(2);
    expect(records).toMatchObject([{ success: true }]);

    server.use(http.get(SEARCH_URL, () => googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.')));
    const failed: UsageRecord[] = [];
    expect(await provider(failed).search('x')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 429, message: 'HTTP 429: RESOURCE_EXHAUSTED: Quota exceeded.' },
    });
    expect(failed).toMatchObject([{ success: false, status: 429 }]);
  });

  it('fails on a persistent 5xx', async () => {
    server.use(http.get(SEARCH_URL, () => googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.')));
    expect(await provider([]).search('x')).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });

  it('times out', async () => {
    server.use(
      http.get(SEARCH_URL, async () => {
        await delay('infinite');
        return HttpResponse.json(SEARCH_OK);
      }),
    );
    const records: UsageRecord[] = [];
    expect(await provider(records, 80).search('x')).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(records).toMatchObject([{ success: false, status: null }]);
    // A per-call timeout overrides the client's.
    expect(await provider([], 60_000).search('x', { timeoutMs: 50 })).toMatchObject({
      ok: false,
      error: { kind: 'timeout', message: 'no answer within 50 ms' },
    });
  });

  it('reports a network error', async () => {
    server.use(http.get(SEARCH_URL, () => HttpResponse.error()));
    expect(await provider([]).search('x')).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('reports malformed JSON and wrong shapes', async () => {
    server.use(http.get(SEARCH_URL, () => new HttpResponse('{"claims": [', { headers: { 'content-type': 'application/json' } })));
    expect(await provider([]).search('x')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    server.use(http.get(SEARCH_URL, () => HttpResponse.json({ claims: 'none' })));
    expect(await provider([]).search('x')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it('does not follow a redirect (the key is in the URL)', async () => {
    server.use(http.get(SEARCH_URL, () => new HttpResponse(null, { status: 302, headers: { location: 'https://evil.test/' } })));
    expect(await provider([]).search('x')).toMatchObject({ ok: false, error: { kind: 'redirect', status: 302 } });
  });
});

describe('parseClaimsSearch', () => {
  it('rejects non-objects and keeps going past odd entries', () => {
    expect(parseClaimsSearch(null, 'q')).toBeNull();
    expect(parseClaimsSearch([], 'q')).toBeNull();
    expect(parseClaimsSearch({ claims: [null, { text: 'x' }, { claimReview: 'nope' }] }, 'q')).toEqual([]);
  });
});

describe('trigramSimilarity', () => {
  it('matches pg_trgm similarity()', () => {
    // Values from PostgreSQL 15: SELECT similarity(a, b).
    expect(trigramSimilarity('Vaccines cause autism', 'Says vaccines cause autism in children')).toBeCloseTo(0.57894737, 6);
    expect(trigramSimilarity('Obama was born in Kenya!', 'Barack Obama was born in Kenya.')).toBeCloseTo(0.8, 6);
    expect(trigramSimilarity('The U.S. economy grew 3%', 'US economy grew by 3 percent')).toBeCloseTo(0.44444445, 6);
    expect(trigramSimilarity('', 'anything')).toBe(0);
  });
});
