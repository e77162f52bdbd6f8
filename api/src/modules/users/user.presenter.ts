import type { User } from './user.entity.js';

/** The User shape of REST answers (docs/adr/0019-rest-shim-and-graphql-api.md) (never the password hash). */
export function presentUser(u: User) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: u.role,
    mustChangePassword: u.mustChangePassword ?? false,
    dailyUsage: u.dailyUsage,
    dailyLimit: u.dailyLimit,
    unlimited: u.role === 'admin',
    subscriptionTier: u.subscriptionTier,
    subscriptionStatus: u.subscriptionStatus,
    createdAt: u.createdAt.toISOString(),
  };
}
