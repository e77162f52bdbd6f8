import { ANALYST_ROLES } from '@factlens/common';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { AccessGate } from '../../components/AccessGate';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { PageIntro, PageTitle, StatusText } from '../../components/PageLayout';

// GraphiQL and Monaco are large: they load only once the visitor is known to be an analyst.
const GraphiQLExplorer = lazy(() => import('../../components/explorer/GraphiQLExplorer'));

export default function AdminExplorer() {
  return (
    <AdminLayout title="GraphQL Explorer">
      <PageTitle>GraphQL Explorer</PageTitle>
      <AccessGate roles={ANALYST_ROLES} what="the GraphQL explorer">
        {(user) => (
          <>
            <PageIntro>
              Query the analytics and history API as {user.email}. Open a saved query from the star pane on the left, or write your own; the
              docs pane lists every type and field. The numbers match the <Link to="/admin/analytics">usage dashboard</Link>.
            </PageIntro>
            <Suspense fallback={<StatusText>Loading the explorer...</StatusText>}>
              <GraphiQLExplorer userId={user.id} />
            </Suspense>
          </>
        )}
      </AccessGate>
    </AdminLayout>
  );
}
