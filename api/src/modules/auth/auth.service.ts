import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_MESSAGES, DEFAULT_MIN_TEXT_LENGTH, loginSchema, passwordChangeSchema, type Role } from '@factlens/common';
import { badInput, rateLimited, unauthenticated } from '../../errors.js';
import { clearRateLimit, clientNetworkKey, hitRateLimit, peekRateLimit, retryAfterText } from '../rate-limit/rate-limit.service.js';
import { EarlyAccessRespondent } from '../early-access/respondent.entity.js';
import { User } from '../users/user.entity.js';
import type { UserView } from '../users/user.presenter.js';
import { batchedReads, type NativeSql } from '../../db/native.js';
import { usedToday } from '../usage/daily-limit.service.js';
import { Session } from './session.entity.js';
import type { CachedSession, SessionCache } from './session-cache.js';
import { burnVerifyTime, hashPassword, newSessionToken, verifyPassword } from './password.js';

/** Sign-in throttling (docs/adr/0020-sign-in-throttling.md). */
export const LOGIN_ATTEMPTS_PER_NETWORK = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_SLOWDOWN_AFTER = 5;
export const LOGIN_DELAY_BASE_MS = 250;
export const LOGIN_DELAY_MAX_MS = 4000;

/** How long an attempt on an account with `failures` recent failures waits: 0, then 250 ms doubling to 4 s. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN_AFTER) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_BASE_MS * 2 ** (failures - LOGIN_SLOWDOWN_AFTER));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const INVALID_LOGIN = 'Invalid email or password';
/** Default idle timeout of a session (SESSION_IDLE_DAYS) and how often its last use is written. */
export const DEFAULT_SESSION_IDLE_DAYS = 7;
export const LAST_SEEN_REFRESH_MINUTES = 5;
export const PASSWORD_CHANGES_PER_USER = 10;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
  /** The account still has its generated password: the client must ask for a new one first. */
  mustChangePassword: boolean;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Sign in with email and password (docs/adr/0020-sign-in-throttling.md).
 * - Every attempt, a success included, counts against the client's network (an IPv4 address or an
 *   IPv6 /64): LOGIN_ATTEMPTS_PER_NETWORK per window, then 429. Nothing is refunded on success, so
 *   alternating guesses with one's own account does not reset the count.
 * - Failures are counted per account, but they never refuse the right password: past
 *   LOGIN_SLOWDOWN_AFTER failures every attempt on that account waits a growing delay before the
 *   password is checked, so a guesser is slowed while the owner still gets in.
 */
export async function login(em: EntityManager, input: unknown, client: ClientInfo, ttlDays: number): Promise<LoginResult> {
  const { email, password } = await loginSchema.validate(input, { abortEarly: true, stripUnknown: true });
  const normalised = normaliseEmail(email);
  const accountKey = `login:account:${normalised}`;
  const network = clientNetworkKey(client.ip);
  if (network) {
    const hit = await hitRateLimit(em, `login:net:${network}`, LOGIN_ATTEMPTS_PER_NETWORK, LOGIN_WINDOW_SECONDS);
    if (!hit.allowed) {
      throw rateLimited(`Too many sign-in attempts. Please try again in ${retryAfterText(hit.resetAt)}.`, {
        resetsAt: hit.resetAt.toISOString(),
      });
    }
  }
  const delay = loginDelayMs(await peekRateLimit(em, accountKey));
  if (delay > 0) await sleep(delay);

  const user = await em.findOne(User, { email: normalised }, { populate: ['password'] });
  const ok = user ? await verifyPassword(user.password, password) : (await burnVerifyTime(password), false);
  if (!user || !ok) {
    await hitRateLimit(em, accountKey, Number.MAX_SAFE_INTEGER, LOGIN_WINDOW_SECONDS);
    throw unauthenticated(INVALID_LOGIN);
  }

  // The owner got in: the account's failures are forgotten (the network's attempts are not).
  await clearRateLimit(em, accountKey);
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  em.create(Session, {
    user,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: client.userAgent?.slice(0, 255) ?? null,
    ip: client.ip?.slice(0, 64) ?? null,
  });
  // A promoted early-access user: record the sign-in and forget the clear copy of the generated password;
  // the member must now choose their own (docs/adr/0032-password-change-and-sessions.md).
  await em.nativeUpdate(
    EarlyAccessRespondent,
    { email: normalised, authorizedUser: true },
    { lastLoginDate: new Date(), generatedPassword: null },
  );
  await em.flush();
  return { token, expiresAt, user, mustChangePassword: user.mustChangePassword };
}

// Every column of users but the password hash: the session lookup runs on every request. The usage is
// today's (0 when the last use was before 00:00 UTC), so reads never show yesterday's count.
const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'extension_user_id',
  'role',
  'must_change_password',
  'password_changed_at',
  'subscription_tier',
  'subscription_status',
  'daily_limit',
  'last_usage_reset',
  'created_at',
  'updated_at',
]
  .map((c) => `u.${c}`)
  .join(', ');

/**
 * Session, user and extension settings in one indexed read (docs/adr/0080-session-cache.md), for the
 * token hashes of one batch of lookups (docs/adr/0121-batched-hot-reads.md).
 */
const SESSION_LOOKUP = `select ${USER_COLUMNS}, ${usedToday('u')} as daily_usage,
       coalesce(c.min_text_length, $3) as min_text_length, s.expires_at, s.last_seen_at, s.token_hash as lookup_token_hash
  from sessions s join users u on u.id = s.user_id left join extension_config c on c.user_id = u.id
 where s.token_hash = any($1::text[]) and s.revoked_at is null and s.expires_at > now()
   and s.last_seen_at > now() - make_interval(days => $2)`;
const SESSION_TOUCH = 'update sessions set last_seen_at = now() where token_hash = $1 and revoked_at is null and expires_at > now() returning 1';

export type LookupMode = 'cached' | 'prove-later' | 'fresh';

/** Who is asking: what role checks and the hot paths need, read with the session (no entity). */
export interface Principal {
  readonly id: string;
  readonly role: Role;
  /** The user entity of the request's EntityManager, mapped on the first call. */
  entity(): User;
}

/**
 * A signed-in caller: who they are and the settings the hot paths need. The user entity is mapped
 * into the request's EntityManager on first use only: MikroORM's mapping of one row cost more API CPU
 * than the rest of a cached request's authentication, and the hot paths need only the id and the role
 * (docs/adr/0124-entity-manager-and-user-on-demand.md).
 */
export class AuthSession {
  readonly principal: Principal;
  private mapped: User | undefined;

  constructor(
    /** The request's EntityManager, or how to get it (a request forks one on first use). */
    private readonly em: EntityManager | (() => EntityManager),
    /** Columns of `users` as the lookup read them (never changed here: the cache keeps the same object). */
    private readonly row: Readonly<Record<string, unknown>>,
    /** The user's extension setting "shortest text to check" (the default when they never saved one). */
    readonly minTextLength: number,
    /** Set when the session came from the cache without the barrier: the caller must prove it (see `authenticate`). */
    readonly unconfirmedTokenHash: string | null,
  ) {
    this.principal = { id: String(row.id), role: row.role as Role, entity: () => this.user };
  }

  /** The user as a managed entity of the request's EntityManager (mapped on the first call). */
  get user(): User {
    return (this.mapped ??= (typeof this.em === 'function' ? this.em() : this.em).map(User, { ...this.row }));
  }

  /**
   * The public columns as a plain object, as the entity would present them (`me`): no entity. The
   * usage is the row's: today's count when the row was read fresh (`GET /api/auth/me`).
   */
  view(): UserView {
    const r = this.row;
    const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(v as string));
    const role = r.role as Role;
    return {
      id: String(r.id),
      email: r.email as string,
      firstName: (r.first_name as string | null) ?? null,
      lastName: (r.last_name as string | null) ?? null,
      role,
      mustChangePassword: Boolean(r.must_change_password),
      subscriptionTier: r.subscription_tier as string,
      subscriptionStatus: r.subscription_status as string,
      dailyUsage: Number(r.daily_usage),
      dailyLimit: Number(r.daily_limit),
      lastUsageReset: date(r.last_usage_reset),
      createdAt: date(r.created_at)!,
      updatedAt: date(r.updated_at)!,
      unlimited: role === 'admin',
    };
  }
}

const INVALID_SESSION = 'Invalid or expired session';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Bearer tokens to users (docs/adr/0080-session-cache.md). A lookup is one prepared statement that
 * reads the session, the user and their extension settings; its answer is kept in the per-process
 * SessionCache, which every replica empties for a session or a user as soon as PostgreSQL notifies a
 * change (revocation, role, limit, password, settings), so a revoked token or a role change applies
 * at once everywhere. Sessions end after `idleDays` without use: the last use is written at most
 * every LAST_SEEN_REFRESH_MINUTES, so most requests touch nothing.
 */
export class SessionLookup {
  constructor(
    private readonly sql: NativeSql,
    readonly cache: SessionCache,
  ) {}

  /**
   * `mode` says how a cached session may be used:
   * - 'cached' (default): after the LISTEN barrier, so every change committed before now applies;
   * - 'prove-later': without the barrier, marked `unconfirmedTokenHash`: the caller's own statement must
   *   check the session is still live (the fact-check does, in the statement that counts the unit), so
   *   that path is one round trip;
   * - 'fresh': never from the cache (the lookup itself is the one round trip, and it reads today's
   *   usage: what `GET /api/auth/me` answers).
   */
  async authenticate(em: EntityManager | (() => EntityManager), token: string, idleDays: number = DEFAULT_SESSION_IDLE_DAYS, mode: LookupMode = 'cached'): Promise<AuthSession> {
    if (token.length < 20 || token.length > 200) throw unauthenticated(INVALID_SESSION);
    const tokenHash = hashToken(token);
    const now = Date.now();
    const proveLater = mode === 'prove-later';
    const hit = mode === 'fresh' ? undefined : proveLater ? this.cache.peek(tokenHash) : await this.cache.get(tokenHash);
    if (hit && hit.expiresAt > now && hit.lastSeenAt > now - idleDays * DAY_MS) {
      if (now - hit.lastSeenAt > LAST_SEEN_REFRESH_MINUTES * MINUTE_MS) {
        if (!(await this.sql.query('session_touch', SESSION_TOUCH, [tokenHash])).length) {
          this.cache.delete(tokenHash);
          throw unauthenticated(INVALID_SESSION);
        }
        hit.lastSeenAt = now;
      }
      return new AuthSession(em, hit.row, hit.minTextLength, proveLater ? tokenHash : null);
    }
    const generation = this.cache.generation;
    const found = await batchedReads<Record<string, unknown>>(this.sql, 'session_lookup_batch', SESSION_LOOKUP, 'lookup_token_hash').get(tokenHash, [
      idleDays,
      DEFAULT_MIN_TEXT_LENGTH,
    ]);
    if (!found) throw unauthenticated(INVALID_SESSION);
    const { min_text_length: minTextLength, expires_at: expiresAt, last_seen_at: lastSeenAt, lookup_token_hash: _key, ...row } = found;
    let lastSeen = new Date(lastSeenAt as Date | string).getTime();
    if (now - lastSeen > LAST_SEEN_REFRESH_MINUTES * MINUTE_MS) {
      await this.sql.query('session_touch', SESSION_TOUCH, [tokenHash]);
      lastSeen = now;
    }
    const entry: CachedSession = {
      tokenHash,
      userId: String(row.id),
      row,
      minTextLength: Number(minTextLength),
      expiresAt: new Date(expiresAt as Date | string).getTime(),
      lastSeenAt: lastSeen,
    };
    this.cache.set(entry, generation);
    return new AuthSession(em, row, entry.minTextLength, null);
  }
}

/** Revoke the session of this token (idempotent). */
export async function logout(em: EntityManager, token: string): Promise<void> {
  await em.nativeUpdate(Session, { tokenHash: hashToken(token), revokedAt: null }, { revokedAt: new Date() });
}

/** Revoke every session of a user (password reset, account changes that must end live sessions). */
export async function revokeAllSessions(em: EntityManager, userId: string): Promise<number> {
  return em.nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
}

/** "Sign out everywhere": revoke every live session of the user, this one included. Returns how many ended. */
export async function signOutEverywhere(em: EntityManager, userId: string): Promise<number> {
  return revokeAllSessions(em, userId);
}

/**
 * Change the signed-in user's password (docs/adr/0032-password-change-and-sessions.md): the current
 * password is required, the new one follows `passwordChangeSchema`; every other session of the user
 * is revoked (the one that made the change stays), the "must change password" flag and any clear copy
 * of a generated password are cleared. Wrong current passwords are counted per user (10 per 15 minutes),
 * so a stolen session cannot be used to guess the password.
 */
export async function changePassword(
  em: EntityManager,
  userId: string,
  currentToken: string,
  input: unknown,
): Promise<{ user: User; revokedSessions: number }> {
  const raw = (input ?? {}) as Record<string, unknown>;
  const { currentPassword, newPassword } = await passwordChangeSchema.validate(
    { currentPassword: raw.currentPassword, newPassword: raw.newPassword },
    { abortEarly: true },
  );
  const key = `password-change:user:${userId}`;
  const hit = await hitRateLimit(em, key, PASSWORD_CHANGES_PER_USER, LOGIN_WINDOW_SECONDS);
  if (!hit.allowed) throw rateLimited(`Too many password change attempts. Please try again in ${retryAfterText(hit.resetAt)}.`);
  const user = await em.findOne(User, { id: userId }, { populate: ['password'] });
  if (!user) throw unauthenticated('Invalid or expired session');
  if (!(await verifyPassword(user.password, currentPassword))) throw badInput(ACCOUNT_MESSAGES.wrongCurrentPassword);
  const hashed = await hashPassword(newPassword);
  return em.transactional(async (tem) => {
    await tem.nativeUpdate(User, { id: userId }, { password: hashed, mustChangePassword: false, passwordChangedAt: new Date() });
    const revokedSessions = await tem.nativeUpdate(
      Session,
      { user: userId, revokedAt: null, tokenHash: { $ne: hashToken(currentToken) } },
      { revokedAt: new Date() },
    );
    await tem.nativeUpdate(EarlyAccessRespondent, { email: user.email, generatedPassword: { $ne: null } }, { generatedPassword: null });
    await clearRateLimit(tem, key);
    user.mustChangePassword = false;
    return { user, revokedSessions };
  });
}
