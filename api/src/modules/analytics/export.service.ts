import type { EntityManager } from '@mikro-orm/postgresql';
import { iso, resolveRange, type AnalyticsBucket, type DateRange } from './analytics.range.js';
import {
  getActiveUsersOverTime,
  getEarlyAccessOverTime,
  getFactCheckBreakdown,
  getFactChecksOverTime,
  getProviderCalls,
  type RangeInput,
} from './analytics.service.js';
import { query, type Row } from './sql-rows.js';
import { RESULT_JOIN, STORED_ANALYSIS } from '../fact-check/stored-result.js';
import { csvRow } from './csv.js';

export const EXPORT_BATCH = 1000;

export const FACT_CHECK_COLUMNS = [
  'id',
  'created_at',
  'user_id',
  'user_email',
  'platform',
  'content_type',
  'credibility_score',
  'accuracy_score',
  'accuracy_band',
  'tone_score',
  'tone_band',
  'verdict',
  'sources',
  'partial',
  'content',
] as const;

/**
 * Fact-checks of the range, oldest first, in keyset batches of EXPORT_BATCH over (created_at, id): never
 * all rows in memory, and the pooled connection is released between batches, so a slow download does not
 * hold a connection (or a transaction) for its whole length. The cursor keeps created_at's microseconds.
 */
export async function* factCheckBatches(em: EntityManager, range: DateRange, batch = EXPORT_BATCH): AsyncGenerator<unknown[][]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const params: unknown[] = [iso(range.from), iso(range.to)];
    if (after) params.push(after.at, after.at, after.id);
    params.push(batch);
    const rows: Row[] = await query(
      em,
      `select f.id, to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, f.user_id, u.email as user_email,
         f.platform, f.content_type, f.credibility_score,
         r.a->'accuracy'->>'score' as accuracy_score, r.a->'accuracy'->>'band' as accuracy_band,
         r.a->'tone'->>'score' as tone_score, r.a->'tone'->>'band' as tone_band,
         r.a->>'verdict' as verdict, coalesce(jsonb_array_length(case when jsonb_typeof(r.a->'sources') = 'array' then r.a->'sources' end), 0) as sources,
         r.a->>'partial' as partial, f.content
       from fact_checks f left join users u on u.id = f.user_id ${RESULT_JOIN} cross join lateral (select ${STORED_ANALYSIS} as a) r
       where f.created_at >= ?::timestamptz and f.created_at < ?::timestamptz
         ${after ? 'and f.created_at >= ?::timestamptz and (f.created_at, f.id) > (?::timestamptz, ?::uuid)' : ''}
       order by f.created_at, f.id limit ?`,
      params,
    );
    if (!rows.length) return;
    yield rows.map((r) => FACT_CHECK_COLUMNS.map((c) => numeric(c, r[c])));
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: String(last.created_at), id: String(last.id) };
  }
}

const NUMERIC = new Set(['credibility_score', 'accuracy_score', 'tone_score', 'sources']);
const numeric = (column: string, v: unknown) => (NUMERIC.has(column) && v !== null && v !== undefined ? Number(v) : v);

/**
 * The analytics table of the range, one row per bucket: fact-checks (all, by content type, by band, by
 * platform), active users, provider calls (all, failed, by kind), sign-ups and promotions. Built from the
 * same service calls as the GraphQL queries, so the numbers are the same; at most 401 aggregated rows.
 */
export async function analyticsTable(
  em: EntityManager,
  input: RangeInput & { bucket: AnalyticsBucket },
): Promise<{ header: string[]; rows: unknown[][] }> {
  resolveRange(input.from, input.to); // validate before starting the parallel queries
  const [total, content, band, platform, active, kinds, early] = await Promise.all([
    getFactChecksOverTime(em, input),
    getFactCheckBreakdown(em, 'contentType', input),
    getFactCheckBreakdown(em, 'verdictBand', input),
    getFactCheckBreakdown(em, 'platform', input),
    getActiveUsersOverTime(em, input),
    getProviderCalls(em, 'kind', input),
    getEarlyAccessOverTime(em, input),
  ]);
  const groups = [
    ...[content, band, platform].flatMap((b, i) =>
      b.categories.map((c) => ({ name: `${['content', 'band', 'platform'][i]}_${c.key}`, at: (n: number) => c.points?.[n]?.count ?? 0 })),
    ),
  ];
  const header = [
    'bucket_start',
    'fact_checks',
    ...groups.map((g) => g.name),
    'active_users',
    'provider_calls',
    'provider_failures',
    ...kinds.items.map((k) => `calls_${k.key}`),
    'signups',
    'promotions',
  ];
  const rows = total.points.map((p, n) => {
    const calls = kinds.items.map((k) => k.points?.[n]?.calls ?? 0);
    return [
      p.start,
      p.count,
      ...groups.map((g) => g.at(n)),
      active.points[n]?.count ?? 0,
      calls.reduce((s, c) => s + c, 0),
      kinds.items.reduce((s, k) => s + (k.points?.[n]?.failures ?? 0), 0),
      ...calls,
      early.points[n]?.signups ?? 0,
      early.points[n]?.promotions ?? 0,
    ];
  });
  return { header, rows };
}

/** The fact-checks CSV of a range as chunks (header, then one chunk per batch), for any writable stream. */
export async function* factChecksCsv(em: EntityManager, range: DateRange): AsyncGenerator<string> {
  yield csvRow(FACT_CHECK_COLUMNS);
  for await (const batch of factCheckBatches(em, range)) yield batch.map(csvRow).join('');
}

/** The analytics table as CSV chunks: header, then one row per chunk. */
export function* tableCsv(table: { header: readonly unknown[]; rows: readonly (readonly unknown[])[] }): Generator<string> {
  yield csvRow(table.header);
  for (const row of table.rows) yield csvRow(row);
}
