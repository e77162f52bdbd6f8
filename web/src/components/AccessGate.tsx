import { ROLE_BADGES, type Role } from '@factlens/common';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { errorMessage } from '../apollo/errors';
import type { CurrentUserQuery } from '../gql/graphql';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { StatusText } from './PageLayout';
import { ErrorAlert } from './ui/Alert';
import { ButtonLink } from './ui/Button';
import { Card, CardText, CardTitle } from './ui/Card';

export type SignedInUser = NonNullable<CurrentUserQuery['me']>;

interface AccessGateProps {
  /** Roles allowed in; any signed-in user when absent. */
  roles?: readonly Role[];
  /** What the page is, for the messages ("the usage dashboard"). */
  what: string;
  children: (user: SignedInUser) => ReactNode;
  /** The account page itself: shown even while the user must still replace a generated password. */
  allowPasswordChange?: boolean;
}

/**
 * Shows a page only to the roles it is for. The API enforces the same rule; this only spares the
 * visitor a wall of FORBIDDEN errors (and the page's chunk of data requests) with a clear message.
 */
export function AccessGate({ roles, what, children, allowPasswordChange }: AccessGateProps) {
  const { data, loading, error } = useCurrentUser();
  if (loading) return <StatusText>Checking access...</StatusText>;
  if (error) return <ErrorAlert>Error checking access: {errorMessage(error, 'Failed to load your account')}</ErrorAlert>;
  const user = data?.me;
  if (!user) {
    return (
      <Card aria-labelledby="access-title">
        <CardTitle id="access-title">Please sign in</CardTitle>
        <CardText>Sign in to see {what}.</CardText>
        <Actions>
          <ButtonLink to="/login">Sign In</ButtonLink>
        </Actions>
      </Card>
    );
  }
  // A generated password must be replaced before anything else (docs/adr/0032-password-change-and-sessions.md).
  if (user.mustChangePassword && !allowPasswordChange) return <Navigate to="/account" replace />;
  if (roles && !roles.includes(user.role)) {
    return (
      <Card aria-labelledby="access-title" data-testid="not-allowed">
        <CardTitle id="access-title">Not allowed</CardTitle>
        <CardText>
          Only {roleNames(roles)} accounts can see {what}. You are signed in as {user.email}.
        </CardText>
        <Actions>
          <Link to="/dashboard">Back to dashboard</Link>
        </Actions>
      </Card>
    );
  }
  return <>{children(user)}</>;
}

/** "Moderator or Administrator". */
function roleNames(roles: readonly Role[]): string {
  return roles.map((role) => ROLE_BADGES[role].label).join(' or ');
}

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;
