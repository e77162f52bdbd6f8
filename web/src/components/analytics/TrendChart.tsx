import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { graphql } from '../../gql';
import type { TrendChart_SeriesFragment } from '../../gql/graphql';
import { formatCount, formatDate, formatShortDate } from '../../lib/format';
import { Card, CardHeader, CardText, CardTitle } from '../ui/Card';
import { VisuallyHidden } from '../ui/Input';
import { ChartBox, DataTable, EmptyChart, Table } from './chartParts';

export const TrendChartFragment = graphql(`
  fragment TrendChart_series on AnalyticsTimeSeries {
    bucket
    total
    points {
      start
      count
    }
  }
`);

interface TrendChartProps {
  factChecks: TrendChart_SeriesFragment;
  activeUsers: TrendChart_SeriesFragment;
}

/**
 * Section 1 of the usage dashboard: fact-checks per day or week (bars) and the distinct users who
 * were active in each bucket (line). Both series come from the API bucket by bucket, 0 included.
 */
export function TrendChart({ factChecks, activeUsers }: TrendChartProps) {
  const theme = useTheme();
  const users = new Map(activeUsers.points.map((p) => [p.start, p.count]));
  const rows = factChecks.points.map((p) => ({
    start: p.start,
    label: formatShortDate(p.start),
    factChecks: p.count,
    activeUsers: users.get(p.start) ?? 0,
  }));
  const unit = factChecks.bucket === 'week' ? 'week' : 'day';

  return (
    <Card aria-labelledby="trend-title">
      <CardHeader>
        <CardTitle id="trend-title">Fact-checks per {unit}</CardTitle>
        <CardText>
          {formatCount(factChecks.total)} fact-checks · {formatCount(activeUsers.total)} active users
        </CardText>
      </CardHeader>
      {factChecks.total === 0 && activeUsers.total === 0 ? (
        <EmptyChart>No fact-checks in this range.</EmptyChart>
      ) : (
        <ChartBox aria-hidden="true">
          <ComposedChart
            responsive
            accessibilityLayer={false}
            data={rows}
            style={{ width: '100%', height: '100%' }}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid stroke={theme.color.border} vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: theme.color.textMuted }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: theme.color.textMuted }} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="factChecks" name="Fact-checks" fill={theme.color.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Line
              dataKey="activeUsers"
              name="Active users"
              type="monotone"
              stroke={theme.color.success}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ChartBox>
      )}
      <DataTable summary="The numbers behind the chart">
        <Table>
          <caption>
            <VisuallyHidden>Fact-checks and active users per {unit} (UTC)</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{unit === 'week' ? 'Week of' : 'Day'}</th>
              <th scope="col" className="num">
                Fact-checks
              </th>
              <th scope="col" className="num">
                Active users
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <th scope="row">{formatDate(row.start)}</th>
                <td className="num">{formatCount(row.factChecks)}</td>
                <td className="num">{formatCount(row.activeUsers)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </DataTable>
    </Card>
  );
}
