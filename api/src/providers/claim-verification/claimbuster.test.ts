import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { UsageRecord } from '../http.js';
import { CLAIMBUSTER_BASE_URL, claimPathSegment, createClaimBusterProvider, parseFactMatches, parseScores } from './claimbuster.js';

const SCORE_URL = `${CLAIMBUSTER_BASE_URL}/score/text/`;
const MATCH_URL = `${CLAIMBUSTER_BASE_URL}/query/fact_matcher/:claim`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers in the documented shapes (docs/adr/0010-provider-wire-formats.md). */
const SCORE_OK = {
  version: '2',
  results: [
    { text: 'The unemployment rate fell to 3.4 percent.', index: 0, score: 0.83 },
    { text: 'Thanks for watching.', index: 1, score: 0.04 },
  ],
};
const MATCH_OK = {
  claim: 'Obama was born in Kenya',
  justification: [
    {
      claim: 'Barack Obama was born in Kenya.',
      truth_rating: 'Pants on Fire',
      url: 'https://www.politifact.com/obama-kenya/',
      search: 'Politifact',
    },
    { claim: 'Obama birth certificate is fake.', truth_rating: 'False', url: 'not a url', search: 'Google' },
  ],
};

function provider(records: UsageRecord[], timeoutMs = 1000) {
  return createClaimBusterProvider({
    apiKey: 'cb-key',
    timeoutMs,
    retry: { baseDelayMs: 5 },
    record: (r) => {
      records.push(r);
    },
  });
}

describe('ClaimBuster client', () => {
  it('scores text with POST /score/text/ and the x-api-key header', async () => {
    let seen: { key: string | null; body: unknown } | undefined;
    server.use(
      http.post(SCORE_URL, async ({ request }) => {
        seen = { key: request.headers.get('x-api-key'), body: await request.json() };
        return HttpResponse.json(SCORE_OK);
      }),
    );
    const records: UsageRecord[] = [];
    const result = await provider(records).scoreText('The unemployment rate fell to 3.4 percent. Thanks for watching.');
    expect(seen).toEqual({ key: 'cb-key', body: { input_text: 'The unemployment rate fell to 3.4 percent. Thanks for watching.' } });
    expect(result).toMatchObject({ ok: true, data: SCORE_OK.results });
    expect(records).toEqual([expect.objectContaining({ provider: 'claimbuster', requestType: 'score_text', success: true, status: 200 })]);
  });

  it('matches a claim with GET /query/fact_matcher/<claim>, slashes stripped', async () => {
    let claimParam: string | undefined;
    server.use(
      http.get(MATCH_URL, ({ params }) => {
        claimParam = String(params.claim);
        return HttpResponse.json(MATCH_OK);
      }),
    );
    const records: UsageRecord[] = [];
    const result = await provider(records).matchClaim('Obama was born in Kenya/Hawaii?');
    expect(claimParam).toBe('Obama was born in Kenya Hawaii?');
    expect(result).toMatchObject({
      ok: true,
      data: [
        {
          claim: 'Barack Obama was born in Kenya.',
          truthRating: 'Pants on Fire',
          verdict: 'false',
          url: 'https://www.politifact.com/obama-kenya/',
        },
        { claim: 'Obama birth certificate is fake.', truthRating: 'False', verdict: 'false', url: null },
      ],
    });
    expect(records).toMatchObject([{ requestType: 'fact_matcher', success: true }]);
  });

  it('treats any non-2xx as a failure, whatever its body', async () => {
    for (const status of [400, 401, 403, 404]) {
      server.use(http.post(SCORE_URL, () => new HttpResponse('Invalid API key', { status })));
      expect(await provider([]).scoreText('x')).toMatchObject({ ok: false, error: { kind: 'http', status, message: `HTTP ${status}` } });
    }
  });

  it('retries one 429 or 5xx, and fails on two', async () => {
    let calls = 0;
    server.use(http.get(MATCH_URL, () => (++calls === 1 ? new HttpResponse(null, { status: 429 }) : HttpResponse.json(MATCH_OK))));
    expect((await provider([]).matchClaim('claim')).ok).toBe(true);
    expect(calls).toBe(2);

    server.use(http.get(MATCH_URL, () => new HttpResponse(null, { status: 502 })));
    const records: UsageRecord[] = [];
    expect(await provider(records).matchClaim('claim')).toMatchObject({ ok: false, error: { kind: 'http', status: 502 } });
    expect(records).toMatchObject([{ success: false, status: 502 }]);
  });

  it('times out, and reports network errors', async () => {
    server.use(
      http.post(SCORE_URL, async () => {
        await delay('infinite');
        return HttpResponse.json(SCORE_OK);
      }),
    );
    const records: UsageRecord[] = [];
    expect(await provider(records, 80).scoreText('x')).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(records).toMatchObject([{ success: false, status: null }]);
    server.use(http.post(SCORE_URL, () => HttpResponse.error()));
    expect(await provider([]).scoreText('x')).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('treats bad JSON, wrong shapes and redirects as failures', async () => {
    server.use(
      http.post(SCORE_URL, () => new HttpResponse('{"results": [{"score": 0.9}', { headers: { 'content-type': 'application/json' } })),
    );
    expect(await provider([]).scoreText('x')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    server.use(http.post(SCORE_URL, () => HttpResponse.json({ results: [{ text: 'a', score: 'high' }] })));
    expect(await provider([]).scoreText('x')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    server.use(http.get(MATCH_URL, () => new HttpResponse(null, { status: 301, headers: { location: 'https://evil.test/' } })));
    expect(await provider([]).matchClaim('x')).toMatchObject({ ok: false, error: { kind: 'redirect', status: 301 } });
  });
});

describe('claimPathSegment', () => {
  it('strips slashes and backslashes, collapses spaces and encodes the rest', () => {
    expect(claimPathSegment('  a/b\\c  d?#%  ')).toBe('a%20b%20c%20d%3F%23%25');
    expect(decodeURIComponent(claimPathSegment('x'.repeat(900)))).toHaveLength(500);
  });
});

describe('parsers', () => {
  it('accept an empty justification as no match and reject other shapes', () => {
    expect(parseFactMatches({ claim: 'x' })).toEqual([]);
    expect(parseFactMatches({ claim: 'x', justification: 'none' })).toBeNull();
    expect(parseScores({ version: '2' })).toBeNull();
    expect(parseScores({ results: [{ text: 't', score: 1.4 }] })).toEqual([{ text: 't', index: 0, score: 1 }]);
  });
});
