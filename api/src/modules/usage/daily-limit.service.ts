import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rateLimited, unauthenticated } from '../../errors.js';
import type { User } from '../users/user.entity.js';
import { nativeSql, type NativeSql } from '../../db/native.js';

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
/** Checks in flight (reserved, not yet stored) that still hold a unit (docs/adr/0082-exact-daily-count.md). */
const LIVE_PENDING = '(case when usage_pending_until > now() then usage_pending else 0 end)';

/** SQL for today's count of a users row (`alias.` prefix optional): 0 when the last use was before 00:00 UTC. */
export function usedToday(alias?: string): string {
  const p = alias ? `${alias}.` : '';
  return `(case when ${p}last_usage_reset is null or ${p}last_usage_reset < ${TODAY} then 0 else ${p}daily_usage end)`;
}
const USED = usedToday();

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
       daily_usage = ${USED} + 1,
       last_usage_reset = case when ${STALE} then now() else last_usage_reset end
     where id = ? and (role = 'admin' or ${USED} + ${LIVE_PENDING} < daily_limit)
     returning daily_usage, daily_limit, role`,
    [user.id],
  );
  const row = rows[0];
  if (row) return { used: row.daily_usage, limit: row.role === 'admin' ? null : row.daily_limit, resetsAt };
  return limitReached(nativeSql(em), user.id);
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
    `select ${USED} as daily_usage, daily_limit, role from users where id = ?`,
    [user.id],
  );
  return { used: row?.daily_usage ?? 0, limit: row?.role === 'admin' ? null : (row?.daily_limit ?? null), resetsAt: nextUtcMidnight().toISOString() };
}

// ---- The fact-check path (docs/adr/0082-exact-daily-count.md): `daily_usage` counts stored checks only.

/** The 429 of a used-up allowance, with the figures as they stand. */
async function limitReached(sql: NativeSql, userId: string, sessionHash: string | null = null): Promise<never> {
  if (sessionHash) await confirmSession(sql, userId, sessionHash);
  // Units held by checks still in flight are part of what is used: they will be stored in a moment.
  const [current] = await sql.query<{ used: number; daily_limit: number }>(
    'usage_refused',
    `select ${USED} + ${LIVE_PENDING} as used, daily_limit from users where id = $1`,
    [userId],
  );
  throw rateLimited(`Daily limit reached: ${current?.used ?? '?'} of ${current?.daily_limit ?? '?'} fact-checks used today. It resets at 00:00 UTC.`, {
    used: current?.used ?? null,
    limit: current?.daily_limit ?? null,
    resetsAt: nextUtcMidnight().toISOString(),
  });
}

/**
 * SQL: the session of token hash `param` is still live for the row's user, or `param` is null (the
 * caller proved the session already). Lets the statement that counts a check also prove who asks
 * (docs/adr/0080-session-cache.md).
 */
function liveSession(param: string): string {
  return `(${param}::text is null or exists (select 1 from sessions s where s.token_hash = ${param} and s.user_id = users.id and s.revoked_at is null and s.expires_at > now()))`;
}

/** 401 unless the session of `sessionHash` is live for the user. */
export async function confirmSession(sql: NativeSql, userId: string, sessionHash: string): Promise<void> {
  const rows = await sql.query(
    'session_confirm',
    'select 1 from sessions where token_hash = $1 and user_id = $2 and revoked_at is null and expires_at > now()',
    [sessionHash, userId],
  );
  if (!rows.length) throw unauthenticated('Invalid or expired session');
}

/** Today's usage of a user, read fresh (the session cache does not follow the counter). */
export async function currentUsage(sql: NativeSql, userId: string): Promise<{ used: number; limit: number; lastReset: Date | null } | null> {
  // The driver's pool returns timestamptz as text (MikroORM's parsers); Date it here.
  const [row] = await sql.query<{ used: number; daily_limit: number; last_usage_reset: Date | string | null }>(
    'usage_current',
    `select ${USED} as used, daily_limit, last_usage_reset from users where id = $1`,
    [userId],
  );
  return row ? { used: row.used, limit: row.daily_limit, lastReset: row.last_usage_reset === null ? null : new Date(row.last_usage_reset) } : null;
}

/** The user with today's usage and limit read fresh: what `me` shows (the cached session does not follow the counter). */
export async function withTodaysUsage(sql: NativeSql, user: User): Promise<User> {
  const usage = await currentUsage(sql, user.id);
  if (usage) {
    user.dailyUsage = usage.used;
    user.dailyLimit = usage.limit;
    user.lastUsageReset = usage.lastReset;
  }
  return user;
}

/**
 * Hold one unit for a check that has work to do (evidence from the providers): the unit is counted
 * against the limit at once, so concurrent checks never pass it, but it only becomes part of the
 * day's count when the check is stored (`storeCheck`). A hold that is never stored or released (a
 * killed process) lapses `holdSeconds` after the user's last hold. Administrators are never refused.
 */
export async function holdDailyUnit(sql: NativeSql, user: User, holdSeconds: number, sessionHash: string | null = null): Promise<void> {
  const rows = await sql.query(
    'usage_hold',
    `update users set usage_pending = ${LIVE_PENDING} + 1, usage_pending_until = now() + make_interval(secs => $2)
      where id = $1 and (role = 'admin' or ${USED} + ${LIVE_PENDING} < daily_limit) and ${liveSession('$3')} returning 1`,
    [user.id, holdSeconds, sessionHash],
  );
  if (!rows.length) await limitReached(sql, user.id, sessionHash);
}

/** Give back a hold whose check failed. */
export async function releaseDailyUnit(sql: NativeSql, user: User): Promise<void> {
  await sql.query('usage_release', `update users set usage_pending = greatest(${LIVE_PENDING} - 1, 0) where id = $1`, [user.id]);
}

/** One stored check, as `storeCheck` writes it into fact_checks. */
export interface StoredCheck {
  id: string;
  content: string;
  contentType: string;
  platform: string;
  /** The result without its `usage`, which the statement adds from the counter it has just moved. */
  result: object;
  credibilityScore: number | null;
  createdAt: Date;
}

/**
 * Count the check and store it in ONE statement: the counter moves only when the history row is
 * written, so the day's count always equals the checks stored today, whatever fails. With `held`
 * the unit was held before the work (the hold is turned into the count); without it (a cached
 * answer) the limit is checked here and a refusal stores nothing. Returns the usage the answer shows.
 */
export async function storeCheck(sql: NativeSql, user: User, check: StoredCheck, held: boolean, sessionHash: string | null = null): Promise<UsageGrant> {
  const resetsAt = nextUtcMidnight().toISOString();
  const rows = await sql.query<{ daily_usage: number; daily_limit: number; role: string }>(
    'usage_store_check',
    `with u as (
       update users set
         daily_usage = ${USED} + 1,
         last_usage_reset = case when ${STALE} then now() else last_usage_reset end,
         usage_pending = case when $2 then greatest(${LIVE_PENDING} - 1, 0) else usage_pending end
        where id = $1 and ($2 or role = 'admin' or ${USED} + ${LIVE_PENDING} < daily_limit) and ${liveSession('$11')}
        returning daily_usage, daily_limit, role
     ), f as (
       insert into fact_checks (id, user_id, content, content_type, platform, result, credibility_score, created_at)
       select $3, $1, $4, $5, $6,
              $7::jsonb || jsonb_build_object('usage', jsonb_build_object('used', u.daily_usage,
                'limit', case when u.role = 'admin' then null else u.daily_limit end, 'resetsAt', $10::text)),
              $8, $9
         from u
       returning 1
     )
     select daily_usage, daily_limit, role from u`,
    [user.id, held, check.id, check.content, check.contentType, check.platform, JSON.stringify(check.result), check.credibilityScore, check.createdAt, resetsAt, sessionHash],
  );
  const row = rows[0];
  if (!row) return limitReached(sql, user.id, sessionHash);
  return { used: row.daily_usage, limit: row.role === 'admin' ? null : row.daily_limit, resetsAt };
}

/** Store a check whose unit was already taken (a region check paid by its OCR read): the history row only. */
export async function storeCheckWithoutUnit(sql: NativeSql, user: User, check: StoredCheck, usage: UsageGrant): Promise<void> {
  await sql.query(
    'usage_store_check_paid',
    `insert into fact_checks (id, user_id, content, content_type, platform, result, credibility_score, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [check.id, user.id, check.content, check.contentType, check.platform, JSON.stringify({ ...check.result, usage }), check.credibilityScore, check.createdAt],
  );
}
