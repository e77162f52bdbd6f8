import { LRUCache } from 'lru-cache';

/** How long an analytics answer is reused. Short: dashboards refresh, and numbers are at most this stale. */
export const ANALYTICS_CACHE_TTL_MS = 30_000;

/*
 * In-process and per replica on purpose: the answers are derived, read-only and at most 30 s old, so
 * replicas disagreeing for a few seconds is harmless (docs/adr/0002-one-process-state-in-postgresql.md keeps only caches that
 * correctness depends on in PostgreSQL). The promise itself is cached, so N identical requests arriving
 * together run the SQL once; a failure is evicted at once.
 */
const cache = new LRUCache<string, Promise<unknown>>({ max: 500, ttl: ANALYTICS_CACHE_TTL_MS });

/** `compute()` once per `name` + `args` for ANALYTICS_CACHE_TTL_MS. Args must be JSON (dates as ISO strings). */
export function cached<T>(name: string, args: unknown, compute: () => Promise<T>): Promise<T> {
  const key = `${name}:${JSON.stringify(args)}`;
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const p = compute();
  cache.set(key, p);
  p.catch(() => {
    if (cache.get(key) === p) cache.delete(key);
  });
  return p;
}

/** Forget every cached answer (tests, and after a seed). */
export function clearAnalyticsCache(): void {
  cache.clear();
}
