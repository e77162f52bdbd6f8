import type { Role } from '@factlens/common';

/** A full User as the server would send it; tests pick overrides, queries pick fields. */
export function buildUser(overrides: Partial<ReturnType<typeof baseUser>> = {}) {
  return { ...baseUser(), ...overrides };
}

function baseUser() {
  return {
    __typename: 'User' as const,
    id: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    email: 'ada@example.com',
    firstName: 'Ada' as string | null,
    lastName: 'Lovelace' as string | null,
    role: 'early_access' as Role,
    mustChangePassword: false,
    dailyUsage: 3,
    dailyLimit: 50,
    unlimited: false,
    subscriptionTier: 'free',
    subscriptionStatus: 'active',
    createdAt: '2025-08-21T10:00:00.000Z',
  };
}

export function buildRespondent(overrides: Partial<ReturnType<typeof baseRespondent>> = {}) {
  return { ...baseRespondent(), ...overrides };
}

function baseRespondent() {
  return {
    __typename: 'EarlyAccessRespondent' as const,
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    email: 'grace@example.com',
    firstName: 'Grace' as string | null,
    lastName: 'Hopper' as string | null,
    linkedinUrl: 'https://www.linkedin.com/in/grace' as string | null,
    whyEarlyAdopter: 'I debug misinformation for a living.' as string | null,
    authorizedUser: false,
    captchaVerified: false,
    signupDate: '2025-08-22T09:30:00.000Z',
    authorizedDate: null as string | null,
    lastLoginDate: null as string | null,
    generatedPassword: null as string | null,
  };
}

export const pageInfo = { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null };

/** A GraphQL error body as the API sends it (docs/adr/0009-error-vocabulary.md). */
export function gqlError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }], data: null };
}
