import type { EntityManager } from '@mikro-orm/postgresql';
import { rateLimited } from '../../errors.js';
import type { User } from '../users/user.entity.js';

export interface UsageGrant {
  used: number;
  /** null for administrators (no limit). */
  limit: number | null;
  resetsAt: string;
}

/** The next 00:00 UTC, when every counter starts again. */
export function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

// "Today" in UTC as PostgreSQL sees it, so every replica agrees on when a day starts.
const TODAY = "(date_trunc('day', now() at time zone 'utc') at time zone 'utc')";
const STALE = `(last_usage_reset is null or last_usage_reset < ${TODAY})`;

/**
 * Take one unit of the user's daily allowance in a single atomic statement (docs/adr/0007-daily-limits.md):
 * the counter restarts at 00:00 UTC, and the row is only updated while under the limit, so N
 * concurrent requests never pass a limit of L more than L times, whatever the number of replicas.
 * Administrators are counted but never refused. Throws 429 with used/limit/resetsAt when over.
 */
export async function takeDailyUnit(em: EntityManager, user: User): Promise<UsageGrant> {
  const resetsAt = nextUtcMidnight().toISOString();
  const rows = await em.execute<{ daily_usage: number; daily_limit: number; role: string }[]>(
    `update users set
       daily_usage = case when ${STALE} then 1 else daily_usage + 1 end,
       last_usage_reset = case when ${STALE} then now() else last_usage_reset end
     where id = ? and (role = 'admin' or ${STALE} or daily_usage < daily_limit)
     returning daily_usage, daily_limit, role`,
    [user.id],
  );
  const row = rows[0];
  if (row) return { used: row.daily_usage, limit: row.role === 'admin' ? null : row.daily_limit, resetsAt };
  const [current] = await em.execute<{ daily_usage: number; daily_limit: number }[]>('select daily_usage, daily_limit from users where id = ?', [user.id]);
  throw rateLimited(`Daily limit reached: ${current?.daily_usage ?? '?'} of ${current?.daily_limit ?? '?'} fact-checks used today. It resets at 00:00 UTC.`, {
    used: current?.daily_usage ?? null,
    limit: current?.daily_limit ?? null,
    resetsAt,
  });
}

/** Give a unit back when a request was refused before any work was done. */
export async function refundDailyUnit(em: EntityManager, user: User): Promise<void> {
  await em.execute(`update users set daily_usage = greatest(daily_usage - 1, 0) where id = ? and not ${STALE}`, [user.id], 'run');
}
