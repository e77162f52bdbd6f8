import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rateLimited, unauthenticated } from '../../errors.js';
import type { User } from '../users/user.entity.js';
import type { QueryResultRow } from 'pg';
import { LRUCache } from 'lru-cache';
import { batchedReads, nativeSql, perSql, type NativeSql } from '../../db/native.js';
import type { StoredBody } from '../fact-check/stored-result.js';

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
  return {
    used: row?.daily_usage ?? 0,
    limit: row?.role === 'admin' ? null : (row?.daily_limit ?? null),
    resetsAt: nextUtcMidnight().toISOString(),
  };
}

// ---- The fact-check path (docs/adr/0082-exact-daily-count.md): `daily_usage` counts stored checks only.

/** The 429 of a used-up allowance, with the figures as they stand. */
async function limitReached(sql: NativeSql, userId: string, sessionHash: string | null = null): Promise<never> {
  if (sessionHash) await confirmSession(sql, userId, sessionHash);
  const [current] = await sql.query<{ used: number; daily_limit: number }>(
    'usage_refused',
    `select ${USED} + ${LIVE_PENDING} as used, daily_limit from users where id = $1`,
    [userId],
  );
  throw dailyLimitReached(current?.used ?? null, current?.daily_limit ?? null);
}

/** The 429 of a used-up allowance; `used` counts the units held by checks still in flight (they will be stored in a moment). */
function dailyLimitReached(used: number | null, limit: number | null) {
  return rateLimited(`Daily limit reached: ${used ?? '?'} of ${limit ?? '?'} fact-checks used today. It resets at 00:00 UTC.`, {
    used,
    limit,
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

/** Today's usage of the users of one batch of reads (docs/adr/0121-batched-hot-reads.md). */
const USAGE_CURRENT = `select id::text as id, ${USED} as used, daily_limit, last_usage_reset from users where id = any($1::uuid[])`;

/** Today's usage of a user, read fresh (the session cache does not follow the counter). */
export async function currentUsage(
  sql: NativeSql,
  userId: string,
): Promise<{ used: number; limit: number; lastReset: Date | null } | null> {
  // The driver's pool returns timestamptz as text (MikroORM's parsers); Date it here.
  const row = await batchedReads<{ id: string; used: number; daily_limit: number; last_usage_reset: Date | string | null }>(
    sql,
    'usage_current_batch',
    USAGE_CURRENT,
    'id',
  ).get(userId);
  return row
    ? { used: row.used, limit: row.daily_limit, lastReset: row.last_usage_reset === null ? null : new Date(row.last_usage_reset) }
    : null;
}

/**
 * Hold one unit for a check that has work to do (evidence from the providers): the unit is counted
 * against the limit at once, so concurrent checks never pass it, but it only becomes part of the
 * day's count when the check is stored (`storeCheck`). A hold that is never stored or released (a
 * killed process) lapses `holdSeconds` after the user's last hold. Administrators are never refused.
 */
export async function holdDailyUnit(
  sql: NativeSql,
  user: Pick<User, 'id'>,
  holdSeconds: number,
  sessionHash: string | null = null,
): Promise<void> {
  const rows = await sql.query(
    'usage_hold',
    `update users set usage_pending = ${LIVE_PENDING} + 1, usage_pending_until = now() + make_interval(secs => $2)
      where id = $1 and (role = 'admin' or ${USED} + ${LIVE_PENDING} < daily_limit) and ${liveSession('$3')} returning 1`,
    [user.id, holdSeconds, sessionHash],
  );
  if (!rows.length) await limitReached(sql, user.id, sessionHash);
}

/** Give back a hold whose check failed. */
export async function releaseDailyUnit(sql: NativeSql, user: Pick<User, 'id'>): Promise<void> {
  await sql.query('usage_release', `update users set usage_pending = greatest(${LIVE_PENDING} - 1, 0) where id = $1`, [user.id]);
}

/** One stored check, as `storeCheck` writes it into fact_checks. */
export interface StoredCheck {
  id: string;
  content: string;
  contentType: string;
  platform: string;
  /** What only this check's request had (id, cached, platform, time), without the `usage` the statement adds from the counter it has just moved. */
  own: object;
  /** The rest of the result, stored once for every check that showed it (docs/adr/0129-results-stored-once.md). */
  body: StoredBody;
  credibilityScore: number | null;
  createdAt: Date;
}

/**
 * Count the check and store it in ONE statement: the counter moves only when the history row is
 * written, so the day's count always equals the checks stored today, whatever fails. With `held`
 * the unit was held before the work (the hold is turned into the count); without it (a cached
 * answer) the limit is checked here and a refusal stores nothing. Returns the usage the answer shows.
 *
 * Checks stored at the same moment through the same `sql` are written together, by one statement
 * and one commit (docs/adr/0120-group-commit-of-checks.md); each call still resolves only after the
 * commit that holds its own row, with its own usage, 429 or 401.
 */
export function storeCheck(
  sql: NativeSql,
  user: Pick<User, 'id'>,
  check: StoredCheck,
  held: boolean,
  sessionHash: string | null = null,
): Promise<UsageGrant> {
  return checkWriter(sql).store({ userId: user.id, check, held, sessionHash });
}

/** One check waiting for its statement. */
interface PendingStore {
  userId: string;
  check: StoredCheck;
  held: boolean;
  /** Token hash of a session served from the cache without its barrier: the statement proves it (docs/adr/0080-session-cache.md). */
  sessionHash: string | null;
  /** Send the body even if this process saw it stored (the statement found it missing). */
  withBody?: boolean;
}

/** What the statement decided for one check. */
interface StoreOutcome {
  n: number;
  live: boolean;
  granted: boolean;
  used_after: number | null;
  daily_limit: number | null;
  role: string | null;
  /** The user's used + held units after the statement (the figures of a 429). */
  used_total: number | null;
  /** The result's body was sent or is stored: false sends the check again with its body. */
  has_body: boolean;
}

/** Batches in flight at once per pool: later checks gather behind them into the next batch. */
export const STORE_BATCHES_IN_FLIGHT = 2;
/** Most checks in one statement. */
export const STORE_BATCH_MAX = 200;
/** Attempts of a batch that PostgreSQL aborted as a deadlock or serialization failure before it is split. */
const STORE_RETRIES = 2;
/** Result bodies a writer remembers as stored, so a cached answer sends only their key. */
const KNOWN_BODIES = 10_000;

/**
 * The group-commit statement (docs/adr/0120-group-commit-of-checks.md). `$1` is a JSON array of checks
 * (`n` = position in the batch). Per user, in batch order: a held check is always counted (its unit was
 * held under the limit); a cached one only while used + held + the batch's earlier cached checks of
 * that user stay under the limit (administrators are never refused), and only if its session is still
 * live and its result's body was sent or is stored (docs/adr/0129-results-stored-once.md). The users
 * rows are locked in id order first, so batches of any replicas never deadlock on them, and the limit
 * is evaluated on the rows' current values. Each counted check gets its own usage (the count after it,
 * in batch order), its history row and, when it sent one that is not stored yet, its result's body;
 * the answer has one row per check.
 */
const STORE_CHECKS = `with req as (
  select r.*, (r.session_hash is null or exists (select 1 from sessions s where s.token_hash = r.session_hash and s.user_id = r.user_id
                 and s.revoked_at is null and s.expires_at > now())) as live,
         (r.body is not null or exists (select 1 from check_results b where b.hash = r.result_hash)) as has_body
    from json_to_recordset($1::json) as r(n int, user_id uuid, held boolean, session_hash text, id uuid, content text,
         content_type text, platform text, result jsonb, result_hash text, body jsonb, score int, created_at timestamptz)
), cur as (
  select u.id, u.role, u.daily_limit, ${USED} as used, ${LIVE_PENDING} as pending
    from users u where u.id in (select user_id from req where live and has_body) order by u.id for update
), ranked as (
  select q.n, q.user_id, q.held, q.live, q.has_body, c.id is not null as known, c.role, c.daily_limit, c.used, c.pending,
         sum(case when q.live and q.has_body and not q.held then 1 else 0 end) over (partition by q.user_id order by q.n) as j
    from req q left join cur c on c.id = q.user_id
), decided as (
  select d.*, (d.known and d.live and d.has_body and (d.held or d.role = 'admin' or d.used + d.pending + d.j <= d.daily_limit)) as granted
    from ranked d
), numbered as (
  select d.*, case when d.granted then d.used + sum(d.granted::int) over (partition by d.user_id order by d.n) end as used_after,
         d.used + d.pending + sum((d.granted and not d.held)::int) over (partition by d.user_id) as used_total
    from decided d
), upd as (
  update users u set
      daily_usage = g.used + g.granted_n,
      last_usage_reset = case when ${STALE} then now() else u.last_usage_reset end,
      usage_pending = case when g.held_n > 0 then greatest(${LIVE_PENDING} - g.held_n, 0) else u.usage_pending end
    from (select user_id, min(used) as used, count(*) filter (where granted) as granted_n, count(*) filter (where granted and held) as held_n
            from numbered group by user_id having bool_or(granted)) g
   where u.id = g.user_id
  returning 1
), bodies as (
  insert into check_results (hash, body)
  select distinct on (q.result_hash) q.result_hash, q.body from req q join numbered n on n.n = q.n
   where n.granted and q.body is not null order by q.result_hash
  on conflict (hash) do nothing
), ins as (
  insert into fact_checks (id, user_id, content, content_type, platform, result, result_hash, credibility_score, created_at)
  select q.id, q.user_id, q.content, q.content_type, q.platform,
         q.result || jsonb_build_object('usage', jsonb_build_object('used', n.used_after,
           'limit', case when n.role = 'admin' then null else n.daily_limit end, 'resetsAt', $2::text)),
         q.result_hash, q.score, q.created_at
    from req q join numbered n on n.n = q.n
   where n.granted
  returning 1
)
select n, live, has_body, granted, used_after::int, daily_limit, role, used_total::int from numbered order by n`;

/** SQLSTATE classes of an error caused by one row's data (22: data exception, 23: constraint): the rest of its batch is innocent. */
const ROW_ERROR = /^2[23]/;
/** Deadlock or serialization failure: the statement may simply be run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Group commit of stored checks for one pool (docs/adr/0120-group-commit-of-checks.md): checks that
 * arrive in the same event-loop turn, or while earlier batches are being written, go out together
 * as one statement. A batch that fails because of one row's data is written again one check at a
 * time, so only that check fails; a lost connection fails the whole batch (each answers 503).
 */
export class CheckWriter {
  private queue: { item: PendingStore; resolve: (u: UsageGrant) => void; reject: (err: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Keys of result bodies this writer has seen committed: a check showing one sends only its key. */
  private readonly knownBodies = new LRUCache<string, true>({ max: KNOWN_BODIES });

  constructor(
    private readonly sql: NativeSql,
    private readonly opts: { batchesInFlight?: number; maxBatch?: number } = {},
  ) {}

  store(item: PendingStore): Promise<UsageGrant> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.queue.length || this.inFlight >= (this.opts.batchesInFlight ?? STORE_BATCHES_IN_FLIGHT)) return;
    this.scheduled = true;
    // One event-loop turn: every check that reaches this point in the same turn joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      if (!this.queue.length || this.inFlight >= (this.opts.batchesInFlight ?? STORE_BATCHES_IN_FLIGHT)) return;
      const batch = this.queue.splice(0, this.opts.maxBatch ?? STORE_BATCH_MAX);
      this.inFlight++;
      void this.write(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
      this.schedule();
    });
  }

  private async write(batch: typeof this.queue): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const outcomes = await this.run(batch.map((b) => b.item));
        batch.forEach((b, i) => {
          const o = outcomes[i];
          if (o?.granted) this.knownBodies.set(b.item.check.body.hash, true);
          // A body this process took for stored is not there (removed since): the check goes again with it.
          if (o && o.live && !o.has_body && !b.item.withBody) this.store({ ...b.item, withBody: true }).then(b.resolve, b.reject);
          else settle(b, o);
        });
        return;
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' && RETRYABLE.has(code) && attempt < STORE_RETRIES) continue;
        if (batch.length > 1 && typeof code === 'string' && (ROW_ERROR.test(code) || RETRYABLE.has(code))) {
          // One check's row was refused: write each alone, so the others are stored and only that one fails.
          await Promise.all(batch.map((b) => this.write([b])));
          return;
        }
        for (const b of batch) b.reject(err);
        return;
      }
    }
  }

  private run(items: PendingStore[]): Promise<StoreOutcome[]> {
    const rows = items.map((it, n) => {
      const { body } = it.check;
      const row = JSON.stringify({
        n,
        user_id: it.userId,
        held: it.held,
        session_hash: it.held ? null : it.sessionHash,
        id: it.check.id,
        content: it.check.content,
        content_type: it.check.contentType,
        platform: it.check.platform,
        result: it.check.own,
        result_hash: body.hash,
        score: it.check.credibilityScore,
        created_at: it.check.createdAt.toISOString(),
      });
      // No body when this writer has seen it committed; else its JSON, spliced in as it was made (each row proves its own body).
      if (!it.withBody && this.knownBodies.has(body.hash)) return row;
      return `${row.slice(0, -1)},"body":${body.json}}`;
    });
    return this.sql.query<StoreOutcome & QueryResultRow>('usage_store_checks', STORE_CHECKS, [
      `[${rows.join(',')}]`,
      nextUtcMidnight().toISOString(),
    ]);
  }
}

function settle(
  b: { item: PendingStore; resolve: (u: UsageGrant) => void; reject: (err: unknown) => void },
  o: StoreOutcome | undefined,
): void {
  if (o?.granted) {
    b.resolve({ used: Number(o.used_after), limit: o.role === 'admin' ? null : o.daily_limit, resetsAt: nextUtcMidnight().toISOString() });
  } else if (o && !o.live) {
    b.reject(unauthenticated('Invalid or expired session'));
  } else {
    b.reject(dailyLimitReached(o?.used_total ?? null, o?.daily_limit ?? null));
  }
}

const writers = new WeakMap<NativeSql, CheckWriter>();

/** The group-commit writer of a pool's NativeSql (one per process and pool). */
export function checkWriter(sql: NativeSql): CheckWriter {
  return perSql(writers, sql, () => new CheckWriter(sql));
}

/** Store a check whose unit was already taken (a region check paid by its OCR read): its body, if new, and the history row. */
export async function storeCheckWithoutUnit(sql: NativeSql, user: Pick<User, 'id'>, check: StoredCheck, usage: UsageGrant): Promise<void> {
  await sql.query(
    'usage_store_check_paid',
    `with bodies as (insert into check_results (hash, body) values ($9, $10::jsonb) on conflict (hash) do nothing)
     insert into fact_checks (id, user_id, content, content_type, platform, result, result_hash, credibility_score, created_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $9, $7, $8)`,
    [
      check.id,
      user.id,
      check.content,
      check.contentType,
      check.platform,
      JSON.stringify({ ...check.own, usage }),
      check.credibilityScore,
      check.createdAt,
      check.body.hash,
      check.body.json,
    ],
  );
}
