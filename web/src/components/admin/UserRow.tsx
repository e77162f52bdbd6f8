import { ROLE_BADGES, ROLES, type Role } from '@factlens/common';
import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { UserRow_UserFragment } from '../../gql/graphql';
import { formatDate, percent, shortId } from '../../lib/format';
import { useUpdateUserRole } from '../../mutations/useUpdateUserRole';
import { RoleBadge } from '../RoleBadge';

export const UserRowFragment = graphql(`
  fragment UserRow_user on User {
    id
    email
    role
    dailyUsage
    dailyLimit
    unlimited
    subscriptionTier
    createdAt
  }
`);

export function UserRow({ user }: { user: UserRow_UserFragment }) {
  const updateRole = useUpdateUserRole();
  const used = percent(user.dailyUsage, user.dailyLimit);
  return (
    <tr>
      <td>
        <Email>{user.email}</Email>
        <Id title={user.id}>{shortId(user.id)}</Id>
      </td>
      <td>
        <RoleBadge role={user.role} />
      </td>
      <td>
        {user.unlimited ? (
          <>
            {user.dailyUsage} today <Muted>(no limit)</Muted>
          </>
        ) : (
          <>
            {user.dailyUsage}/{user.dailyLimit} per day
            <Muted> ({used}%)</Muted>
          </>
        )}
      </td>
      <td>{user.subscriptionTier}</td>
      <td>{formatDate(user.createdAt)}</td>
      <td>
        <Select aria-label={`Role for ${user.email}`} value={user.role} onChange={(e) => void updateRole(user, e.target.value as Role)}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_BADGES[role].label}
            </option>
          ))}
        </Select>
      </td>
    </tr>
  );
}

const Email = styled.div`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

const Id = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Select = styled.select`
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;
