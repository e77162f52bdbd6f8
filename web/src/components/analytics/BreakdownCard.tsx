import { Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme, type DefaultTheme } from 'styled-components';
import { graphql } from '../../gql';
import type { BreakdownCard_BreakdownFragment } from '../../gql/graphql';
import { formatCount, formatShare } from '../../lib/format';
import { isLedBand, ledBand } from '../../styles/ledBands';
import { Card, CardHeader, CardText, CardTitle } from '../ui/Card';
import { VisuallyHidden } from '../ui/Input';
import { ChartBox, EmptyChart, Table } from './chartParts';

export const BreakdownCardFragment = graphql(`
  fragment BreakdownCard_breakdown on AnalyticsBreakdown {
    total
    categories {
      key
      label
      count
      share
    }
  }
`);

interface BreakdownCardProps {
  id: string;
  title: string;
  breakdown: BreakdownCard_BreakdownFragment;
  /** Colour bars by LED band (green, yellow, red, unverified) instead of the primary colour. */
  bands?: boolean;
}

function barColor(theme: DefaultTheme, key: string, bands: boolean): string {
  if (bands && isLedBand(key)) return ledBand[key].fg;
  return theme.color.primary;
}

/**
 * Fact-checks split by one category (verdict band, platform, content type): a bar per category
 * and the API's count and share for each, every known category listed with 0 when absent.
 */
export function BreakdownCard({ id, title, breakdown, bands = false }: BreakdownCardProps) {
  const theme = useTheme();
  const rows = breakdown.categories;
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardText>{formatCount(breakdown.total)} in all</CardText>
      </CardHeader>
      {breakdown.total === 0 ? (
        <EmptyChart>No fact-checks in this range.</EmptyChart>
      ) : (
        <ChartBox $height={Math.max(96, rows.length * 30)} aria-hidden="true">
          <BarChart
            responsive
            accessibilityLayer={false}
            layout="vertical"
            data={rows}
            style={{ width: '100%', height: '100%' }}
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          >
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={104} tick={{ fontSize: 12, fill: theme.color.textMuted }} interval={0} />
            <Tooltip formatter={(value) => formatCount(Number(value))} cursor={{ fill: theme.color.surfaceMuted }} />
            <Bar dataKey="count" name="Fact-checks" radius={[0, 3, 3, 0]} isAnimationActive={false}>
              {rows.map((row) => (
                <Cell key={row.key} fill={barColor(theme, row.key, bands)} />
              ))}
            </Bar>
          </BarChart>
        </ChartBox>
      )}
      <Table>
        <caption>
          <VisuallyHidden>{title}: count and share of the range</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Count
            </th>
            <th scope="col" className="num">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="num">{formatCount(row.count)}</td>
              <td className="num">{formatShare(row.share)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
