import { registerEnumType } from 'type-graphql';
import { Role } from '@factlens/common';

/** GraphQL enum for roles, built from the shared const object so the values cannot drift. */
export const RoleEnum = { ...Role };
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'What a user may do (DESIGN.md section 2).',
  valuesConfig: {
    free: { description: 'Free user.' },
    early_access: { description: 'Early-access member (promoted applicant).' },
    moderator: { description: 'Moderator: may read analytics and everyone\'s history.' },
    admin: { description: 'Administrator: manages users, settings and early access.' },
  },
});
