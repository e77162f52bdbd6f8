import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnalyticsBucket, DateRange } from './analytics.range.js';
import type { ProviderCallPoint, ProviderCallStats, ProviderCallsReport } from './analytics.model.js';
import {
  KIND_LABELS,
  KNOWN_PROVIDERS,
  PROVIDER_KIND_ORDER,
  PROVIDER_LABELS,
  kindFromCode,
  kindOf,
  providerKindCodeSql,
  providerKindSql,
  type ProviderKind,
} from './provider-kinds.js';
import { groupByKey, inRange, keyedSeries, orderKeys, query, rangeParams, toInt, toNum } from './sql-rows.js';

export type ProviderGrouping = 'provider' | 'kind';

interface Grouping {
  /** Key of the per-bucket counts (hash-aggregated, so text is fine). */
  keyExpr: string;
  /** Key of the percentile statement (sorted: see providerKindCodeSql) and how to read it back. */
  statsKeyExpr: string;
  decode: (raw: unknown) => string;
  known: readonly string[];
  label: (k: string) => string;
  kind: (k: string) => ProviderKind;
}

const GROUPINGS: Record<ProviderGrouping, Grouping> = {
  provider: {
    keyExpr: 'api_provider',
    // grouped in the order of the (api_provider, created_at) index: no sort at all
    statsKeyExpr: 'api_provider',
    decode: String,
    known: KNOWN_PROVIDERS,
    label: (k) => PROVIDER_LABELS[k] ?? k,
    kind: kindOf,
  },
  kind: {
    keyExpr: providerKindSql('api_provider'),
    statsKeyExpr: providerKindCodeSql('api_provider'),
    decode: kindFromCode,
    // `other` is listed only when such calls exist.
    known: PROVIDER_KIND_ORDER.filter((k) => k !== 'other'),
    label: (k) => KIND_LABELS[k as ProviderKind] ?? k,
    kind: (k) => (k in KIND_LABELS ? (k as ProviderKind) : 'other'),
  },
};

/**
 * Provider calls grouped by provider or by kind: count, success rate and latency percentiles
 * (percentile_cont over latency_ms), all in one grouped statement; with a bucket, calls and failures per bucket.
 */
export async function providerCalls(
  em: EntityManager,
  grouping: ProviderGrouping,
  range: DateRange,
  bucket: AnalyticsBucket | null,
): Promise<ProviderCallsReport> {
  const g = GROUPINGS[grouping];
  const [rows, seriesRows] = await Promise.all([
    query(
      em,
      `select ${g.statsKeyExpr} as key, count(*)::int as calls, (count(*) filter (where success))::int as successes,
         percentile_cont(array[0.5, 0.95]::float8[]) within group (order by latency_ms) as pct,
         avg(latency_ms)::float8 as avg, coalesce(sum(tokens_used), 0)::float8 as tokens
       from api_usage where ${inRange('created_at')} group by 1`,
      rangeParams(range),
    ),
    bucket
      ? keyedSeries(em, { table: 'api_usage', keyExpr: g.keyExpr, knownKeys: g.known, range, bucket, failureExpr: 'not success' })
      : null,
  ]);
  const byKey = new Map(rows.map((r) => [g.decode(r.key), r]));
  const series = seriesRows ? groupByKey(seriesRows) : null;
  const counts = new Map([...byKey].map(([k, r]) => [k, toInt(r.calls)]));
  const items = orderKeys(g.known, counts).map((key): ProviderCallStats => {
    const r = byKey.get(key);
    const calls = toInt(r?.calls);
    const successes = toInt(r?.successes);
    const pct = r?.pct as (number | string | null)[] | null | undefined; // one sort for both percentiles
    const points: ProviderCallPoint[] | null = series
      ? (series.get(key) ?? []).map((p) => ({ start: p.start, calls: p.n, failures: p.failures }))
      : null;
    return {
      key,
      label: g.label(key),
      kind: g.kind(key),
      calls,
      successes,
      failures: calls - successes,
      successRate: calls ? successes / calls : null,
      latencyP50Ms: toNum(pct?.[0]),
      latencyP95Ms: toNum(pct?.[1]),
      avgLatencyMs: toNum(r?.avg),
      tokensUsed: toNum(r?.tokens) ?? 0,
      points,
    };
  });
  return { ...range, bucket, totalCalls: items.reduce((s, i) => s + i.calls, 0), items };
}
