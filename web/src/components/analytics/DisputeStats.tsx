import { useQuery } from '@apollo/client/react';
import { DISPUTE_STATUS_LABELS } from '@factlens/common';
import { styled } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { formatCount } from '../../lib/format';
import { ErrorAlert } from '../ui/Alert';
import { Card, CardGrid, CardTitle } from '../ui/Card';

export const DisputeStatsQuery = graphql(`
  query DisputeStats($days: Int!) {
    disputeOutcomes {
      status
      count
    }
    disputesByPublisher(first: 10) {
      publisher
      disputes
      open
      upheld
      corrected
      noFactCheck
    }
    correctionsOverTime(days: $days) {
      day
      excludeSource
      pinReview
      noFactCheck
    }
  }
`);

/** Disputes by outcome and by publisher, corrections per day (admins; docs/adr/0074-dispute-analytics.md). */
export function DisputeStats({ days = 30 }: { days?: number }) {
  const { data, error } = useQuery(DisputeStatsQuery, { variables: { days }, fetchPolicy: 'cache-and-network' });
  if (error) return <ErrorAlert>Error loading dispute numbers: {errorMessage(error, 'Failed to fetch disputes')}</ErrorAlert>;
  if (!data) return null;
  const active = data.correctionsOverTime.filter((d) => d.excludeSource + d.pinReview + d.noFactCheck > 0);
  return (
    <section aria-labelledby="disputes-title">
      <Heading id="disputes-title">Disputes and corrections</Heading>
      <CardGrid $min="280px">
        <Card aria-labelledby="dispute-outcomes-title">
          <CardTitle id="dispute-outcomes-title">Disputes by outcome</CardTitle>
          <Table>
            <tbody>
              {data.disputeOutcomes.map((o) => (
                <tr key={o.status}>
                  <th scope="row">{DISPUTE_STATUS_LABELS[o.status]}</th>
                  <td>{formatCount(o.count)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
        <Card aria-labelledby="dispute-publishers-title">
          <CardTitle id="dispute-publishers-title">Disputed publishers</CardTitle>
          {data.disputesByPublisher.length === 0 ? (
            <p>No disputes yet.</p>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">Publisher</th>
                  <th scope="col">Disputes</th>
                  <th scope="col">Upheld</th>
                  <th scope="col">Corrected</th>
                </tr>
              </thead>
              <tbody>
                {data.disputesByPublisher.map((p) => (
                  <tr key={p.publisher}>
                    <th scope="row">{p.publisher}</th>
                    <td>{formatCount(p.disputes)}</td>
                    <td>{formatCount(p.upheld)}</td>
                    <td>{formatCount(p.corrected + p.noFactCheck)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
        <Card aria-labelledby="corrections-title">
          <CardTitle id="corrections-title">Corrections, last {days} days</CardTitle>
          {active.length === 0 ? (
            <p>No corrections in this period.</p>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Sources excluded</th>
                  <th scope="col">Reviews pinned</th>
                  <th scope="col">No fact-check</th>
                </tr>
              </thead>
              <tbody>
                {active.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.day}</th>
                    <td>{formatCount(d.excludeSource)}</td>
                    <td>{formatCount(d.pinReview)}</td>
                    <td>{formatCount(d.noFactCheck)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </CardGrid>
    </section>
  );
}

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
