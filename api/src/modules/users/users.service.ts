import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { isRole, type Role, type SiteSettings, EMAIL_MAX } from '@factlens/common';
import { badInput, conflict, notFound } from '../../errors.js';
import { clampFirst, decodeCursor, encodeCursor, toPage, type Page } from '../../db/pagination.js';
import { hashPassword } from '../auth/password.js';
import { normaliseEmail, revokeAllSessions } from '../auth/auth.service.js';
import { dailyLimitFor } from '../settings/settings.service.js';
import { User } from './user.entity.js';

export const LAST_ADMIN_MESSAGE = 'You cannot remove the last administrator. Make another user an administrator first.';

export interface UserFilter {
  first?: number | null;
  after?: string | null;
  role?: Role | null;
  email?: string | null;
}

/** Users, newest first, as a keyset-paginated connection, filtered by role and an email substring. */
export async function listUsers(em: EntityManager, f: UserFilter): Promise<Page<User>> {
  const limit = clampFirst(f.first, 50, 200);
  const where: FilterQuery<User> = {};
  if (f.role) where.role = f.role;
  if (f.email) {
    const term = f.email.trim().toLowerCase().slice(0, EMAIL_MAX).replace(/[\\%_]/g, (c) => `\\${c}`);
    where.email = { $like: `%${term}%` };
  }
  const pageWhere: FilterQuery<User> = { ...where };
  if (f.after) {
    const { at, id } = decodeCursor(f.after);
    pageWhere.$or = [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }];
  }
  const [rows, total] = await Promise.all([
    em.find(User, pageWhere, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 }),
    em.count(User, where),
  ]);
  return toPage(rows, limit, total, (u) => encodeCursor(u.createdAt, u.id));
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
