import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loginSchema } from '@factlens/common';
import { rateLimited, unauthenticated } from '../../errors.js';
import { clearRateLimit, hitRateLimit, refundRateLimit, retryAfterText } from '../rate-limit/rate-limit.service.js';
import { EarlyAccessRespondent } from '../early-access/respondent.entity.js';
import { User } from '../users/user.entity.js';
import { Session } from './session.entity.js';
import { burnVerifyTime, newSessionToken, verifyPassword } from './password.js';

export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_IP = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const INVALID_LOGIN = 'Invalid email or password';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Sign in with email and password. Attempts are counted per account and per IP before the password
 * is checked (so parallel guesses cannot slip past the limit); a success clears the account counter.
 */
export async function login(em: EntityManager, input: unknown, client: ClientInfo, ttlDays: number): Promise<LoginResult> {
  const { email, password } = await loginSchema.validate(input, { abortEarly: true, stripUnknown: true });
  const normalised = normaliseEmail(email);
  const accountKey = `login:account:${normalised}`;
  const ipKey = client.ip ? `login:ip:${client.ip}` : null;
  const [account, ip] = await Promise.all([
    hitRateLimit(em, accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_SECONDS),
    ipKey ? hitRateLimit(em, ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_SECONDS) : null,
  ]);
  for (const hit of [account, ip]) {
    if (hit && !hit.allowed) {
      throw rateLimited(`Too many sign-in attempts. Please try again in ${retryAfterText(hit.resetAt)}.`, {
        resetsAt: hit.resetAt.toISOString(),
      });
    }
  }
  const user = await em.findOne(User, { email: normalised }, { populate: ['password'] });
  if (!user) {
    await burnVerifyTime(password);
    throw unauthenticated(INVALID_LOGIN);
  }
  if (!(await verifyPassword(user.password, password))) throw unauthenticated(INVALID_LOGIN);

  // Only failures count: a success clears the account's counter and gives back the IP's attempt.
  await clearRateLimit(em, accountKey);
  if (ipKey) await refundRateLimit(em, ipKey);
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  em.create(Session, {
    user,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: client.userAgent?.slice(0, 255) ?? null,
    ip: client.ip?.slice(0, 64) ?? null,
  });
  // A promoted early-access user: record the sign-in and forget the generated password (DESIGN.md section 3).
  await em.nativeUpdate(
    EarlyAccessRespondent,
    { email: normalised, authorizedUser: true },
    { lastLoginDate: new Date(), generatedPassword: null },
  );
  await em.flush();
  return { token, expiresAt, user };
}

// Every column of users but the password hash: the session lookup runs on every request.
const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'extension_user_id',
  'role',
  'subscription_tier',
  'subscription_status',
  'daily_usage',
  'daily_limit',
  'last_usage_reset',
  'created_at',
  'updated_at',
]
  .map((c) => `u.${c}`)
  .join(', ');

/**
 * The user behind a bearer token, read fresh on every request so a role change or a revoked session
 * applies at once. One indexed join, mapped straight to the entity (about 3× cheaper than a
 * populated findOne, and this is the hot path of every signed-in call).
 */
export async function authenticate(em: EntityManager, token: string): Promise<User> {
  if (token.length < 20 || token.length > 200) throw unauthenticated('Invalid or expired session');
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${USER_COLUMNS} from sessions s join users u on u.id = s.user_id
      where s.token_hash = ? and s.revoked_at is null and s.expires_at > now()`,
    [hashToken(token)],
  );
  if (!rows[0]) throw unauthenticated('Invalid or expired session');
  return em.map(User, rows[0]);
}

/** Revoke the session of this token (idempotent). */
export async function logout(em: EntityManager, token: string): Promise<void> {
  await em.nativeUpdate(Session, { tokenHash: hashToken(token), revokedAt: null }, { revokedAt: new Date() });
}

/** Revoke every session of a user (password reset, account changes that must end live sessions). */
export async function revokeAllSessions(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
}
