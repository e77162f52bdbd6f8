import { createHash } from 'node:crypto';
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

/** How long a read image's text may be checked without a second unit (docs/adr/0007-daily-limits.md). */
export const OCR_FOLLOW_UP_SECONDS = 10 * 60;

function followUpKey(user: User, text: string): string {
  const normalised = text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return `ocr-check:${user.id}:${createHash('sha256').update(normalised).digest('base64url')}`;
}

/**
 * After a successful OCR read: the check of the text it read is already paid for. Kept in
 * rate_limits (shared by every replica, pruned after it expires) as a count of unused grants for this
 * user and text, so a region check costs one unit however the two calls are spread over replicas.
 */
export async function grantOcrFollowUp(em: EntityManager, user: User, text: string): Promise<void> {
  if (!text.trim()) return;
  await em.execute(
    `insert into rate_limits (key, count, reset_at) values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update set count = case when rate_limits.reset_at > now() then rate_limits.count + 1 else 1 end,
       reset_at = excluded.reset_at`,
    [followUpKey(user, text), OCR_FOLLOW_UP_SECONDS],
    'run',
  );
}

/**
 * Use one OCR follow-up grant for `text`, if there is an unexpired one: the check then takes no unit
 * and answers the usage as it stands. Null when there is none (the caller takes a unit as usual).
 */
export async function useOcrFollowUp(em: EntityManager, user: User, text: string): Promise<UsageGrant | null> {
  const used = await em.execute<{ count: number }[]>(
    `update rate_limits set count = count - 1 where key = ? and count > 0 and reset_at > now() returning count`,
    [followUpKey(user, text)],
  );
  if (!used.length) return null;
  const [row] = await em.execute<{ daily_usage: number; daily_limit: number; role: string }[]>(
    `select case when ${STALE} then 0 else daily_usage end as daily_usage, daily_limit, role from users where id = ?`,
    [user.id],
  );
  return { used: row?.daily_usage ?? 0, limit: row?.role === 'admin' ? null : (row?.daily_limit ?? null), resetsAt: nextUtcMidnight().toISOString() };
}
