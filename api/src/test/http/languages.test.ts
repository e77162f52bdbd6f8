// Language of the checked text and the freshness of the claim index, over HTTP on a real PostgreSQL
// holding the shipped (English) corpus; Google Fact Check Tools answered by msw at the HTTP boundary
// (docs/adr/0075-text-language.md, docs/adr/0076-claim-index-freshness.md).
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { HttpResponse, http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import type { ClaimIndexStats, FactCheckResult } from '@factlens/common';
import { notifyClaimIndexChanged } from '../../modules/claim-review/claim-index.js';
import { nativePool } from '../../modules/claim-review/claim-review.sql.js';
import { createUser, startTestApp, type TestApp } from '../harness.js';

const GOOGLE = 'https://factchecktools.test/v1alpha1';
const SPANISH = 'El gobierno aprobó una ley que prohíbe el uso de dinero en efectivo en todo el país a partir de enero.';
const ENGLISH = 'Taking into account inflation, the federal minimum wage is actually worth less than what it was worth 50 years ago.';

const server = setupServer(http.all(/^http:\/\/127\.0\.0\.1/, () => passthrough()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
jest.setTimeout(30_000);

let app: TestApp;
let user: { id: string; token: string };
beforeAll(async () => {
  app = await startTestApp({ GOOGLE_FACTCHECK_API_KEY: 'g-key', GOOGLE_FACTCHECK_BASE_URL: GOOGLE });
  user = await createUser(app, 'admin');
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const check = async (content: string) => {
  const res = await app.rest<FactCheckResult>('POST', '/api/fact-check', { token: user.token, body: { content, platform: 'news' } });
  expect(res.status).toBe(200);
  return res.body;
};

const sql = <T>(query: string, params: unknown[] = []) => app.services.orm.em.fork().getConnection().execute<T>(query, params);

/** Answers Google's searches with nothing and records the `languageCode` each one asked in (null: none). */
const googleLanguages = () => {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`${GOOGLE}/claims:search`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('languageCode'));
      return HttpResponse.json({});
    }),
  );
  return asked;
};

describe('language of the text', () => {
  it('a Spanish text gets language "es", Google is asked in Spanish, and the result says the index has no Spanish reviews', async () => {
    const asked = googleLanguages();
    const r = await check(SPANISH);
    expect(r.language).toBe('es');
    expect(r.languageNotice).toBe(
      'This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy could not be checked.',
    );
    expect(r.summary.startsWith(r.languageNotice!)).toBe(true);
    expect(r.summary).not.toMatch(/unverified/);
    expect(r.verdict).toBe('unrated');
    expect(r.warnings.map((w) => w.message)).toContain(r.languageNotice);
    expect(r.warnings.some((w) => /treat it as unverified/.test(w.message))).toBe(false);
    expect(asked.length).toBeGreaterThan(0);
    for (const code of asked) expect(code).toBe('es');

    // GraphQL answers the same two fields, and the history reads them back.
    const history = await app.gql<{ factChecks: { edges: { node: { result: { language: string; languageNotice: string | null } } }[] } }>(
      '{ factChecks(first: 1) { edges { node { result { language languageNotice } } } } }',
      {},
      user.token,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data?.factChecks.edges[0].node.result).toEqual({ language: 'es', languageNotice: r.languageNotice });
  });

  it('an English claim gets "en" and no notice; Google is asked in English', async () => {
    const asked = googleLanguages();
    const r = await check(ENGLISH);
    expect(r.language).toBe('en');
    expect(r.languageNotice).toBeNull();
    expect(r.sources.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['en']));
  });

  it('a short, ambiguous text is "und": no notice, and Google gets no languageCode', async () => {
    const asked = googleLanguages();
    const r = await check('Vaccines cause autism');
    expect(r.language).toBe('und');
    expect(r.languageNotice).toBeNull();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a === null)).toBe(true);
  });

  it('an English claim that one rare word makes look Czech is not called Czech, and Google is not asked in Czech (docs/adr/0165-one-word-is-no-language.md)', async () => {
    const asked = googleLanguages();
    const r = await check('Hydroxychloroquine cures COVID-19.');
    expect(r.language).toBe('und');
    expect(r.languageNotice).toBeNull();
    expect(r.summary).not.toMatch(/Czech/);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).not.toContain('cs');
  });
});

describe('claim index stats', () => {
  it('GET /api/claim-index/stats and the public GraphQL query match SQL counts, and follow an ingestion on NOTIFY', async () => {
    const expected = async (): Promise<ClaimIndexStats> => {
      const [t] = await sql<{ reviews: number; newest: string | null; publishers: number }[]>(
        'select count(*)::int as reviews, max(review_date)::text as newest, count(distinct lower(publisher_name))::int as publishers from claim_reviews',
      );
      const langs = await sql<{ language: string; reviews: number }[]>(
        `select coalesce(split_part(lower(language_code), '-', 1), 'und') as language, count(*)::int as reviews from claim_reviews group by 1 order by 2 desc, 1`,
      );
      return { reviews: t.reviews, newestReviewDate: t.newest, publishers: t.publishers, languages: langs };
    };
    const before = await expected();
    expect(before.reviews).toBeGreaterThan(1000);
    const rest = await app.rest<ClaimIndexStats>('GET', '/api/claim-index/stats');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(before);
    const gql = await app.gql<{ claimIndexStats: ClaimIndexStats }>(
      '{ claimIndexStats { reviews newestReviewDate publishers languages { language reviews } } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.claimIndexStats).toEqual(before);

    // A Spanish review arrives (as an ingestion writes it, then NOTIFY): the figures and the notice follow.
    await sql(
      `insert into claim_reviews (id, claim_text, publisher_name, publisher_site, url, review_date, textual_rating, verdict, language_code)
       values (gen_random_uuid(), 'El gobierno prohíbe el dinero en efectivo', 'Maldita', 'maldita.es', 'https://maldita.es/x-efectivo', '2099-01-02', 'Falso', 'false', 'es')`,
    );
    await notifyClaimIndexChanged(await nativePool(app.services.orm));
    const after = await expected();
    expect(after.newestReviewDate).toBe('2099-01-02');
    let seen: ClaimIndexStats | null = null;
    for (let i = 0; i < 50; i++) {
      seen = (await app.rest<ClaimIndexStats>('GET', '/api/claim-index/stats')).body;
      if (seen.reviews === after.reviews) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual(after);
    expect(seen?.languages.find((l) => l.language === 'es')?.reviews).toBe(1);

    server.use(http.get(`${GOOGLE}/claims:search`, () => HttpResponse.json({})));
    const r = await check(SPANISH);
    expect(r.language).toBe('es');
    expect(r.languageNotice).toBeNull();
  });
});
