import type { EntityManager } from '@mikro-orm/postgresql';
import { bucketsSql, iso, truncSql, type AnalyticsBucket, type DateRange } from './analytics.range.js';

export type Row = Record<string, unknown>;

/** Run one aggregate statement. Params use `?`; dates are passed as ISO strings and cast in SQL. */
export function query(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  return em.execute<Row[]>(sql, params, 'all');
}

export const toInt = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const toNum = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
export const toDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : toDate(v));

/** [from, to] as ISO strings, for a `created_at >= ? and created_at < ?` filter or the buckets CTE. */
export const rangeParams = (r: DateRange): [string, string] => [iso(r.from), iso(r.to)];

/** `where` fragment of a half-open range over a timestamptz column (uses its btree index). */
export const inRange = (column: string): string => `${column} >= ?::timestamptz and ${column} < ?::timestamptz`;

export interface KeyedSeriesRow {
  key: string;
  start: Date;
  n: number;
  failures: number;
}

/**
 * Counts per (key, bucket) over `table`, filled with 0 for every bucket of the range and every key that is
 * either in `knownKeys` or present in the data (generate_series × keys, left-joined to the grouped counts).
 * `failureExpr`, when given, is a boolean SQL expression also counted per bucket.
 */
export async function keyedSeries(
  em: EntityManager,
  opts: { table: string; keyExpr: string; knownKeys: readonly string[]; range: DateRange; bucket: AnalyticsBucket; failureExpr?: string },
): Promise<KeyedSeriesRow[]> {
  const { table, keyExpr, knownKeys, range, bucket, failureExpr } = opts;
  const known = knownKeys.map((k) => `(${literal(k)})`).join(', ');
  const failures = failureExpr ? `(count(*) filter (where ${failureExpr}))::int` : '0';
  const rows = await query(
    em,
    `with b as (${bucketsSql(bucket)}),
      c as (
        select ${keyExpr} as key, ${truncSql(bucket, 'created_at')} as start, count(*)::int as n, ${failures} as failures
        from ${table} where ${inRange('created_at')} group by 1, 2
      ),
      k as (${known ? `select key from (values ${known}) v(key) union ` : ''}select distinct key from c)
    select k.key, b.start, coalesce(c.n, 0)::int as n, coalesce(c.failures, 0)::int as failures
    from k cross join b left join c on c.key = k.key and c.start = b.start
    order by k.key, b.start`,
    [...rangeParams(range), ...rangeParams(range)],
  );
  return rows.map((r) => ({ key: String(r.key), start: toDate(r.start), n: toInt(r.n), failures: toInt(r.failures) }));
}

/** A string constant of our own code as an SQL literal (quotes doubled; never user input). */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Group keyed rows by key, keeping bucket order. */
export function groupByKey<T extends { key: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const list = out.get(r.key);
    if (list) list.push(r);
    else out.set(r.key, [r]);
  }
  return out;
}

/** Known keys first in their order, then the others by descending count, then by key. */
export function orderKeys(known: readonly string[], counts: ReadonlyMap<string, number>): string[] {
  const others = [...counts.keys()].filter((k) => !known.includes(k));
  others.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  return [...known, ...others];
}
