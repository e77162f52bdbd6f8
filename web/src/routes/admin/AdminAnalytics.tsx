import { useQuery } from '@apollo/client/react';
import { ANALYST_ROLES } from '@factlens/common';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { useFreshPolicy } from '../../apollo/freshness';
import { useQueryParams } from '../../hooks/useQueryParams';
import { AccessGate, type SignedInUser } from '../../components/AccessGate';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { BreakdownCard } from '../../components/analytics/BreakdownCard';
import { DisputeStats } from '../../components/analytics/DisputeStats';
import { ExportButtons } from '../../components/analytics/ExportButtons';
import { RangeForm } from '../../components/analytics/RangeForm';
import { RecentActivity } from '../../components/analytics/RecentActivity';
import { ServiceBreakdown } from '../../components/analytics/ServiceBreakdown';
import { TopUsersCard } from '../../components/analytics/TopUsersCard';
import { TrendChart } from '../../components/analytics/TrendChart';
import { PageIntro, PageTitle, StatusText } from '../../components/PageLayout';
import { ErrorAlert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { Card, CardGrid, CardText } from '../../components/ui/Card';
import { graphql } from '../../gql';
import type { AdminAnalyticsQuery as AnalyticsData } from '../../gql/graphql';
import { rangeDays, rangeFromParams, rangeToParams, rangeVariables, type DayRange } from '../../lib/dateRange';
import { formatCount, formatDate, formatShare } from '../../lib/format';

const AdminAnalyticsQuery = graphql(`
  query AdminAnalytics($from: DateTimeISO!, $to: DateTimeISO!, $bucket: AnalyticsBucket!) {
    factChecksOverTime(from: $from, to: $to, bucket: $bucket) {
      ...TrendChart_series
    }
    activeUsersOverTime(from: $from, to: $to, bucket: $bucket) {
      ...TrendChart_series
    }
    factChecksByVerdictBand(from: $from, to: $to) {
      ...BreakdownCard_breakdown
    }
    factChecksByPlatform(from: $from, to: $to) {
      ...BreakdownCard_breakdown
    }
    factChecksByContentType(from: $from, to: $to) {
      ...BreakdownCard_breakdown
    }
    providerCallsByKind(from: $from, to: $to, bucket: $bucket) {
      ...ServiceBreakdown_kinds
    }
    providerCallsByProvider(from: $from, to: $to) {
      ...ServiceBreakdown_providers
    }
    topUsers(from: $from, to: $to, first: 10) {
      ...TopUsersCard_report
    }
    earlyAccessOverTime(from: $from, to: $to, bucket: $bucket) {
      totalSignups
      totalPromotions
    }
    recentFactChecks: factChecks(first: 10) {
      nodes {
        id
        ...RecentActivity_factCheck
      }
    }
  }
`);

export default function AdminAnalytics() {
  return (
    <AdminLayout title="Usage Dashboard">
      <PageTitle>Usage Dashboard</PageTitle>
      <AccessGate roles={ANALYST_ROLES} what="the usage dashboard">
        {(user) => <Analytics user={user} />}
      </AccessGate>
    </AdminLayout>
  );
}

function Analytics({ user }: { user: SignedInUser }) {
  const [params, setParams] = useQueryParams();
  const range = useMemo(() => rangeFromParams(params), [params]);
  const fetchPolicy = useFreshPolicy('AdminAnalytics');
  const { data, previousData, loading, error } = useQuery(AdminAnalyticsQuery, { variables: rangeVariables(range), fetchPolicy });
  const shown = data ?? previousData;

  return (
    <>
      <PageIntro>
        Live numbers for {formatDate(rangeVariables(range).from)} to {formatDate(`${range.to}T00:00:00Z`)} ({rangeDays(range)} days, UTC),
        straight from the API. Analysts can ask their own questions in the <Link to="/admin/explorer">GraphQL explorer</Link>.
      </PageIntro>
      <Actions>
        <ButtonLink to="/admin/explorer" $variant="secondary" $size="sm">
          Open GraphQL explorer
        </ButtonLink>
        {user.role === 'admin' && <ExportButtons range={range} />}
      </Actions>
      <RangeForm range={range} onApply={(next: DayRange) => setParams(rangeToParams(next))} />
      {error ? (
        <ErrorAlert>Error loading analytics: {errorMessage(error, 'Failed to fetch analytics')}</ErrorAlert>
      ) : !shown ? (
        <StatusText>Loading analytics...</StatusText>
      ) : (
        <>
          {loading && <StatusText>Loading analytics...</StatusText>}
          <Dashboard data={shown} />
        </>
      )}
      {user.role === 'admin' && <DisputeStats days={rangeDays(range)} />}
    </>
  );
}

function Dashboard({ data }: { data: AnalyticsData }) {
  const red = data.factChecksByVerdictBand.categories.find((c) => c.key === 'red');
  const stats = [
    { label: 'Fact-checks', value: formatCount(data.factChecksOverTime.total) },
    { label: 'Active users', value: formatCount(data.activeUsersOverTime.total) },
    { label: 'Provider calls', value: formatCount(data.providerCallsByKind.totalCalls) },
    {
      label: 'Likely false (red band)',
      value: formatShare(red?.share ?? 0),
      note: `${formatCount(red?.count ?? 0)} ${red?.count === 1 ? 'check' : 'checks'}`,
    },
    {
      label: 'Early-access sign-ups',
      value: formatCount(data.earlyAccessOverTime.totalSignups),
      note: `${formatCount(data.earlyAccessOverTime.totalPromotions)} promoted`,
    },
  ];
  return (
    <>
      <Stats aria-label="Totals for the range">
        {stats.map((s) => (
          <Stat key={s.label} data-stat={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
            {s.note && <CardText as="dd">{s.note}</CardText>}
          </Stat>
        ))}
      </Stats>
      <TrendChart factChecks={data.factChecksOverTime} activeUsers={data.activeUsersOverTime} />
      <CardGrid $min="280px">
        <BreakdownCard id="bands-title" title="Verdict bands" breakdown={data.factChecksByVerdictBand} bands />
        <BreakdownCard id="platforms-title" title="Platforms" breakdown={data.factChecksByPlatform} />
        <BreakdownCard id="content-title" title="Text or image (OCR)" breakdown={data.factChecksByContentType} />
      </CardGrid>
      <ServiceBreakdown kinds={data.providerCallsByKind} providers={data.providerCallsByProvider} />
      <CardGrid $min="360px">
        <RecentActivity checks={data.recentFactChecks.nodes} />
        <TopUsersCard report={data.topUsers} />
      </CardGrid>
      <Card as="aside" aria-label="About these numbers">
        <CardText>
          Counts are the API's, unchanged; shares and success rates are the API's 0–1 values as percentages (one decimal), latencies are
          rounded to whole milliseconds. Active users are distinct over the whole range, so they are not the sum of the buckets. The API
          caches these reports for a short while.
        </CardText>
      </Card>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  dd:first-of-type {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;
