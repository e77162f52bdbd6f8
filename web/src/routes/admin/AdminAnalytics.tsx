import { styled } from 'styled-components';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { PageIntro, PageTitle } from '../../components/PageLayout';
import { Badge } from '../../components/ui/Badge';
import { Card, CardGrid, CardText, CardTitle } from '../../components/ui/Card';

// Fixed sample numbers (spec section 2): real analytics arrive with the analytics issue.
const STATS = [
  { label: 'Fact-checks today', value: '1,284' },
  { label: 'Active users (7 days)', value: '342' },
  { label: 'Average credibility', value: '61' },
  { label: 'Flagged as likely false', value: '18%' },
] as const;

const ACTIVITY = [
  { who: 'ada@example.com', what: 'Checked a post on Twitter/X', when: '2 min ago' },
  { who: 'grace@example.com', what: 'Checked an image on Instagram (OCR)', when: '9 min ago' },
  { who: 'linus@example.com', what: 'Checked a news article', when: '21 min ago' },
  { who: 'margaret@example.com', what: 'Checked a Reddit thread', when: '34 min ago' },
] as const;

const APIS = [
  { name: 'Fact-check search service', calls: '3,912', success: '99.2%', latency: '410 ms' },
  { name: 'Moderation service', calls: '1,284', success: '99.8%', latency: '220 ms' },
  { name: 'Claim-verification service', calls: '206', success: '97.1%', latency: '640 ms' },
] as const;

export default function AdminAnalytics() {
  return (
    <AdminLayout title="Usage Dashboard">
      <PageTitle>Usage Dashboard</PageTitle>
      <PageIntro>
        <Badge $tone="orange">Sample data</Badge> These figures are fixed examples, not live numbers.
      </PageIntro>
      <CardGrid>
        {STATS.map((s) => (
          <Card key={s.label}>
            <CardText>{s.label}</CardText>
            <Big>{s.value}</Big>
          </Card>
        ))}
      </CardGrid>
      <Card aria-labelledby="chart-title">
        <CardTitle id="chart-title">Fact-checks per day</CardTitle>
        <Chart role="img" aria-label="Chart placeholder: daily fact-checks will be drawn here">
          Chart placeholder
        </Chart>
      </Card>
      <CardGrid>
        <Card aria-labelledby="activity-title">
          <CardTitle id="activity-title">Recent activity</CardTitle>
          <List>
            {ACTIVITY.map((a) => (
              <li key={a.who}>
                <strong>{a.who}</strong> {a.what} <CardText as="span">· {a.when}</CardText>
              </li>
            ))}
          </List>
        </Card>
        <Card aria-labelledby="api-title">
          <CardTitle id="api-title">API breakdown</CardTitle>
          <List>
            {APIS.map((a) => (
              <li key={a.name}>
                <strong>{a.name}</strong>
                <CardText>
                  {a.calls} calls · {a.success} success · {a.latency} average
                </CardText>
              </li>
            ))}
          </List>
        </Card>
      </CardGrid>
    </AdminLayout>
  );
}

const Big = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Chart = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    overflow-wrap: anywhere;
  }
`;
