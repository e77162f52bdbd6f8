import type { User } from './user.entity.js';

/** The spec's User shape for REST answers (never the password hash). */
export function presentUser(u: User) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: u.role,
    dailyUsage: u.dailyUsage,
    dailyLimit: u.dailyLimit,
    unlimited: u.role === 'admin',
    subscriptionTier: u.subscriptionTier,
    subscriptionStatus: u.subscriptionStatus,
    createdAt: u.createdAt.toISOString(),
  };
}
