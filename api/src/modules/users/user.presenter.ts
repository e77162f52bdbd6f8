import type { Role } from '@factlens/common';
import { nextUtcMidnight } from '../usage/daily-limit.service.js';
import type { User } from './user.entity.js';

/**
 * A user as the GraphQL User type and the REST answers read it: the public columns only (never the
 * password hash). Entities qualify, and so do the plain rows of the users list.
 */
export interface UserView {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: Role;
  mustChangePassword: boolean;
  subscriptionTier: string;
  subscriptionStatus: string;
  dailyUsage: number;
  dailyLimit: number;
  lastUsageReset?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** True for administrators (no daily limit). */
  readonly unlimited: boolean;
}

/** Today's count: 0 when the last use was before 00:00 UTC (the reset itself is lazy, docs/adr/0007-daily-limits.md). */
export function usageToday(u: Pick<UserView, 'dailyUsage' | 'lastUsageReset'>, now: Date = new Date()): number {
  const todayStart = nextUtcMidnight(now).getTime() - 86_400_000;
  return u.lastUsageReset && u.lastUsageReset.getTime() >= todayStart ? u.dailyUsage : 0;
}

/** The GraphQL view of an entity, with today's usage (the list's rows already carry it). */
export function userView(u: User): UserView {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: u.role,
    mustChangePassword: u.mustChangePassword,
    subscriptionTier: u.subscriptionTier,
    subscriptionStatus: u.subscriptionStatus,
    dailyUsage: usageToday(u),
    dailyLimit: u.dailyLimit,
    lastUsageReset: u.lastUsageReset ?? null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    unlimited: u.role === 'admin',
  };
}

/** The User shape of REST answers (docs/adr/0019-rest-shim-and-graphql-api.md) (never the password hash). */
export function presentUser(u: UserView | User) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: u.role,
    mustChangePassword: u.mustChangePassword ?? false,
    dailyUsage: usageToday(u),
    dailyLimit: u.dailyLimit,
    unlimited: u.role === 'admin',
    subscriptionTier: u.subscriptionTier,
    subscriptionStatus: u.subscriptionStatus,
    createdAt: u.createdAt.toISOString(),
  };
}
