import type { EntityManager } from '@mikro-orm/postgresql';
import { PLATFORMS } from '@factlens/common';
import { bucketsSql, truncSql, type AnalyticsBucket, type DateRange } from './analytics.range.js';
import { groupByKey, inRange, keyedSeries, orderKeys, query, rangeParams, toDate, toInt } from './sql-rows.js';
import { RESULT_JOIN, STORED_ANALYSIS } from '../fact-check/stored-result.js';
import type { AnalyticsBreakdown, AnalyticsTimeSeries } from './analytics.model.js';

/** A way of splitting fact-checks into categories: an SQL key expression over fact_checks and the known keys. */
export interface FactCheckDimension {
  keyExpr: string;
  known: readonly string[];
  labels: Readonly<Record<string, string>>;
}

const PLATFORM_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'X / Twitter',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  news: 'News site',
  blog: 'Blog',
  other: 'Other',
  unknown: 'Unknown',
};

/** fact_checks `f` with each row's stored result `b` (PostgreSQL leaves the join out when a query reads nothing of `b`). */
const CHECKS = `fact_checks f ${RESULT_JOIN}`;

export const DIMENSIONS = {
  platform: { keyExpr: `coalesce(platform, 'unknown')`, known: PLATFORMS, labels: PLATFORM_LABELS },
  /** Accuracy band of the stored result; an unrated verdict ("nothing found") is its own category. */
  verdictBand: {
    keyExpr: `(case when ${STORED_ANALYSIS}->>'verdict' = 'unrated' then 'unverified' else coalesce(${STORED_ANALYSIS}->'accuracy'->>'band', 'unknown') end)`,
    known: ['green', 'yellow', 'red', 'unverified'],
    labels: {
      green: 'Accurate (green)',
      yellow: 'Mixed (yellow)',
      red: 'Likely false (red)',
      unverified: 'Unverified',
      unknown: 'Unknown',
    },
  },
  contentType: {
    keyExpr: `coalesce(content_type, 'unknown')`,
    known: ['text', 'ocr'],
    labels: { text: 'Selected text', ocr: 'Image (OCR)', unknown: 'Unknown' },
  },
} satisfies Record<string, FactCheckDimension>;

/** Fact-checks per bucket, empty buckets 0. */
export async function factChecksOverTime(em: EntityManager, range: DateRange, bucket: AnalyticsBucket): Promise<AnalyticsTimeSeries> {
  const rows = await query(
    em,
    `with b as (${bucketsSql(bucket)}),
      c as (select ${truncSql(bucket, 'created_at')} as start, count(*)::int as n from fact_checks where ${inRange('created_at')} group by 1)
    select b.start, coalesce(c.n, 0)::int as count from b left join c on c.start = b.start order by b.start`,
    [...rangeParams(range), ...rangeParams(range)],
  );
  const points = rows.map((r) => ({ start: toDate(r.start), count: toInt(r.count) }));
  return { ...range, bucket, total: points.reduce((s, p) => s + p.count, 0), points };
}

/** Fact-checks by a dimension; with a bucket, each category also carries its filled series. */
export async function factCheckBreakdown(
  em: EntityManager,
  dim: FactCheckDimension,
  range: DateRange,
  bucket: AnalyticsBucket | null,
): Promise<AnalyticsBreakdown> {
  const counts = new Map<string, number>();
  const series = new Map<string, { start: Date; count: number }[]>();
  if (bucket) {
    const rows = await keyedSeries(em, { table: CHECKS, keyExpr: dim.keyExpr, knownKeys: dim.known, range, bucket });
    for (const [key, list] of groupByKey(rows)) {
      series.set(
        key,
        list.map((r) => ({ start: r.start, count: r.n })),
      );
      counts.set(
        key,
        list.reduce((s, r) => s + r.n, 0),
      );
    }
  } else {
    const rows = await query(
      em,
      `select ${dim.keyExpr} as key, count(*)::int as n from ${CHECKS} where ${inRange('created_at')} group by 1`,
      rangeParams(range),
    );
    for (const r of rows) counts.set(String(r.key), toInt(r.n));
  }
  const total = [...counts.values()].reduce((s, n) => s + n, 0);
  const categories = orderKeys(dim.known, counts).map((key) => {
    const count = counts.get(key) ?? 0;
    return { key, label: dim.labels[key] ?? key, count, share: total ? count / total : 0, points: bucket ? (series.get(key) ?? []) : null };
  });
  return { ...range, bucket, total, categories };
}
