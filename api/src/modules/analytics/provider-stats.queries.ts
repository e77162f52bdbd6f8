import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnalyticsBucket, DateRange } from './analytics.range.js';
import type { ProviderCallPoint, ProviderCallStats, ProviderCallsReport } from './analytics.types.js';
import { KIND_LABELS, KNOWN_PROVIDERS, PROVIDER_KIND_ORDER, PROVIDER_LABELS, kindOf, providerKindSql, type ProviderKind } from './provider-kinds.js';
import { groupByKey, inRange, keyedSeries, orderKeys, query, rangeParams, toInt, toNum } from './sql-rows.js';

export type ProviderGrouping = 'provider' | 'kind';

const GROUPINGS: Record<ProviderGrouping, { keyExpr: string; known: readonly string[]; label: (k: string) => string; kind: (k: string) => ProviderKind }> = {
  provider: { keyExpr: 'api_provider', known: KNOWN_PROVIDERS, label: (k) => PROVIDER_LABELS[k] ?? k, kind: kindOf },
  kind: {
    keyExpr: providerKindSql('api_provider'),
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
export async function providerCalls(em: EntityManager, grouping: ProviderGrouping, range: DateRange, bucket: AnalyticsBucket | null): Promise<ProviderCallsReport> {
  const g = GROUPINGS[grouping];
  const [rows, seriesRows] = await Promise.all([
    query(
      em,
      `select ${g.keyExpr} as key, count(*)::int as calls, (count(*) filter (where success))::int as successes,
         percentile_cont(0.5) within group (order by latency_ms) as p50,
         percentile_cont(0.95) within group (order by latency_ms) as p95,
         avg(latency_ms)::float8 as avg, coalesce(sum(tokens_used), 0)::float8 as tokens
       from api_usage where ${inRange('created_at')} group by 1`,
      rangeParams(range),
    ),
    bucket ? keyedSeries(em, { table: 'api_usage', keyExpr: g.keyExpr, knownKeys: g.known, range, bucket, failureExpr: 'not success' }) : null,
  ]);
  const byKey = new Map(rows.map((r) => [String(r.key), r]));
  const series = seriesRows ? groupByKey(seriesRows) : null;
  const counts = new Map([...byKey].map(([k, r]) => [k, toInt(r.calls)]));
  const items = orderKeys(g.known, counts).map((key): ProviderCallStats => {
    const r = byKey.get(key);
    const calls = toInt(r?.calls);
    const successes = toInt(r?.successes);
    const points: ProviderCallPoint[] | null = series ? (series.get(key) ?? []).map((p) => ({ start: p.start, calls: p.n, failures: p.failures })) : null;
    return {
      key,
      label: g.label(key),
      kind: g.kind(key),
      calls,
      successes,
      failures: calls - successes,
      successRate: calls ? successes / calls : null,
      latencyP50Ms: toNum(r?.p50),
      latencyP95Ms: toNum(r?.p95),
      avgLatencyMs: toNum(r?.avg),
      tokensUsed: toNum(r?.tokens) ?? 0,
      points,
    };
  });
  return { ...range, bucket, totalCalls: items.reduce((s, i) => s + i.calls, 0), items };
}
