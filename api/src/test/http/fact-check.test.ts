// The fact-check pipeline over HTTP on a real PostgreSQL holding the shipped ClaimReview corpus, with the
// third-party services answered by msw at the HTTP boundary in their documented shapes (docs/adr/0010-provider-wire-formats.md).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, delay, http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import type { FactCheckResult } from '@factlens/common';
import { createUser, startTestApp, type TestApp } from '../harness.js';

const GOOGLE = 'https://factchecktools.test/v1alpha1';
const OPENAI = 'https://openai.test/v1';
const CLAIMBUSTER = 'https://claimbuster.test/api/v2';

const FALSE_CLAIM = 'Breaking: Santa Fe killer expresses his love for Obama.';
const TRUE_CLAIM = 'Taking into account inflation, the federal minimum wage is actually worth less than what it was worth 50 years ago.';
const UNKNOWN = 'The municipal bicycle workshop on Elm Street now opens at nine on Saturdays.';

const server = setupServer(http.all(/^http:\/\/127\.0\.0\.1/, () => passthrough()));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let app: TestApp;
let keyed: TestApp;
let user: { id: string; token: string };
let keyedUser: { id: string; token: string };
beforeAll(async () => {
  [app, keyed] = await Promise.all([
    startTestApp(),
    startTestApp({
      GOOGLE_FACTCHECK_API_KEY: 'g-key',
      GOOGLE_FACTCHECK_BASE_URL: GOOGLE,
      OPENAI_API_KEY: 'o-key',
      OPENAI_BASE_URL: OPENAI,
      CLAIMBUSTER_API_KEY: 'c-key',
      CLAIMBUSTER_BASE_URL: CLAIMBUSTER,
    }),
  ]);
  user = await createUser(app, 'moderator');
  keyedUser = await createUser(keyed, 'admin');
  await keyed.services.settings.update(keyed.services.orm.em.fork(), 'apiTimeoutSeconds', 2);
});
afterAll(async () => {
  await Promise.all([app.close(), keyed.close()]);
});

/** ClaimBuster's fact matcher answering a Half True match for any claim; `asked` runs on each call. */
const halfTrueClaimBuster = (asked: () => void) =>
  http.get(`${CLAIMBUSTER}/query/fact_matcher/:claim`, () => {
    asked();
    return HttpResponse.json({
      claim: 'x',
      justification: [
        { claim: 'Religion in America is gaining new life', truth_rating: 'Half True', url: 'https://example.org/cb', search: 'x' },
      ],
    });
  });

const check = (a: TestApp, token: string, content: string, extra: Record<string, unknown> = {}) =>
  a.rest<FactCheckResult & { error?: string }>('POST', '/api/fact-check', { token, body: { content, platform: 'facebook', ...extra } });

describe('offline pipeline (local index, local tone)', () => {
  it('a known false claim gets a red accuracy band, a low credibility and its source URL', async () => {
    const res = await check(app, user.token, FALSE_CLAIM);
    expect(res.status).toBe(200);
    expect(res.body.accuracy.band).toBe('red');
    expect(res.body.credibilityScore).toBeGreaterThanOrEqual(10);
    expect(res.body.credibilityScore).toBeLessThanOrEqual(30);
    expect(res.body.verdict).toMatch(/false/);
    const top = res.body.sources[0];
    expect(top).toMatchObject({ publisher: 'PolitiFact', provider: 'local', url: expect.stringContaining('politifact.com') });
    expect(top.similarity).toBeGreaterThan(0.8);
    expect(top.attribution).toMatch(/CC BY-NC-SA 4\.0/);
    expect(res.body.tone.score).toBeGreaterThanOrEqual(1);
    expect(res.body.warnings.some((w) => w.severity === 'high')).toBe(true);
    expect(res.body.partial).toBe(false);
    expect(res.body.providers.find((p) => p.provider === 'claimreview-local')?.status).toBe('ok');
  });

  it('a paraphrase of it still matches', async () => {
    const res = await check(app, user.token, 'I just read that the Santa Fe killer expressed his love for Obama!');
    expect(res.body.accuracy.band).toBe('red');
    expect(res.body.sources[0].url).toContain('no-evidence-santa-fe-killer-expressed-love-obama');
  });

  it('a known true claim gets a green accuracy band', async () => {
    const res = await check(app, user.token, TRUE_CLAIM);
    expect(res.status).toBe(200);
    expect(res.body.accuracy.band).toBe('green');
    expect(res.body.credibilityScore).toBeGreaterThanOrEqual(70);
    expect(res.body.credibilityScore).toBeLessThanOrEqual(85);
  });

  it('text nobody checked is unverified: credibility 50, accuracy 5, a low warning', async () => {
    const res = await check(app, user.token, UNKNOWN);
    expect(res.body).toMatchObject({ credibilityScore: 50, verdict: 'unrated', accuracy: { score: 5, band: 'yellow' } });
    expect(res.body.warnings[0]).toMatchObject({ severity: 'low' });
  });

  it('hostile, shouting text gets a red tone', async () => {
    const res = await check(app, user.token, 'YOU ARE ALL IDIOTS AND LIARS!!! I WILL DESTROY YOU, YOU WORTHLESS SCUM!!!');
    expect(res.body.tone.band).toBe('red');
  });

  it('stores the check and its provider calls; the history shows it', async () => {
    const res = await check(app, user.token, FALSE_CLAIM + ' Share before they delete it.');
    const em = app.services.orm.em.fork();
    const [row] = await em.execute<{ credibility_score: number; platform: string; content_type: string }[]>(
      'select * from fact_checks where id = ?',
      [res.body.id],
    );
    expect(row).toMatchObject({ credibility_score: res.body.credibilityScore, platform: 'facebook', content_type: 'text' });
    const usage = await em.execute<{ api_provider: string; success: boolean }[]>(
      'select api_provider, success from api_usage where user_id = ?',
      [user.id],
    );
    expect(usage.some((u) => u.api_provider === 'claimreview-local' && u.success)).toBe(true);
    const hist = await app.gql<{ factChecks: { totalCount: number; nodes: { id: string; user: { email: string } }[] } }>(
      '{ factChecks(first: 5) { totalCount nodes { id credibilityScore user { email } } } }',
      {},
      user.token,
    );
    expect(hist.data?.factChecks.nodes.map((n) => n.id)).toContain(res.body.id);
  });

  it('an identical text is answered from the cache (no new provider calls) but still counted and stored', async () => {
    const text = 'Perpetrators of school shootings have been drugged in many cases with Ritalin since kindergarten.';
    const first = await check(app, user.token, text);
    const em = app.services.orm.em.fork();
    const [{ n: before }] = await em.execute<{ n: number }[]>('select count(*)::int as n from api_usage');
    const second = await check(app, user.token, `  ${text.toUpperCase()} `);
    const [{ n: after }] = await em.execute<{ n: number }[]>('select count(*)::int as n from api_usage');
    expect(second.body.cached).toBe(true);
    expect(second.body.credibilityScore).toBe(first.body.credibilityScore);
    expect(after).toBe(before);
    expect(second.body.usage!.used).toBe(first.body.usage!.used + 1);
  });

  it('a result shown to several checks is stored once, and every history reads it back as its user saw it', async () => {
    const text = 'Grocery stores are now required to scan the vaccine passports of every shopper at the door.';
    const other = await createUser(app, 'early_access');
    const answers = [await check(app, user.token, text), await check(app, other.token, text), await check(app, user.token, text)];
    expect(answers.map((a) => [a.status, a.body.cached])).toEqual([
      [200, false],
      [200, false], // the cache was filled by someone else's check: not "cached" for this user
      [200, true],
    ]);
    const em = app.services.orm.em.fork();
    const rows = await em.execute<{ result_hash: string; own: Record<string, unknown> }[]>(
      'select result_hash, result as own from fact_checks where id in (?, ?, ?) order by created_at',
      answers.map((a) => a.body.id),
    );
    expect(new Set(rows.map((r) => r.result_hash)).size).toBe(1);
    expect(rows.map((r) => Object.keys(r.own).sort())).toEqual(Array(3).fill(['cached', 'checkedAt', 'id', 'platform', 'usage']));
    const [{ n }] = await em.execute<{ n: number }[]>('select count(*)::int as n from check_results where hash = ?', [rows[0].result_hash]);
    expect(n).toBe(1);
    // REST and GraphQL history: each row whole, with its own id, cached flag and usage.
    const rest = await app.rest<{ items: (FactCheckResult & { content: string })[] }>('GET', `/api/fact-checks?first=2&userId=${user.id}`, {
      token: user.token,
    });
    expect(rest.body.items).toEqual([
      { ...answers[2].body, content: text, contentType: 'text', userEmail: expect.any(String), createdAt: expect.any(String) },
      { ...answers[0].body, content: text, contentType: 'text', userEmail: expect.any(String), createdAt: expect.any(String) },
    ]);
    const gql = await app.gql<{
      factChecks: { nodes: { id: string; result: { id: string; cached: boolean; summary: string; sources: { url: string }[] } }[] };
    }>('{ factChecks(first: 1) { nodes { id result { id cached summary sources { url } } } } }', {}, other.token);
    const theirs = gql.data?.factChecks.nodes[0];
    expect(theirs?.id).toBe(answers[1].body.id);
    expect(theirs?.result).toEqual({
      id: answers[1].body.id,
      cached: false,
      summary: answers[1].body.summary,
      sources: answers[1].body.sources.map((x) => ({ url: x.url })),
    });
  });
});

describe('validation', () => {
  it.each([
    ['too short', { content: 'too short' }, 400, 'Text is too short to fact-check: select at least 15 characters'],
    ['empty', { content: '' }, 400, 'content is required'],
    ['not a string', { content: 42 }, 400, 'content is required'],
    [
      'unknown platform',
      { content: FALSE_CLAIM, platform: 'myspace' },
      400,
      'platform must be one of facebook, twitter, instagram, tiktok, linkedin, reddit, news, blog, other',
    ],
    ['5001 characters', { content: 'x'.repeat(5001) }, 413, 'Content is too long: at most 5000 characters can be checked (got 5001)'],
  ])('%s → %i', async (_name, body, status, error) => {
    const res = await app.rest<{ error: string }>('POST', '/api/fact-check', { token: user.token, body });
    expect(res).toMatchObject({ status, body: { error } });
  });

  it("the user's own minTextLength applies", async () => {
    const u = await createUser(app, 'free');
    await app.rest('POST', '/api/extension-config/test-user', {
      token: u.token,
      body: { minDragWidth: 20, minDragHeight: 20, minTextLength: 60 },
    });
    const res = await app.rest<{ error: string }>('POST', '/api/fact-check', { token: u.token, body: { content: FALSE_CLAIM } });
    expect(res).toMatchObject({ status: 400, body: { error: 'Text is too short to fact-check: select at least 60 characters' } });
  });

  it('another userId is 403; no token is 401; nothing is counted', async () => {
    const u = await createUser(app, 'free');
    const res = await app.rest('POST', '/api/fact-check', { token: u.token, body: { content: FALSE_CLAIM, userId: user.id } });
    expect(res.status).toBe(403);
    expect((await app.rest('POST', '/api/fact-check', { body: { content: FALSE_CLAIM } })).status).toBe(401);
    expect((await app.rest<{ dailyUsage: number }>('GET', '/api/auth/me', { token: u.token })).body.dailyUsage).toBe(0);
  });

  it('the same userId as the token is fine, and GraphQL answers the same shape', async () => {
    const u = await createUser(app, 'free');
    expect((await check(app, u.token, FALSE_CLAIM, { userId: u.id })).status).toBe(200);
    const g = await app.gql<{ factCheck: { accuracy: { band: string }; sources: { url: string }[] } }>(
      'mutation($c: String!) { factCheck(input: { content: $c, platform: "twitter" }) { accuracy { score band } tone { score band } verdict sources { url publisher } usage { used limit resetsAt } } }',
      { c: FALSE_CLAIM },
      u.token,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data?.factCheck.accuracy.band).toBe('red');
  });
});

describe('daily limits', () => {
  it('50 concurrent requests against a limit of 10 give exactly 10 answers and 40 × 429 with used/limit/reset', async () => {
    const u = await createUser(app, 'free');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => check(app, u.token, `${UNKNOWN} Number ${i}.`)));
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(10);
    expect(limited).toHaveLength(40);
    const body = limited[0].body as unknown as { error: string; used: number; limit: number; resetsAt: string };
    expect(body).toMatchObject({ used: 10, limit: 10 });
    expect(body.error).toBe('Daily limit reached: 10 of 10 fact-checks used today. It resets at 00:00 UTC.');
    expect(new Date(body.resetsAt).getUTCHours()).toBe(0);
    expect(Date.parse(body.resetsAt) - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await app.rest<{ dailyUsage: number }>('GET', '/api/auth/me', { token: u.token })).body.dailyUsage).toBe(10);
  });

  it('the counter restarts after 00:00 UTC', async () => {
    const u = await createUser(app, 'free');
    await app.services.orm.em
      .fork()
      .execute("update users set daily_usage = 10, last_usage_reset = now() - interval '1 day' where id = ?", [u.id]);
    const res = await check(app, u.token, FALSE_CLAIM);
    expect(res.status).toBe(200);
    expect(res.body.usage).toMatchObject({ used: 1, limit: 10 });
  });

  it('a check that fails at the final insert is not counted, fresh or cached (the counter and the row are one statement)', async () => {
    const u = await createUser(app, 'free');
    const em = app.services.orm.em.fork();
    const count = async () =>
      (await em.execute<{ n: number }[]>('select count(*)::int as n from fact_checks where user_id = ?', [u.id]))[0].n;
    const usage = async () => (await app.rest<{ dailyUsage: number }>('GET', '/api/auth/me', { token: u.token })).body.dailyUsage;
    // Warm the result cache with another user's check of the same text.
    const other = await createUser(app, 'free');
    expect((await check(app, other.token, FALSE_CLAIM)).status).toBe(200);
    // A fault injected in PostgreSQL: this user's history rows are refused (as a full disk or a lost connection would).
    await em.execute(`alter table fact_checks add constraint fault_injection check (user_id <> '${u.id}') not valid`);
    try {
      for (const content of [FALSE_CLAIM, `${UNKNOWN} Fault one.`]) {
        const res = await check(app, u.token, content);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
      expect(await count()).toBe(0);
      expect(await usage()).toBe(0);
    } finally {
      await em.execute('alter table fact_checks drop constraint fault_injection');
    }
    // Nothing is held either: the whole allowance is there.
    const pending = await em.execute<{ p: number; until: Date | null }[]>(
      'select usage_pending as p, usage_pending_until as until from users where id = ?',
      [u.id],
    );
    expect(pending[0].until === null || pending[0].p === 0).toBe(true);
    expect((await check(app, u.token, FALSE_CLAIM)).body.usage).toMatchObject({ used: 1, limit: 10 });
    expect(await count()).toBe(1);
  });

  it('reads show today’s usage: yesterday’s count is 0 before the first check of the day', async () => {
    const u = await createUser(app, 'free');
    await app.services.orm.em
      .fork()
      .execute("update users set daily_usage = 7, last_usage_reset = now() - interval '1 day' where id = ?", [u.id]);
    expect((await app.rest<{ dailyUsage: number }>('GET', '/api/auth/me', { token: u.token })).body.dailyUsage).toBe(0);
    const g = await app.gql<{ me: { dailyUsage: number } }>('{ me { dailyUsage } }', {}, u.token);
    expect(g.data?.me.dailyUsage).toBe(0);
  });

  it('administrators are not limited', async () => {
    const a = await createUser(app, 'admin');
    await app.services.orm.em.fork().execute('update users set daily_usage = 500 where id = ?', [a.id]);
    const res = await check(app, a.token, FALSE_CLAIM);
    expect(res.status).toBe(200);
    expect(res.body.usage?.limit).toBeNull();
  });
});

const googleClaims = {
  claims: [
    {
      text: 'Drinking bleach cures the flu.',
      claimant: 'Viral post',
      claimDate: '2020-03-01T00:00:00Z',
      claimReview: [
        {
          publisher: { name: 'AFP Fact Check', site: 'factcheck.afp.com' },
          url: 'https://factcheck.afp.com/bleach-flu',
          title: 'No, bleach does not cure the flu',
          reviewDate: '2020-03-02T00:00:00Z',
          textualRating: 'False',
          languageCode: 'en',
        },
      ],
    },
  ],
};
const moderationOk = {
  id: 'modr-1',
  model: 'omni-moderation-latest',
  results: [
    { flagged: false, categories: {}, category_scores: { harassment: 0.01, hate: 0.0, violence: 0.0 }, category_applied_input_types: {} },
  ],
};

describe('third-party services (msw at the HTTP boundary)', () => {
  it('with every service answering, their evidence is used and every call is recorded', async () => {
    server.use(
      http.get(`${GOOGLE}/claims:search`, () => HttpResponse.json(googleClaims)),
      http.post(`${OPENAI}/moderations`, () => HttpResponse.json(moderationOk)),
    );
    const res = await check(keyed, keyedUser.token, 'Drinking bleach cures the flu, doctors say.');
    expect(res.status).toBe(200);
    expect(res.body.sources.some((s) => s.provider === 'google' && s.url === 'https://factcheck.afp.com/bleach-flu')).toBe(true);
    expect(res.body.providers.find((p) => p.provider === 'openai-moderation')?.status).toBe('ok');
    const usage = await keyed.services.orm.em.fork().execute<{ api_provider: string }[]>('select distinct api_provider from api_usage');
    expect(usage.map((u) => u.api_provider)).toEqual(
      expect.arrayContaining(['google-factcheck', 'openai-moderation', 'claimreview-local']),
    );
  });

  it.each([
    ['a 500 twice', () => HttpResponse.json({ error: { code: 500, message: 'boom', status: 'INTERNAL' } }, { status: 500 })],
    ['a 429 twice', () => HttpResponse.json({ error: { code: 429, message: 'quota', status: 'RESOURCE_EXHAUSTED' } }, { status: 429 })],
    ['a network error', () => HttpResponse.error()],
    ['malformed JSON', () => new HttpResponse('{"claims": [', { headers: { 'content-type': 'application/json' } })],
    [
      'no answer (timeout)',
      async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    ],
  ])('fact-check search failing with %s: still 200, the failure is named, the result is partial', async (_name, resolver) => {
    server.use(http.get(`${GOOGLE}/claims:search`, resolver), http.post(`${OPENAI}/moderations`, resolver));
    const res = await check(keyed, keyedUser.token, `${FALSE_CLAIM} (${_name})`);
    expect(res.status).toBe(200);
    expect(res.body.partial).toBe(true);
    expect(res.body.providers.find((p) => p.provider === 'google-factcheck')?.status).toBe('failed');
    expect(res.body.providers.find((p) => p.provider === 'openai-moderation')?.status).toBe('failed');
    expect(res.body.providers.find((p) => p.provider === 'local-tone')?.status).toBe('ok');
    expect(res.body.accuracy.band).toBe('red'); // the local index still answers
    expect(res.body.warnings.some((w) => /did not answer/.test(w.message))).toBe(true);
  });

  it('the settings switch providers off', async () => {
    const em = keyed.services.orm.em.fork();
    await keyed.services.settings.update(em, 'googleFactCheckEnabled', false);
    await keyed.services.settings.update(em, 'openAiModerationEnabled', false);
    try {
      const res = await check(keyed, keyedUser.token, `${TRUE_CLAIM} Switched off.`);
      expect(res.status).toBe(200);
      expect(res.body.providers.find((p) => p.provider === 'google-factcheck')).toMatchObject({
        status: 'skipped',
        detail: 'Turned off in the site settings',
      });
    } finally {
      await keyed.services.settings.update(em, 'googleFactCheckEnabled', true);
      await keyed.services.settings.update(em, 'openAiModerationEnabled', true);
    }
  });

  it('the claim-verification extra check runs only for accuracy 4-6 with a medium/high warning', async () => {
    let calls = 0;
    server.use(
      http.get(`${GOOGLE}/claims:search`, () => HttpResponse.json({ claims: [] })),
      http.post(`${OPENAI}/moderations`, () => HttpResponse.json(moderationOk)),
      halfTrueClaimBuster(() => calls++),
    );
    // a Half True claim: mixed → accuracy 5 with a medium warning → extra check
    const mixed = await check(
      keyed,
      keyedUser.token,
      "Religion in America isn't receding. It's just the opposite. Faith is gaining new life across America every day.",
    );
    expect(mixed.body.accuracy.score).toBeGreaterThanOrEqual(4);
    expect(mixed.body.accuracy.score).toBeLessThanOrEqual(6);
    expect(mixed.body.providers.find((p) => p.provider === 'claimbuster')?.status).toBe('ok');
    expect(calls).toBe(1);
    // a false claim: accuracy 8 → no extra check
    const red = await check(keyed, keyedUser.token, `${FALSE_CLAIM} Again.`);
    expect(red.body.providers.find((p) => p.provider === 'claimbuster')).toMatchObject({
      status: 'skipped',
      detail: 'Not needed for this score',
    });
    expect(calls).toBe(1);
  });

  it('when the local evidence calls for the extra check, it is asked while the other services are still answering', async () => {
    const order: string[] = [];
    let claimBusterAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (claimBusterAsked = resolve));
    server.use(
      // Google answers only once ClaimBuster has been asked (or after 5 s): asked after Google, it would come last.
      http.get(`${GOOGLE}/claims:search`, async () => {
        await Promise.race([asked, new Promise((r) => setTimeout(r, 5000).unref())]);
        order.push('google answered');
        return HttpResponse.json({ claims: [] });
      }),
      http.post(`${OPENAI}/moderations`, () => HttpResponse.json(moderationOk)),
      halfTrueClaimBuster(() => {
        order.push('claimbuster asked');
        claimBusterAsked();
      }),
    );
    const res = await check(
      keyed,
      keyedUser.token,
      "Religion in America isn't receding. It's just the opposite. Faith is gaining new life across America, every single day.",
    );
    expect(res.status).toBe(200);
    expect(res.body.providers.find((p) => p.provider === 'claimbuster')?.status).toBe('ok');
    // One Google search per claim of the text, all answered after ClaimBuster was asked.
    expect(order[0]).toBe('claimbuster asked');
    expect(order.slice(1).every((o) => o === 'google answered')).toBe(true);
    expect(order.length).toBeGreaterThan(1);
  });
});
