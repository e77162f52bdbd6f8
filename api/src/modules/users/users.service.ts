import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { isRole, type Role, type SiteSettings, EMAIL_MAX } from '@factlens/common';
import { badInput, conflict, notFound } from '../../errors.js';
import { clampFirst, decodeCursor, encodeCursor, isoFromMicros, toPage, type Page } from '../../db/pagination.js';
import type { NativeSql } from '../../db/native.js';
import { hashPassword } from '../auth/password.js';
import { normaliseEmail, revokeAllSessions } from '../auth/auth.service.js';
import { dailyLimitFor } from '../settings/settings.service.js';
import { usedToday } from '../usage/daily-limit.service.js';
import { User } from './user.entity.js';
import type { UserView } from './user.presenter.js';

export const LAST_ADMIN_MESSAGE = 'You cannot remove the last administrator. Make another user an administrator first.';

export interface UserFilter {
  first?: number | null;
  after?: string | null;
  role?: Role | null;
  email?: string | null;
}

// Instants as epoch milliseconds (the driver hands timestamps over as text, and new Date(ms) is the
// cheapest way to a Date); truncated to the millisecond like every Date the API reads. created_at comes
// in microseconds, exact in a double until the year 2255, for the cursor.
const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

// The public columns of a users row under the names of the GraphQL User type (never the password hash);
// dailyUsage is today's: 0 when the last use was before 00:00 UTC.
const USER_VIEW_COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
  u.must_change_password as "mustChangePassword", u.subscription_tier as "subscriptionTier",
  u.subscription_status as "subscriptionStatus", ${usedToday('u')} as "dailyUsage", u.daily_limit as "dailyLimit",
  ${epochMs('u.last_usage_reset')} as "lastUsageReset", ${epochMs('u.updated_at')} as "updatedAt",
  (extract(epoch from u.created_at) * 1000000)::float8 as "createdAtMicros"`;

type UserViewRow = Omit<UserView, 'lastUsageReset' | 'createdAt' | 'updatedAt' | 'unlimited'> & {
  lastUsageReset: number | null;
  createdAtMicros: number;
  updatedAt: number;
  total: number;
};

/**
 * The statement for one combination of filters: the exact count over the filters and the page after
 * the cursor, in one round trip (docs/adr/0096-users-list-one-statement.md). $1 is the page size + 1.
 */
function listStatement(role: boolean, email: boolean, after: boolean): { name: string; text: string } {
  const filters: string[] = [];
  let last = 1;
  const param = () => `$${++last}`;
  if (role) filters.push(`u.role = ${param()}`);
  if (email) filters.push(`u.email like ${param()}`);
  const where = filters.length ? `where ${filters.join(' and ')}` : '';
  const keyset = after ? `(u.created_at, u.id) < (${param()}::timestamptz, ${param()}::uuid)` : '';
  const pageWhere = [...filters, ...(keyset ? [keyset] : [])];
  // Without an email search the total is the trigger-kept count per role (migration
  // Migration20261124009500_user_counts), exact in the statement's snapshot like count(*) would be.
  const total = email
    ? `select count(*)::int as total from users u ${where}`
    : `select coalesce(sum(c.n), 0)::int as total from user_counts c${role ? ' where c.role = $2' : ''}`;
  return {
    name: `users_page_${Number(role)}${Number(email)}${Number(after)}`,
    text: `select t.total, p.* from (${total}) t
      left join lateral (select ${USER_VIEW_COLUMNS} from users u ${pageWhere.length ? `where ${pageWhere.join(' and ')}` : ''}
        order by u.created_at desc, u.id desc limit $1) p on true
      order by p."createdAtMicros" desc, p.id desc`,
  };
}

/**
 * Users, newest first, as a keyset-paginated connection, filtered by role and an email substring: one
 * prepared statement answers the page and the exact total, as plain rows (no entities to hydrate).
 */
export async function listUsers(sql: NativeSql, f: UserFilter): Promise<Page<UserView>> {
  const limit = clampFirst(f.first, 50, 200);
  const values: unknown[] = [limit + 1];
  if (f.role) values.push(f.role);
  if (f.email) values.push(`%${f.email.trim().toLowerCase().slice(0, EMAIL_MAX).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.after) {
    const { iso, id } = decodeCursor(f.after);
    values.push(iso, id);
  }
  const { name, text } = listStatement(Boolean(f.role), Boolean(f.email), Boolean(f.after));
  const rows = await sql.query<UserViewRow>(name, text, values);
  const users: UserView[] = [];
  const micros: number[] = [];
  for (const r of rows) {
    if (r.id === null) continue; // an empty page: the one row of the count, with no user
    users.push({
      id: r.id,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      role: r.role,
      mustChangePassword: r.mustChangePassword,
      subscriptionTier: r.subscriptionTier,
      subscriptionStatus: r.subscriptionStatus,
      dailyUsage: r.dailyUsage,
      dailyLimit: r.dailyLimit,
      lastUsageReset: r.lastUsageReset === null ? null : new Date(r.lastUsageReset),
      createdAt: new Date(Math.floor(r.createdAtMicros / 1000)),
      updatedAt: new Date(r.updatedAt),
      unlimited: r.role === 'admin',
    });
    micros.push(r.createdAtMicros);
  }
  return toPage(users, limit, rows[0]?.total ?? 0, (u, i) => encodeCursor(isoFromMicros(micros[i]!), u.id));
}

/**
 * Create a user, or reset the password and role of an existing one (CLI and first admin only: promotion
 * never changes an existing account, docs/adr/0030-promotion-never-touches-existing-accounts.md).
 */
export async function upsertUser(
  em: EntityManager,
  input: { email: string; password: string; role: Role; settings: SiteSettings; firstName?: string | null; lastName?: string | null },
): Promise<{ user: User; created: boolean }> {
  const email = normaliseEmail(input.email);
  const password = await hashPassword(input.password);
  let user = await em.findOne(User, { email });
  const created = !user;
  if (!user) {
    user = em.create(User, { email, password, role: input.role, firstName: input.firstName ?? null, lastName: input.lastName ?? null });
  } else {
    user.password = password;
    user.role = input.role;
    await revokeAllSessions(em, user.id);
  }
  user.dailyLimit = dailyLimitFor(input.role, input.settings);
  await em.flush();
  return { user, created };
}

/**
 * Change a user's role and set its daily limit from the settings. Admin rows are locked first so two
 * admins demoting each other at once cannot leave the site without an administrator.
 */
export async function updateUserRole(em: EntityManager, userId: string, role: unknown, settings: SiteSettings): Promise<User> {
  if (!isRole(role)) throw badInput('Role must be one of free, early_access, moderator, admin');
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw notFound('User not found');
  return em.transactional(async (tem) => {
    const user = await tem.findOne(User, { id: userId });
    if (!user) throw notFound('User not found');
    if (user.role === 'admin' && role !== 'admin') {
      const admins = await tem.find(User, { role: 'admin' }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      if (admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    }
    user.role = role;
    user.dailyLimit = dailyLimitFor(role, settings);
    await tem.flush();
    return user;
  });
}
