import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { RecentActivity_FactCheckFragment } from '../../gql/graphql';
import { excerpt, formatDateTime } from '../../lib/format';
import { ledBandTone } from '../../styles/ledBands';
import { Badge } from '../ui/Badge';
import { Card, CardHeader, CardText, CardTitle } from '../ui/Card';
import { EmptyChart } from './chartParts';

export const RecentActivityFragment = graphql(`
  fragment RecentActivity_factCheck on FactCheck {
    id
    createdAt
    platform
    contentType
    content
    result {
      accuracy {
        band
      }
      verdictLabel
    }
    user {
      id
      email
    }
  }
`);

/**
 * Section 2 of the usage dashboard: the latest fact-checks of all users (newest first, whatever
 * the date range), with who ran them, where, and the verdict.
 */
export function RecentActivity({ checks }: { checks: RecentActivity_FactCheckFragment[] }) {
  return (
    <Card aria-labelledby="activity-title">
      <CardHeader>
        <CardTitle id="activity-title">Recent activity</CardTitle>
        <Link to="/history">All fact-checks</Link>
      </CardHeader>
      <CardText>The latest {checks.length || ''} fact-checks of all users, newest first.</CardText>
      {checks.length === 0 ? (
        <EmptyChart>No fact-checks yet.</EmptyChart>
      ) : (
        <List>
          {checks.map((check) => {
            const result = check.result;
            return (
              <li key={check.id}>
                <Line>
                  <strong>{check.user?.email ?? 'Deleted user'}</strong>
                  <span>
                    checked {check.contentType === 'ocr' ? 'an image (OCR)' : 'text'} on {check.platform ?? 'an unknown platform'}
                  </span>
                  {result && (
                    <Badge $tone={ledBandTone[result.accuracy.band]} data-band={result.accuracy.band}>
                      {result.verdictLabel}
                    </Badge>
                  )}
                </Line>
                <Quote>“{excerpt(check.content, 120)}”</Quote>
                <Time dateTime={check.createdAt}>{formatDateTime(check.createdAt)}</Time>
              </li>
            );
          })}
        </List>
      )}
    </Card>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Quote = styled.p`
  color: ${({ theme }) => theme.color.text};
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
