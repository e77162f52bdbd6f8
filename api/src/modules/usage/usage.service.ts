import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordUsage, UsageRecord } from '../../providers/http.js';

interface UsageScope {
  userId: string | null;
  records: UsageRecord[];
}

const scope = new AsyncLocalStorage<UsageScope>();

/**
 * The `record` hook given to every provider client: it collects the call in the current request's
 * scope (who asked is known there), and `withUsage` writes them all in one insert at the end.
 */
export const recordUsage: RecordUsage = (usage) => {
  scope.getStore()?.records.push(usage);
};

/** Run `fn` with provider calls attributed to `userId`; their api_usage rows are stored afterwards, even when fn fails. */
export async function withUsage<T>(em: EntityManager, userId: string | null, fn: () => Promise<T>): Promise<T> {
  const store: UsageScope = { userId, records: [] };
  try {
    return await scope.run(store, fn);
  } finally {
    await storeUsage(em, userId, store.records);
  }
}

/** Insert api_usage rows (one statement for all of them). */
export async function storeUsage(em: EntityManager, userId: string | null, records: readonly UsageRecord[]): Promise<void> {
  if (!records.length) return;
  const values = records.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
  const params = records.flatMap((r) => [userId, r.provider.slice(0, 64), r.requestType.slice(0, 64), Math.max(0, Math.round(r.tokensUsed || 0)), r.success, Math.round(r.ms)]);
  await em.execute(`insert into api_usage (user_id, api_provider, request_type, tokens_used, success, latency_ms) values ${values}`, params, 'run');
}
