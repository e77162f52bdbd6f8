// Bucket filling and edges on hand-placed rows, date-range validation, UTC bucketing whatever the
// session time zone, and the short cache.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';
import { clearAnalyticsCache } from './analytics.cache.js';
import { bucketsSql, resolveRange, truncSql } from './analytics.range.js';

// Seeding and a real app on a busy machine can take longer than the default 5 s per hook.
jest.setTimeout(60_000);

let app: TestApp;
let token: string;
const range = { from: '2025-03-01T00:00:00.000Z', to: '2025-03-08T00:00:00.000Z' };
const sql = (text: string, params: unknown[] = []) => app.services.orm.em.fork().execute(text, params);

beforeAll(async () => {
  app = await startTestApp();
  token = (await createUser(app, 'admin')).token;
  const row = (at: string, type: string, platform: string, result: string) =>
    sql(`insert into fact_checks (content, content_type, platform, result, created_at) values ('x', ?, ?, ?::jsonb, ?)`, [
      type,
      platform,
      result,
      at,
    ]);
  await row('2025-02-28T23:59:59.999Z', 'text', 'twitter', '{"verdict":"false","accuracy":{"band":"red"}}'); // before from
  await row('2025-03-03T00:00:00.000Z', 'text', 'twitter', '{"verdict":"false","accuracy":{"band":"red"}}'); // Monday 00:00
  await row('2025-03-03T23:59:59.999Z', 'ocr', 'twitter', '{"verdict":"unrated","accuracy":{"band":"yellow"}}');
  await row('2025-03-05T12:00:00.000Z', 'text', 'myspace', '{}'); // unknown platform, no band
  await row('2025-03-08T00:00:00.000Z', 'text', 'news', '{"verdict":"true","accuracy":{"band":"green"}}'); // at `to`: excluded
});
beforeEach(() => clearAnalyticsCache());
afterAll(async () => {
  await app.close();
});

const gql = (query: string, variables: Record<string, unknown> = {}) => app.gql<Record<string, any>>(query, variables, token); // eslint-disable-line @typescript-eslint/no-explicit-any -- test shapes
const SERIES =
  'query($from: DateTimeISO, $to: DateTimeISO, $b: AnalyticsBucket!) { factChecksOverTime(from: $from, to: $to, bucket: $b) { total points { start count } } }';

describe('buckets', () => {
  it('fills every day of [from, to) with 0, counts the edges on the right day', async () => {
    const res = await gql(SERIES, { ...range, b: 'day' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.factChecksOverTime.points.map((p: { count: number }) => p.count)).toEqual([0, 0, 2, 0, 1, 0, 0]);
    expect(res.data!.factChecksOverTime.points[2].start).toBe('2025-03-03T00:00:00.000Z');
    expect(res.data!.factChecksOverTime.total).toBe(3);
  });

  it('weeks start on Monday; the first bucket may start before `from` (it counts only rows in the range)', async () => {
    const res = await gql(SERIES, { ...range, b: 'week' });
    expect(res.data!.factChecksOverTime.points).toEqual([
      { start: '2025-02-24T00:00:00.000Z', count: 0 },
      { start: '2025-03-03T00:00:00.000Z', count: 3 },
    ]);
  });

  it('breakdowns list known categories with 0 and add unknown ones', async () => {
    const res = await gql(
      `query($from: DateTimeISO, $to: DateTimeISO) {
         p: factChecksByPlatform(from: $from, to: $to) { total categories { key count } }
         v: factChecksByVerdictBand(from: $from, to: $to, bucket: day) { categories { key count points { count } } }
       }`,
      range,
    );
    const p = Object.fromEntries(res.data!.p.categories.map((c: { key: string; count: number }) => [c.key, c.count]));
    expect(p).toEqual({ facebook: 0, twitter: 2, instagram: 0, tiktok: 0, linkedin: 0, reddit: 0, news: 0, blog: 0, other: 0, myspace: 1 });
    const v = res.data!.v.categories.map((c: { key: string; count: number; points: { count: number }[] }) => [
      c.key,
      c.count,
      c.points.map((x) => x.count).join(''),
    ]);
    expect(v).toEqual([
      ['green', 0, '0000000'],
      ['yellow', 0, '0000000'],
      ['red', 1, '0010000'],
      ['unverified', 1, '0010000'],
      ['unknown', 1, '0000100'],
    ]);
  });

  it('empty tables: zero-filled series, providers with 0 calls and null rates', async () => {
    const res = await gql(
      `query($from: DateTimeISO, $to: DateTimeISO) {
         activeUsersOverTime(from: $from, to: $to) { total points { count } }
         earlyAccessOverTime(from: $from, to: $to) { totalSignups points { signups promotions } }
         providerCallsByProvider(from: $from, to: $to, bucket: week) { totalCalls items { key calls successRate latencyP50Ms latencyP95Ms points { calls } } }
         topUsers(from: $from, to: $to) { users { email } }
       }`,
      range,
    );
    expect(res.errors).toBeUndefined();
    const d = res.data!;
    expect(d.activeUsersOverTime).toEqual({ total: 0, points: Array(7).fill({ count: 0 }) });
    expect(d.earlyAccessOverTime.points).toEqual(Array(7).fill({ signups: 0, promotions: 0 }));
    expect(d.providerCallsByProvider.totalCalls).toBe(0);
    expect(d.providerCallsByProvider.items).toHaveLength(7);
    expect(d.providerCallsByProvider.items[0]).toEqual({
      key: 'claimreview-local',
      calls: 0,
      successRate: null,
      latencyP50Ms: null,
      latencyP95Ms: null,
      points: [{ calls: 0 }, { calls: 0 }],
    });
    expect(d.topUsers.users).toEqual([]);
  });

  it('buckets are UTC days even when the session time zone has a DST change in the range', async () => {
    const client = new pg.Client({ connectionString: app.config.databaseUrl! });
    await client.connect();
    try {
      await client.query(`set timezone to 'America/New_York'`); // DST starts 2025-03-09
      let n = 0;
      const text = `with b as (${bucketsSql('day')}) select to_char(b.start at time zone 'UTC', 'YYYY-MM-DD HH24:MI') s, ${truncSql('day', "'2025-03-10T03:30:00Z'::timestamptz")} = b.start hit from b`;
      const res = await client.query(
        text.replace(/\?/g, () => `$${++n}`),
        ['2025-03-08T00:00:00Z', '2025-03-12T00:00:00Z'],
      );
      expect(res.rows.map((r) => r.s)).toEqual(['2025-03-08 00:00', '2025-03-09 00:00', '2025-03-10 00:00', '2025-03-11 00:00']);
      expect(res.rows.map((r) => r.hit)).toEqual([false, false, true, false]);
    } finally {
      await client.end();
    }
  });
});

describe('date range validation', () => {
  const code = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => res.errors?.[0]?.extensions?.code;

  it('from must be before to', async () => {
    expect(code(await gql(SERIES, { from: range.to, to: range.from, b: 'day' }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(SERIES, { from: range.from, to: range.from, b: 'day' }))).toBe('BAD_USER_INPUT');
  });

  it('at most 400 days', async () => {
    const ok = await gql(SERIES, { from: '2024-01-01T00:00:00Z', to: '2025-02-04T00:00:00Z', b: 'day' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.factChecksOverTime.points).toHaveLength(400);
    const tooLong = await gql(SERIES, { from: '2024-01-01T00:00:00Z', to: '2025-02-04T00:00:00.001Z', b: 'day' });
    expect(code(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors![0].message).toMatch(/400 days/);
    expect(code(await gql('{ topUsers(from: "2020-01-01T00:00:00Z") { users { email } } }'))).toBe('BAD_USER_INPUT');
  });

  it('an unknown bucket or a bad page size is refused', async () => {
    const bad = await gql('{ factChecksOverTime(bucket: month) { total } }');
    expect(bad.status).toBe(400);
    expect(code(await gql('{ topUsers(first: 0) { users { email } } }'))).toBe('BAD_USER_INPUT');
    expect(code(await gql('{ topUsers(first: 101) { users { email } } }'))).toBe('BAD_USER_INPUT');
  });

  it('resolveRange defaults to 30 whole UTC days ending with today', () => {
    const r = resolveRange(null, null, new Date('2025-06-15T13:45:00Z'));
    expect(r).toEqual({ from: new Date('2025-05-17T00:00:00Z'), to: new Date('2025-06-16T00:00:00Z') });
    expect(resolveRange(new Date('2025-06-01T00:00:00Z'), null, new Date('2025-06-15T13:45:00Z')).to).toEqual(
      new Date('2025-06-16T00:00:00Z'),
    );
    expect(resolveRange(null, new Date('2025-06-01T00:00:00Z')).from).toEqual(new Date('2025-05-02T00:00:00Z'));
  });
});

describe('cache', () => {
  it('reuses an answer for the same arguments, not for different ones, and forgets on clear', async () => {
    const total = async (to: string) => (await gql(SERIES, { from: range.from, to, b: 'day' })).data!.factChecksOverTime.total;
    expect(await total(range.to)).toBe(3);
    await sql(
      `insert into fact_checks (content, content_type, platform, result, created_at) values ('x', 'text', 'blog', '{}', '2025-03-06T00:00:00Z')`,
    );
    expect(await total(range.to)).toBe(3); // cached
    expect(await total('2025-03-07T23:00:00.000Z')).toBe(4); // another key
    clearAnalyticsCache();
    expect(await total(range.to)).toBe(4);
  });
});
