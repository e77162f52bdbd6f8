import { useQuery } from '@apollo/client/react';
import { ServerError } from '@apollo/client/errors';
import { ANALYST_ROLES, DASHBOARD_REDIRECT_DELAY_MS, PRODUCT_NAME } from '@factlens/common';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { AccountStatusCard } from '../components/dashboard/AccountStatusCard';
import { AdminCards } from '../components/dashboard/AdminCards';
import { DownloadExtensionCard } from '../components/dashboard/DownloadExtensionCard';
import { FeedbackCard } from '../components/dashboard/FeedbackCard';
import { HistoryCard } from '../components/dashboard/HistoryCard';
import { InstallCard, UpdateRemoveCard } from '../components/dashboard/InstructionCards';
import { PageLayout, PageTitle, StatusText } from '../components/PageLayout';
import { ErrorAlert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { CardGrid } from '../components/ui/Card';
import { graphql } from '../gql';
import { useSignOut } from '../hooks/useSignOut';

const DashboardQuery = graphql(`
  query Dashboard {
    me {
      id
      email
      role
      mustChangePassword
      ...AccountStatusCard_user
    }
  }
`);

/** 'Auth check failed: {status} - {body}' for a failed HTTP answer (docs/adr/0016-client-behaviour.md). */
function authErrorText(error: Error): string {
  if (ServerError.is(error)) return `Auth check failed: ${error.statusCode} - ${error.bodyText}`;
  return error.message;
}

export default function Dashboard() {
  const navigate = useNavigate();
  // The auth query is never served from cache (docs/adr/0016-client-behaviour.md).
  const { data, loading, error } = useQuery(DashboardQuery, { fetchPolicy: 'network-only' });
  const { signOut, signingOut } = useSignOut();

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => navigate('/'), DASHBOARD_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [error, navigate]);

  if (loading) {
    return (
      <PageLayout width="narrow">
        <Centered role="status">
          <strong>Loading...</strong>
          <span>Checking authentication...</span>
        </Centered>
      </PageLayout>
    );
  }
  if (error) {
    return (
      <PageLayout width="narrow">
        <ErrorAlert>Authentication Error: {authErrorText(error)}</ErrorAlert>
        <StatusText>Redirecting to login...</StatusText>
      </PageLayout>
    );
  }
  const user = data?.me;
  if (!user) return <Navigate to="/" replace />;
  // A generated password is replaced before anything else (docs/adr/0032-password-change-and-sessions.md).
  if (user.mustChangePassword) return <Navigate to="/account" replace />;
  const analyst = ANALYST_ROLES.includes(user.role);

  return (
    <PageLayout
      nav={
        <>
          <Welcome>
            Welcome, <strong>{user.email}</strong>
          </Welcome>
          <Button $variant="secondary" $size="sm" onClick={() => void signOut()} disabled={signingOut}>
            Sign Out
          </Button>
        </>
      }
    >
      <title>{`Dashboard · ${PRODUCT_NAME}`}</title>
      <PageTitle>Welcome to {PRODUCT_NAME}</PageTitle>
      {analyst && <AdminCards role={user.role} />}
      <CardGrid>
        <DownloadExtensionCard />
        <AccountStatusCard user={user} />
        <HistoryCard analyst={analyst} />
        <InstallCard />
        <UpdateRemoveCard />
        <FeedbackCard email={user.email} />
      </CardGrid>
    </PageLayout>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxl} 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Welcome = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
