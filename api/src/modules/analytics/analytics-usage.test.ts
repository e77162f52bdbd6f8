// Provider-call and user analytics on a seeded database, checked against independent hand-written SQL
// (different shapes on purpose: to_char day keys, correlated subqueries, percentiles computed in JS).
import { describe, expect, it, jest } from '@jest/globals';
import { DAY, dayKey, toMap, useSeededApp, wide } from '../../test/seeded-analytics.js';

// Seeding and a real app on a busy machine can take longer than the default 5 s per hook.
jest.setTimeout(60_000);

const { q, sql } = useSeededApp();

interface Series {
  from: string;
  to: string;
  total: number;
  points: { start: string; count: number }[];
}

interface Stat {
  key: string;
  kind: string;
  calls: number;
  successes: number;
  failures: number;
  successRate: number | null;
  latencyP50Ms: number | null;
  latencyP95Ms: number | null;
  tokensUsed: number;
}
const STAT_FIELDS = 'key kind calls successes failures successRate latencyP50Ms latencyP95Ms tokensUsed';

/** percentile_cont, by hand: linear interpolation between the closest ranks. */
function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

describe('provider calls', () => {
  const KINDS: Record<string, string> = {
    'claimreview-local': 'fact_check',
    'google-factcheck': 'fact_check',
    'openai-moderation': 'moderation',
    'local-tone': 'moderation',
    claimbuster: 'claim_verification',
    tesseract: 'ocr',
    gemini: 'ocr',
  };
  let rows: { p: string; ok: boolean; ms: number; tokens: number }[];
  beforeAll(async () => {
    rows = await sql('select api_provider p, success ok, latency_ms ms, tokens_used tokens from api_usage');
  });
  const expectStats = (got: Stat, mine: typeof rows) => {
    const ms = mine.map((r) => r.ms).sort((a, b) => a - b);
    const ok = mine.filter((r) => r.ok).length;
    expect(got.calls).toBe(mine.length);
    expect(got.successes).toBe(ok);
    expect(got.failures).toBe(mine.length - ok);
    expect(got.successRate).toBeCloseTo(ok / mine.length, 9);
    expect(got.latencyP50Ms).toBeCloseTo(percentile(ms, 0.5)!, 6);
    expect(got.latencyP95Ms).toBeCloseTo(percentile(ms, 0.95)!, 6);
    expect(got.tokensUsed).toBe(mine.reduce((s, r) => s + r.tokens, 0));
  };

  it('by provider: count, success rate, p50/p95 as computed by hand', async () => {
    const { providerCallsByProvider: r } = await q<{ providerCallsByProvider: { totalCalls: number; items: Stat[] } }>(
      `query($from: DateTimeISO, $to: DateTimeISO) { providerCallsByProvider(from: $from, to: $to) { totalCalls items { ${STAT_FIELDS} } } }`,
      wide,
    );
    expect(r.totalCalls).toBe(5000);
    expect(r.items.map((i) => i.key)).toEqual(Object.keys(KINDS));
    for (const item of r.items) {
      expect(item.kind).toBe(KINDS[item.key]);
      expectStats(
        item,
        rows.filter((x) => x.p === item.key),
      );
    }
  });

  it('by kind: the four services, each over all its providers', async () => {
    const { providerCallsByKind: r } = await q<{ providerCallsByKind: { items: Stat[] } }>(
      `query($from: DateTimeISO, $to: DateTimeISO) { providerCallsByKind(from: $from, to: $to) { items { ${STAT_FIELDS} } } }`,
      wide,
    );
    expect(r.items.map((i) => i.key)).toEqual(['fact_check', 'moderation', 'claim_verification', 'ocr']);
    for (const item of r.items)
      expectStats(
        item,
        rows.filter((x) => KINDS[x.p] === item.key),
      );
  });

  it('per-bucket calls and failures add up to the totals', async () => {
    const { providerCallsByKind: r } = await q<{
      providerCallsByKind: { items: (Stat & { points: { calls: number; failures: number }[] })[] };
    }>(
      'query($from: DateTimeISO, $to: DateTimeISO) { providerCallsByKind(from: $from, to: $to, bucket: day) { items { key calls failures points { calls failures } } } }',
      wide,
    );
    // Both ends fall mid-day: the first and last buckets are partial days.
    const days = Math.ceil(Date.parse(wide.to) / DAY) - Math.floor(Date.parse(wide.from) / DAY);
    for (const item of r.items) {
      expect(item.points).toHaveLength(days);
      expect(item.points.reduce((s, p) => s + p.calls, 0)).toBe(item.calls);
      expect(item.points.reduce((s, p) => s + p.failures, 0)).toBe(item.failures);
    }
  });
});

describe('users', () => {
  it('active users (a fact-check or an OCR) per day and distinct over the range', async () => {
    const { activeUsersOverTime: s } = await q<{ activeUsersOverTime: Series }>(
      '{ activeUsersOverTime { from to total points { start count } } }',
    );
    const range = [s.from, s.to, s.from, s.to];
    const want = toMap(
      await sql<{ k: string; n: number }>(
        `select k, count(*) n from (
           select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') k, user_id from fact_checks where created_at >= ? and created_at < ? and user_id is not null
           union
           select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') k, user_id from api_usage where created_at >= ? and created_at < ? and user_id is not null and request_type = 'ocr'
         ) x group by k`,
        range,
      ),
    );
    for (const p of s.points) expect([dayKey(p.start), p.count]).toEqual([dayKey(p.start), want.get(dayKey(p.start)) ?? 0]);
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int n from (select user_id from fact_checks where created_at >= ? and created_at < ? union select user_id from api_usage where created_at >= ? and created_at < ? and request_type = 'ocr') x where user_id is not null`,
      range,
    );
    expect(s.total).toBe(n);
    expect(s.total).toBeGreaterThan(Math.max(...s.points.map((p) => p.count)) - 1);
  });

  it('top users by fact-checks and by tokens, with email', async () => {
    const byHand = await sql<{ id: string; email: string; fc: number; au: number; failed: number; tokens: number }>(
      `select u.id, u.email,
         (select count(*) from fact_checks f where f.user_id = u.id and f.created_at >= ? and f.created_at < ?)::int fc,
         (select count(*) from api_usage a where a.user_id = u.id and a.created_at >= ? and a.created_at < ?)::int au,
         (select count(*) from api_usage a where a.user_id = u.id and not a.success and a.created_at >= ? and a.created_at < ?)::int failed,
         (select coalesce(sum(tokens_used), 0) from api_usage a where a.user_id = u.id and a.created_at >= ? and a.created_at < ?)::int tokens
       from users u`,
      Array(4).fill([wide.from, wide.to]).flat(),
    );
    const active = byHand.filter((u) => u.fc + u.au > 0);
    const cmp = (keys: ('fc' | 'au' | 'tokens')[]) => (a: (typeof active)[0], b: (typeof active)[0]) =>
      keys.reduce((d, k) => d || b[k] - a[k], 0) || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0);
    type Top = {
      topUsers: {
        users: { userId: string; email: string; factChecks: number; apiCalls: number; failedApiCalls: number; tokensUsed: number }[];
      };
    };
    const query =
      'query($from: DateTimeISO, $to: DateTimeISO, $o: TopUsersOrder!) { topUsers(from: $from, to: $to, first: 5, orderBy: $o) { users { userId email factChecks apiCalls failedApiCalls tokensUsed } } }';
    const fc = await q<Top>(query, { ...wide, o: 'factChecks' });
    expect(fc.topUsers.users).toEqual(
      [...active]
        .sort(cmp(['fc', 'au', 'tokens']))
        .slice(0, 5)
        .map((u) => ({ userId: u.id, email: u.email, factChecks: u.fc, apiCalls: u.au, failedApiCalls: u.failed, tokensUsed: u.tokens })),
    );
    const tk = await q<Top>(query, { ...wide, o: 'tokensUsed' });
    expect(tk.topUsers.users.map((u) => u.userId)).toEqual(
      [...active]
        .sort(cmp(['tokens', 'au', 'fc']))
        .slice(0, 5)
        .map((u) => u.id),
    );
    expect(fc.topUsers.users[0].email).toMatch(/@seed\.factlens\.invalid$/);
  });

  it('sign-ups and promotions per week', async () => {
    const { earlyAccessOverTime: s } = await q<{
      earlyAccessOverTime: {
        totalSignups: number;
        totalPromotions: number;
        points: { start: string; signups: number; promotions: number }[];
      };
    }>(
      'query($from: DateTimeISO, $to: DateTimeISO) { earlyAccessOverTime(from: $from, to: $to, bucket: week) { totalSignups totalPromotions points { start signups promotions } } }',
      wide,
    );
    const week = (col: string) =>
      sql<{ k: string; n: number }>(
        `select to_char(date_trunc('week', ${col} at time zone 'UTC'), 'YYYY-MM-DD') k, count(*) n from early_access_respondents where ${col} >= ? and ${col} < ? group by 1`,
        [wide.from, wide.to],
      ).then(toMap);
    const [signups, promotions] = await Promise.all([week('signup_date'), week('authorized_date')]);
    for (const p of s.points) {
      expect(p.signups).toBe(signups.get(dayKey(p.start)) ?? 0);
      expect(p.promotions).toBe(promotions.get(dayKey(p.start)) ?? 0);
    }
    expect(s.totalSignups).toBe(25);
    expect(s.totalPromotions).toBe([...promotions.values()].reduce((a, b) => a + b, 0));
    expect(s.totalPromotions).toBeGreaterThan(0);
  });
});
