/** The four kinds of user (docs/adr/0003-roles-and-permissions.md). Const object instead of an enum. */
export const Role = {
  free: 'free',
  early_access: 'early_access',
  moderator: 'moderator',
  admin: 'admin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = [Role.free, Role.early_access, Role.moderator, Role.admin];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Badge label and colour per role (docs/adr/0017-screens-and-badges.md). */
export const ROLE_BADGES: Record<Role, { label: string; color: 'red' | 'orange' | 'green' | 'gray' }> = {
  admin: { label: 'Administrator', color: 'red' },
  moderator: { label: 'Moderator', color: 'orange' },
  early_access: { label: 'Early Access', color: 'green' },
  free: { label: 'Free User', color: 'gray' },
};

/** Roles that may read analytics, everyone's history and the GraphQL explorer (docs/adr/0003-roles-and-permissions.md). */
export const ANALYST_ROLES: readonly Role[] = [Role.moderator, Role.admin];
