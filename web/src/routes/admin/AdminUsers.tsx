import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { useFreshPolicy } from '../../apollo/freshness';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { UserRow } from '../../components/admin/UserRow';
import { PageTitle, StatusText } from '../../components/PageLayout';
import { ErrorAlert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { graphql } from '../../gql';

const AdminUsersQuery = graphql(`
  query AdminUsers($after: String) {
    users(first: 50, after: $after) {
      totalCount
      nodes {
        id
        ...UserRow_user
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export default function AdminUsers() {
  const fetchPolicy = useFreshPolicy('AdminUsers');
  const { data, loading, error, fetchMore } = useQuery(AdminUsersQuery, { fetchPolicy });
  const users = data?.users;

  if (error) {
    return (
      <AdminLayout title="User Manager">
        <PageTitle>User Manager</PageTitle>
        <ErrorAlert>Error loading users: {errorMessage(error, 'Failed to fetch users')}</ErrorAlert>
        <Link to="/dashboard">Back to dashboard</Link>
      </AdminLayout>
    );
  }

  return (
    <AdminLayout title="User Manager">
      <PageTitle>User Manager{users ? ` (${users.totalCount} users)` : ''}</PageTitle>
      {loading && !users ? (
        <StatusText>Loading users...</StatusText>
      ) : !users || users.nodes.length === 0 ? (
        <StatusText>No users found</StatusText>
      ) : (
        <Card>
          <Scroll>
            <Table>
              <caption>Users, their role, today's usage and plan</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Current Role</th>
                  <th scope="col">Usage</th>
                  <th scope="col">Subscription</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {users.nodes.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </tbody>
            </Table>
          </Scroll>
          {users.pageInfo.hasNextPage && (
            <Button $variant="secondary" onClick={() => void fetchMore({ variables: { after: users.pageInfo.endCursor } })}>
              Load more
            </Button>
          )}
        </Card>
      )}
    </AdminLayout>
  );
}

// Wide tables scroll sideways on small screens instead of squeezing the columns.
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: left;
    color: ${({ theme }) => theme.color.textMuted};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
