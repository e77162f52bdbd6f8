// Disputes, the moderation queue and corrections over HTTP on a real PostgreSQL holding the shipped
// ClaimReview corpus (docs/adr/0070-disputes-and-moderation.md … 0073).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DISPUTE_MESSAGES, DISPUTES_PER_DAY, type FactCheckResult } from '@factlens/common';
import { CorrectionsService } from '../../modules/disputes/corrections.service.js';
import { createUser, startTestApp, type TestApp } from '../harness.js';

const FALSE_CLAIM = 'Breaking: Santa Fe killer expresses his love for Obama.';
const UNKNOWN = 'The municipal bicycle workshop on Elm Street now opens at nine on Saturdays.';

type User = { id: string; token: string };
let app: TestApp;
let free: User;
let other: User;
let early: User;
let moderator: User;
let admin: User;
let replica: CorrectionsService;

beforeAll(async () => {
  app = await startTestApp();
  [free, other, early, moderator, admin] = await Promise.all([
    createUser(app, 'free'),
    createUser(app, 'free'),
    createUser(app, 'early_access'),
    createUser(app, 'moderator'),
    createUser(app, 'admin'),
  ]);
  // A second replica's corrections, on its own LISTEN connection.
  replica = new CorrectionsService(app.services.orm);
  await replica.ready();
});
afterAll(async () => {
  await replica.close();
  await app.close();
});

const em = () => app.services.orm.em.fork();

async function check(user: User, content: string): Promise<FactCheckResult & { id: string }> {
  const res = await app.rest<FactCheckResult & { id: string }>('POST', '/api/fact-check', {
    token: user.token,
    body: { content, platform: 'facebook' },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const dispute = (user: User | null, id: string, body: unknown) =>
  app.rest<{ dispute?: { id: string; status: string; reason: string; note: string | null }; error?: string; code?: string }>(
    'POST',
    `/api/fact-checks/${id}/dispute`,
    {
      token: user?.token ?? null,
      body,
    },
  );

const QUEUE = `query { moderationQueue { id status reason note content factCheckId result { verdict sources { url publisher relation } } } }`;
type QueueItem = {
  id: string;
  status: string;
  content: string;
  factCheckId: string;
  result: { verdict: string; sources: { url: string; publisher: string }[] };
};

async function waitFor(fn: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('disputing a verdict', () => {
  let checked: FactCheckResult & { id: string };
  beforeAll(async () => {
    checked = await check(free, FALSE_CLAIM);
  });

  it('the owner disputes their check over REST; a second open dispute is refused; the history shows the status', async () => {
    const res = await dispute(free, checked.id, { reason: 'wrong_match', note: '  It is about another killer.  ' });
    expect(res.status).toBe(201);
    expect(res.body.dispute).toMatchObject({ status: 'open', reason: 'wrong_match', note: 'It is about another killer.' });
    const again = await dispute(free, checked.id, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DISPUTE_MESSAGES.alreadyOpen);
    const hist = await app.gql<{ factChecks: { nodes: { id: string; dispute: { status: string; reason: string } | null }[] } }>(
      '{ factChecks(first: 5) { nodes { id dispute { status reason } } } }',
      {},
      free.token,
    );
    expect(hist.data?.factChecks.nodes.find((n) => n.id === checked.id)?.dispute).toEqual({ status: 'open', reason: 'wrong_match' });
  });

  it("another user's check, an unknown id and a malformed id are 404; no token is 401", async () => {
    expect((await dispute(other, checked.id, { reason: 'other' })).status).toBe(404);
    expect((await dispute(other, '6d1f4a2e-1111-4a1a-8a1a-000000000000', { reason: 'other' })).status).toBe(404);
    expect((await dispute(other, 'not-a-uuid', { reason: 'other' })).status).toBe(404);
    expect((await dispute(null, checked.id, { reason: 'other' })).status).toBe(401);
    const gql = await app.gql(
      'mutation($id: ID!) { disputeFactCheck(factCheckId: $id, input: { reason: "other" }) { id } }',
      { id: checked.id },
      other.token,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('validates like the contact form: reason required and known, note text, short, no control characters', async () => {
    const mine = await check(other, UNKNOWN);
    const cases: [unknown, string][] = [
      [{}, DISPUTE_MESSAGES.reason],
      [{ reason: 'boring' }, DISPUTE_MESSAGES.reason],
      [{ reason: ['other'] }, DISPUTE_MESSAGES.reason],
      [{ reason: 'other', note: 'x'.repeat(1001) }, DISPUTE_MESSAGES.note],
      [{ reason: 'other', note: 'bell \u0007 here' }, DISPUTE_MESSAGES.control],
      [{ reason: 'other', note: { a: 1 } }, DISPUTE_MESSAGES.noteType],
    ];
    for (const [body, message] of cases) {
      const res = await dispute(other, mine.id, body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error: message });
    }
    expect((await dispute(other, mine.id, { reason: 'other', note: 'nul \u0000 here' })).status).toBe(400);
    const rows = await em().execute<{ n: number }[]>('select count(*)::int as n from disputes where user_id = ?', [other.id]);
    expect(rows[0].n).toBe(0);
    expect((await dispute(other, mine.id, { reason: 'outdated', note: 'line one\nline two' })).status).toBe(201);
  });

  it(`allows ${DISPUTES_PER_DAY} disputes a day per user, also when they arrive at once`, async () => {
    const user = await createUser(app, 'early_access');
    const ids: string[] = [];
    for (let i = 0; i < DISPUTES_PER_DAY + 2; i++) {
      const [row] = await em().execute<{ id: string }[]>(
        `insert into fact_checks (user_id, content, content_type, platform, result, credibility_score) values (?, ?, 'text', 'other', '{}'::jsonb, 50) returning id`,
        [user.id, `Limit text number ${i}`],
      );
      ids.push(row.id);
    }
    const results = await Promise.all(ids.map((id) => dispute(user, id, { reason: 'other' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(DISPUTES_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(results.find((r) => r.status === 429)?.body.error).toBe(DISPUTE_MESSAGES.limit);
  });
});

describe('role matrix', () => {
  const forbiddenOps = [
    QUEUE,
    '{ searchClaimReviews(query: "Obama") { id } }',
    'mutation { upholdDispute(id: "6d1f4a2e-1111-4a1a-8a1a-000000000000") { id } }',
    'mutation { markDisputeNoFactCheck(id: "6d1f4a2e-1111-4a1a-8a1a-000000000000") { id } }',
  ];
  it('free and early-access users cannot see the queue or act', async () => {
    for (const u of [free, early]) {
      for (const op of forbiddenOps) {
        const res = await app.gql(op, {}, u.token);
        expect({ op, code: res.errors?.[0].extensions?.code }).toEqual({ op, code: 'FORBIDDEN' });
      }
    }
    const anon = await app.gql(QUEUE, {}, null);
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('moderators and admins can; only admins read the dispute analytics', async () => {
    for (const u of [moderator, admin]) {
      const q = await app.gql<{ moderationQueue: QueueItem[] }>(QUEUE, {}, u.token);
      expect(q.errors).toBeUndefined();
      expect(q.data?.moderationQueue.length).toBeGreaterThan(0);
      const s = await app.gql('{ searchClaimReviews(query: "Obama") { id } }', {}, u.token);
      expect(s.errors).toBeUndefined();
      const missing = await app.gql('mutation { upholdDispute(id: "6d1f4a2e-1111-4a1a-8a1a-000000000000") { id } }', {}, u.token);
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const analytics =
      '{ disputeOutcomes { status count } disputesByPublisher { publisher disputes } correctionsOverTime(days: 7) { day pinReview } }';
    expect((await app.gql(analytics, {}, moderator.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const ok = await app.gql<{ disputeOutcomes: { status: string; count: number }[]; correctionsOverTime: unknown[] }>(
      analytics,
      {},
      admin.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.disputeOutcomes.find((o) => o.status === 'open')?.count).toBeGreaterThan(0);
    expect(ok.data?.correctionsOverTime).toHaveLength(7);
  });
});

describe('moderation actions, audit and corrections that stick', () => {
  async function openDispute(user: User, content: string): Promise<{ disputeId: string; result: FactCheckResult & { id: string } }> {
    const result = await check(user, content);
    const res = await dispute(user, result.id, { reason: 'wrong_match' });
    expect(res.status).toBe(201);
    return { disputeId: res.body.dispute!.id, result };
  }

  async function audit(disputeId: string) {
    return em().execute<
      { actor_id: string; action: string; before: Record<string, unknown>; after: Record<string, unknown>; created_at: Date }[]
    >('select actor_id, action, before, after, created_at from moderation_actions where dispute_id = ? order by created_at', [disputeId]);
  }

  it('uphold closes the dispute, writes an audit row and no correction', async () => {
    const user = await createUser(app, 'free');
    const { disputeId, result } = await openDispute(user, 'The moon landing in 1969 was broadcast live on television.');
    const res = await app.gql<{ upholdDispute: { id: string; status: string } }>(
      'mutation($id: ID!) { upholdDispute(id: $id) { id status } }',
      { id: disputeId },
      moderator.token,
    );
    expect(res.data?.upholdDispute).toEqual({ id: disputeId, status: 'upheld' });
    const [row] = await audit(disputeId);
    expect(row).toMatchObject({
      actor_id: moderator.id,
      action: 'uphold',
      before: { dispute: { status: 'open' } },
      after: { dispute: { status: 'upheld' } },
    });
    const again = await app.gql('mutation($id: ID!) { upholdDispute(id: $id) { id } }', { id: disputeId }, admin.token);
    expect(again.errors?.[0].message).toBe(DISPUTE_MESSAGES.notOpen);
    const hist = await app.gql<{ factChecks: { nodes: { id: string; dispute: { status: string } | null }[] } }>(
      '{ factChecks(first: 5) { nodes { id dispute { status } } } }',
      {},
      user.token,
    );
    expect(hist.data?.factChecks.nodes.find((n) => n.id === result.id)?.dispute?.status).toBe('upheld');
  });

  it('a source marked as not matching is dropped from the same and near-identical texts, on this replica and the other', async () => {
    const user = await createUser(app, 'free');
    const { disputeId, result } = await openDispute(user, FALSE_CLAIM);
    const url = result.sources[0].url;
    expect(url).toContain('politifact.com');
    const bad = await app.gql(
      'mutation($id: ID!) { excludeDisputeSources(id: $id, urls: ["https://example.com/nope"]) { id } }',
      { id: disputeId },
      moderator.token,
    );
    expect(bad.errors?.[0].message).toBe(DISPUTE_MESSAGES.sourceNotFound);
    const res = await app.gql<{ excludeDisputeSources: { status: string } }>(
      'mutation($id: ID!, $urls: [String!]!) { excludeDisputeSources(id: $id, urls: $urls) { status } }',
      { id: disputeId, urls: [url] },
      moderator.token,
    );
    expect(res.data?.excludeDisputeSources.status).toBe('corrected');
    const [row] = await audit(disputeId);
    expect(row.action).toBe('exclude_source');
    expect((row.before.result as { sources: { url: string }[] }).sources.map((s) => s.url)).toContain(url);
    expect((row.after.result as { sources: { url: string }[] }).sources.map((s) => s.url)).not.toContain(url);

    for (const text of [
      FALSE_CLAIM,
      '  breaking — SANTA FE killer expresses his love for Obama!! ',
      'Santa Fe killer expresses the love for Obama',
    ]) {
      const corrected = await app.services.corrections.apply(text, result);
      expect({ text, urls: corrected.sources.map((s) => s.url) }).toEqual({ text, urls: expect.not.arrayContaining([url]) });
    }
    // A different claim keeps its sources.
    expect(await app.services.corrections.apply('Santa Fe killer does not love Obama', result)).toBe(result);
    // The other replica hears NOTIFY corrections_changed and reloads.
    await waitFor(async () => !(await replica.apply(FALSE_CLAIM, result)).sources.some((s) => s.url === url));
  });

  it('a pinned review found by search becomes the top source and drives the verdict; "no fact-check applies" makes it unverified', async () => {
    const user = await createUser(app, 'free');
    const { disputeId, result } = await openDispute(user, UNKNOWN);
    expect(result.verdict).toBe('unrated');
    const search = await app.gql<{ searchClaimReviews: { id: string; claimText: string; verdict: string; url: string }[] }>(
      '{ searchClaimReviews(query: "Santa Fe killer Obama") { id claimText verdict url } }',
      {},
      moderator.token,
    );
    const hit = search.data!.searchClaimReviews[0];
    expect(hit.claimText).toMatch(/Santa Fe/);
    const bad = await app.gql('{ searchClaimReviews(query: "x") { id } }', {}, moderator.token);
    expect(bad.errors?.[0].message).toBe(DISPUTE_MESSAGES.search);
    const res = await app.gql<{ pinDisputeReview: { status: string } }>(
      'mutation($id: ID!, $r: ID!) { pinDisputeReview(id: $id, claimReviewId: $r) { status } }',
      { id: disputeId, r: hit.id },
      admin.token,
    );
    expect(res.data?.pinDisputeReview.status).toBe('corrected');
    const [row] = await audit(disputeId);
    expect(row).toMatchObject({
      actor_id: admin.id,
      action: 'pin_review',
      after: { written: [{ kind: 'pin_review', claimReviewId: hit.id }] },
    });

    for (const text of [UNKNOWN, 'the municipal bicycle workshop on Elm Street now opens at nine on Saturdays!!!']) {
      const corrected = await app.services.corrections.apply(text, result);
      expect(corrected.sources[0]).toMatchObject({ url: hit.url, relation: 'same', relationConfidence: 1 });
      expect(corrected.verdict).toBe(hit.verdict);
      expect(corrected.credibilityScore).toBeLessThan(40);
      expect(corrected.accuracy.band).toBe('red');
    }
    await waitFor(async () => (await replica.apply(UNKNOWN, result)).verdict === hit.verdict);

    // The user disputes again; a moderator decides no fact-check applies after all.
    const second = await dispute(user, result.id, { reason: 'other' });
    expect(second.status).toBe(201);
    const none = await app.gql<{ markDisputeNoFactCheck: { status: string } }>(
      'mutation($id: ID!) { markDisputeNoFactCheck(id: $id) { status } }',
      { id: second.body.dispute!.id },
      moderator.token,
    );
    expect(none.data?.markDisputeNoFactCheck.status).toBe('no_fact_check');
    const after = await app.services.corrections.apply(UNKNOWN, result);
    expect(after).toMatchObject({ verdict: 'unrated', credibilityScore: 50 });
    expect(after.sources.every((s) => s.relation === 'different')).toBe(true);

    const stats = await app.gql<{
      disputeOutcomes: { status: string; count: number }[];
      correctionsOverTime: { pinReview: number; noFactCheck: number }[];
    }>('{ disputeOutcomes { status count } correctionsOverTime(days: 1) { pinReview noFactCheck } }', {}, admin.token);
    expect(stats.data?.disputeOutcomes.find((o) => o.status === 'no_fact_check')?.count).toBeGreaterThanOrEqual(1);
    expect(stats.data?.correctionsOverTime[0].pinReview).toBeGreaterThanOrEqual(1);
    const pubs = await app.gql<{ disputesByPublisher: { publisher: string; disputes: number; corrected: number }[] }>(
      '{ disputesByPublisher { publisher disputes corrected } }',
      {},
      admin.token,
    );
    expect(pubs.data?.disputesByPublisher.find((p) => p.publisher === 'PolitiFact')?.corrected).toBeGreaterThanOrEqual(1);
  });
});
