import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { AccountStatusCard_UserFragment } from '../../gql/graphql';
import { RoleBadge } from '../RoleBadge';
import { Badge } from '../ui/Badge';
import { Card, CardTitle } from '../ui/Card';

export const AccountStatusCardFragment = graphql(`
  fragment AccountStatusCard_user on User {
    id
    email
    role
    dailyUsage
    dailyLimit
    unlimited
  }
`);

export function AccountStatusCard({ user }: { user: AccountStatusCard_UserFragment }) {
  return (
    <Card aria-labelledby="account-status-title">
      <CardTitle id="account-status-title">Account Status</CardTitle>
      <Rows>
        <dt>Status</dt>
        <dd>
          <Badge $tone="green">Authorized</Badge>
        </dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>
          <RoleBadge role={user.role} />
        </dd>
        <dt>Plan</dt>
        <dd>Early Access</dd>
        <dt>Checks today</dt>
        <dd>
          {user.unlimited ? `${user.dailyUsage} (no limit)` : `${user.dailyUsage}/${user.dailyLimit}`}
        </dd>
      </Rows>
      <Link to="/account">Change password or sign out everywhere</Link>
    </Card>
  );
}

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
