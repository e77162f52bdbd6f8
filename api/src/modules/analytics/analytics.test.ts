// Fact-check analytics on a seeded database, checked against independent hand-written SQL (different
// shapes on purpose: to_char day keys, jsonb folded by hand). Providers and users: analytics-usage.test.ts.
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
interface Breakdown {
  total: number;
  categories: { key: string; count: number; share: number; points: { start: string; count: number }[] | null }[];
}

describe('seeded data', () => {
  it('has the requested volume', async () => {
    const [row] = await sql<{ f: number; a: number }>(
      'select (select count(*) from fact_checks)::int f, (select count(*) from api_usage)::int a',
    );
    expect(row).toEqual({ f: 2000, a: 5000 });
  });
});

describe('fact-checks over time', () => {
  it('default range: 30 whole UTC days ending today, counts per day as SQL counts them', async () => {
    const { factChecksOverTime: s } = await q<{ factChecksOverTime: Series }>(
      '{ factChecksOverTime { from to total points { start count } } }',
    );
    expect(s.points).toHaveLength(30);
    expect(s.to.slice(11)).toBe('00:00:00.000Z');
    expect(new Date(s.to).getTime() - new Date(s.from).getTime()).toBe(30 * DAY);
    const want = toMap(
      await sql<{ k: string; n: number }>(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') k, count(*) n from fact_checks where created_at >= ? and created_at < ? group by 1`,
        [s.from, s.to],
      ),
    );
    for (const p of s.points) expect([dayKey(p.start), p.count]).toEqual([dayKey(p.start), want.get(dayKey(p.start)) ?? 0]);
    expect(s.total).toBe([...want.values()].reduce((a, b) => a + b, 0));
    expect(s.total).toBeGreaterThan(0);
  });

  it('week buckets start on Monday 00:00 UTC and match SQL', async () => {
    const { factChecksOverTime: s } = await q<{ factChecksOverTime: Series }>(
      'query($from: DateTimeISO, $to: DateTimeISO) { factChecksOverTime(from: $from, to: $to, bucket: week) { total points { start count } } }',
      wide,
    );
    for (const p of s.points) {
      expect(new Date(p.start).getUTCDay()).toBe(1);
      expect(p.start.slice(11)).toBe('00:00:00.000Z');
    }
    const want = toMap(
      await sql<{ k: string; n: number }>(
        `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') k, count(*) n from fact_checks where created_at >= ? and created_at < ? group by 1`,
        [wide.from, wide.to],
      ),
    );
    expect(new Map(s.points.filter((p) => p.count).map((p) => [dayKey(p.start), p.count]))).toEqual(want);
    expect(s.total).toBe(2000);
  });
});

describe('breakdowns', () => {
  const vars = { from: wide.from, to: wide.to };
  it('by platform lists every platform and matches SQL', async () => {
    const { factChecksByPlatform: b } = await q<{ factChecksByPlatform: Breakdown }>(
      'query($from: DateTimeISO, $to: DateTimeISO) { factChecksByPlatform(from: $from, to: $to) { total categories { key count share points { count } } } }',
      vars,
    );
    const want = toMap(await sql<{ k: string; n: number }>('select platform k, count(*) n from fact_checks group by platform'));
    expect(b.categories.map((c) => c.key).slice(0, 9)).toEqual([
      'facebook',
      'twitter',
      'instagram',
      'tiktok',
      'linkedin',
      'reddit',
      'news',
      'blog',
      'other',
    ]);
    for (const c of b.categories) expect([c.key, c.count]).toEqual([c.key, want.get(c.key) ?? 0]);
    expect(b.total).toBe(2000);
    expect(b.categories.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 6);
    expect(b.categories[0].points).toBeNull();
  });

  it('by verdict band: accuracy band, with unrated verdicts as unverified', async () => {
    const { factChecksByVerdictBand: b } = await q<{ factChecksByVerdictBand: Breakdown }>(
      'query($from: DateTimeISO, $to: DateTimeISO) { factChecksByVerdictBand(from: $from, to: $to) { total categories { key count } } }',
      vars,
    );
    const rows = await sql<{ band: string; verdict: string; n: number }>(
      `select result #>> '{accuracy,band}' band, result ->> 'verdict' verdict, count(*)::int n from fact_checks group by 1, 2`,
    );
    const want: Record<string, number> = { green: 0, yellow: 0, red: 0, unverified: 0 };
    for (const r of rows) want[r.verdict === 'unrated' ? 'unverified' : r.band] += r.n;
    expect(Object.fromEntries(b.categories.map((c) => [c.key, c.count]))).toEqual(want);
    expect(Object.values(want).every((n) => n > 0)).toBe(true);
  });

  it('by content type, with per-bucket points that add up', async () => {
    const { factChecksByContentType: b } = await q<{ factChecksByContentType: Breakdown }>(
      'query($from: DateTimeISO, $to: DateTimeISO) { factChecksByContentType(from: $from, to: $to, bucket: week) { total categories { key count points { start count } } } }',
      vars,
    );
    const want = toMap(await sql<{ k: string; n: number }>('select content_type k, count(*) n from fact_checks group by 1'));
    expect(b.categories.map((c) => [c.key, c.count])).toEqual([
      ['text', want.get('text')],
      ['ocr', want.get('ocr')],
    ]);
    const weeks = b.categories[0].points!.length;
    expect(weeks).toBeGreaterThanOrEqual(14);
    for (const c of b.categories) {
      expect(c.points).toHaveLength(weeks);
      expect(c.points!.reduce((s, p) => s + p.count, 0)).toBe(c.count);
    }
  });
});
