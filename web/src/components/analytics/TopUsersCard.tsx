import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { TopUsersCard_ReportFragment } from '../../gql/graphql';
import { formatCount, formatDateTime } from '../../lib/format';
import { RoleBadge } from '../RoleBadge';
import { Card, CardHeader, CardText, CardTitle } from '../ui/Card';
import { VisuallyHidden } from '../ui/Input';
import { EmptyChart, Table, TableScroll } from './chartParts';

export const TopUsersCardFragment = graphql(`
  fragment TopUsersCard_report on TopUsersReport {
    users {
      userId
      email
      role
      factChecks
      apiCalls
      failedApiCalls
      tokensUsed
      lastActiveAt
    }
  }
`);

/** The most active users of the range, ranked by fact-checks (the API's order). */
export function TopUsersCard({ report }: { report: TopUsersCard_ReportFragment }) {
  return (
    <Card aria-labelledby="top-users-title">
      <CardHeader>
        <CardTitle id="top-users-title">Top users</CardTitle>
        <CardText>By fact-checks in the range</CardText>
      </CardHeader>
      {report.users.length === 0 ? (
        <EmptyChart>No active users in this range.</EmptyChart>
      ) : (
        <TableScroll>
          <Wide>
            <caption>
              <VisuallyHidden>Top users by fact-checks</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col" className="num">
                  Fact-checks
                </th>
                <th scope="col" className="num">
                  API calls
                </th>
                <th scope="col" className="num">
                  Failed
                </th>
                <th scope="col" className="num">
                  Tokens
                </th>
                <th scope="col">Last active</th>
              </tr>
            </thead>
            <tbody>
              {report.users.map((u) => (
                <tr key={u.userId}>
                  <th scope="row">
                    {u.email} <RoleBadge role={u.role} />
                  </th>
                  <td className="num">{formatCount(u.factChecks)}</td>
                  <td className="num">{formatCount(u.apiCalls)}</td>
                  <td className="num">{formatCount(u.failedApiCalls)}</td>
                  <td className="num">{formatCount(u.tokensUsed)}</td>
                  <td>{formatDateTime(u.lastActiveAt)}</td>
                </tr>
              ))}
            </tbody>
          </Wide>
        </TableScroll>
      )}
    </Card>
  );
}

const Wide = styled(Table)`
  min-width: 420px;
`;
