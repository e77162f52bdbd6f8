import type { EntityManager } from '@mikro-orm/postgresql';

export interface RateHit {
  count: number;
  resetAt: Date;
  allowed: boolean;
}

/**
 * Fixed-window counters in PostgreSQL, so every API replica shares them (DESIGN.md section 1).
 * One atomic upsert per hit: the window starts at the first hit and lasts `windowSeconds`.
 */
export async function hitRateLimit(em: EntityManager, key: string, limit: number, windowSeconds: number): Promise<RateHit> {
  const rows = await em.execute<{ count: number; reset_at: Date }[]>(
    `insert into rate_limits (key, count, reset_at) values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update set
       count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => ?) else rate_limits.reset_at end
     returning count, reset_at`,
    [key, windowSeconds, windowSeconds],
  );
  const row = rows[0];
  return { count: row.count, resetAt: new Date(row.reset_at), allowed: row.count <= limit };
}

export async function clearRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from rate_limits where key = ?', [key], 'run');
}

/** Give back one hit (for attempts that turned out not to count, e.g. a successful sign-in). */
export async function refundRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.execute('update rate_limits set count = greatest(count - 1, 0) where key = ?', [key], 'run');
}

/** Drop windows that ended (called now and then; counters are correct without it). */
export async function pruneRateLimits(em: EntityManager): Promise<void> {
  await em.execute('delete from rate_limits where reset_at < now()', [], 'run');
}

/** "3 minutes" style text for a reset time. */
export function retryAfterText(resetAt: Date): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
