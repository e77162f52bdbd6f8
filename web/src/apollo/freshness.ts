import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useState } from 'react';
import { QUERY_FRESH_MS } from '@factlens/common';

/**
 * Apollo has no "stale time", so freshness (docs/adr/0016-client-behaviour.md: 5 min for cached queries, 30 s
 * for slots) is tracked here: a mount within the window reads the cache, a later one reads
 * the cache and refetches in the background.
 */
const fetchedAt = new Map<string, number>();

export function freshnessPolicy(key: string, maxAgeMs: number = QUERY_FRESH_MS, now = Date.now()): WatchQueryFetchPolicy {
  const last = fetchedAt.get(key);
  if (last !== undefined && now - last < maxAgeMs) return 'cache-first';
  fetchedAt.set(key, now);
  return last === undefined ? 'cache-first' : 'cache-and-network';
}

/** Forget every timestamp; called when the store is cleared (sign-in, sign-out). */
export function resetFreshness(): void {
  fetchedAt.clear();
}

/** The fetch policy for this mount, decided once (render may run many times). */
export function useFreshPolicy(key: string, maxAgeMs: number = QUERY_FRESH_MS): WatchQueryFetchPolicy {
  const [policy] = useState(() => freshnessPolicy(key, maxAgeMs));
  return policy;
}
