import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../apollo/errors';
import { useFreshPolicy } from '../../apollo/freshness';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { ApplicantCard } from '../../components/admin/ApplicantCard';
import { PageTitle, StatusText } from '../../components/PageLayout';
import { ErrorAlert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { CardGrid } from '../../components/ui/Card';
import { graphql } from '../../gql';
import { useDeleteApplicant } from '../../mutations/useDeleteApplicant';
import { usePromoteApplicant } from '../../mutations/usePromoteApplicant';

const EarlyAdoptersQuery = graphql(`
  query EarlyAdopters($after: String) {
    earlyAccessApplicants(first: 50, after: $after) {
      totalCount
      nodes {
        id
        ...ApplicantCard_respondent
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export default function AdminEarlyAdopters() {
  const fetchPolicy = useFreshPolicy('EarlyAdopters');
  const { data, loading, error, fetchMore } = useQuery(EarlyAdoptersQuery, { fetchPolicy });
  const promote = usePromoteApplicant();
  const remove = useDeleteApplicant();
  const applicants = data?.earlyAccessApplicants;

  return (
    <AdminLayout title="Early Adopters">
      <PageTitle>Early Adopters{applicants ? ` (${applicants.totalCount})` : ''}</PageTitle>
      {error ? (
        <>
          <ErrorAlert>Error loading applicants: {errorMessage(error, 'Failed to fetch applicants')}</ErrorAlert>
          <Link to="/dashboard">Back to dashboard</Link>
        </>
      ) : loading && !applicants ? (
        <StatusText>Loading applicants...</StatusText>
      ) : !applicants || applicants.nodes.length === 0 ? (
        <StatusText>No early access applicants found.</StatusText>
      ) : (
        <>
          <CardGrid>
            {applicants.nodes.map((applicant) => (
              <ApplicantCard key={applicant.id} applicant={applicant} onPromote={promote} onDelete={remove} />
            ))}
          </CardGrid>
          {applicants.pageInfo.hasNextPage && (
            <Button $variant="secondary" onClick={() => void fetchMore({ variables: { after: applicants.pageInfo.endCursor } })}>
              Load more
            </Button>
          )}
        </>
      )}
    </AdminLayout>
  );
}
