import { Fragment } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { styled, useTheme, type DefaultTheme } from 'styled-components';
import { graphql } from '../../gql';
import type {
  ProviderKind,
  ServiceBreakdown_KindsFragment,
  ServiceBreakdown_ProvidersFragment,
  ServiceBreakdown_StatsFragment,
} from '../../gql/graphql';
import { formatCount, formatMs, formatShare, formatShortDate } from '../../lib/format';
import { Card, CardHeader, CardText, CardTitle } from '../ui/Card';
import { VisuallyHidden } from '../ui/Input';
import { ChartBox, EmptyChart, Table, TableScroll } from './chartParts';

export const ServiceBreakdownStatsFragment = graphql(`
  fragment ServiceBreakdown_stats on ProviderCallStats {
    key
    label
    kind
    calls
    failures
    successRate
    latencyP50Ms
    latencyP95Ms
    tokensUsed
  }
`);

export const ServiceBreakdownKindsFragment = graphql(`
  fragment ServiceBreakdown_kinds on ProviderCallsReport {
    totalCalls
    bucket
    items {
      ...ServiceBreakdown_stats
      points {
        start
        calls
        failures
      }
    }
  }
`);

export const ServiceBreakdownProvidersFragment = graphql(`
  fragment ServiceBreakdown_providers on ProviderCallsReport {
    items {
      ...ServiceBreakdown_stats
    }
  }
`);

function kindColor(theme: DefaultTheme, kind: ProviderKind): string {
  const colors: Record<ProviderKind, string> = {
    fact_check: theme.color.primary,
    moderation: theme.color.success,
    claim_verification: theme.color.warning,
    ocr: theme.color.heroFrom,
    other: theme.color.borderStrong,
  };
  return colors[kind];
}

interface ServiceBreakdownProps {
  kinds: ServiceBreakdown_KindsFragment;
  providers: ServiceBreakdown_ProvidersFragment;
}

/**
 * Section 3 of the usage dashboard: the fact-check, moderation and claim-verification services and
 * OCR, with calls per bucket (stacked bars) and a table of calls, failures, success rate, latency
 * percentiles and tokens per service, each service's providers under it. "Other" (provider names
 * this version does not know) is shown only when it has calls.
 */
export function ServiceBreakdown({ kinds, providers }: ServiceBreakdownProps) {
  const theme = useTheme();
  const services = kinds.items.filter((item) => item.kind !== 'other' || item.calls > 0);
  const starts = services[0]?.points?.map((p) => p.start) ?? [];
  const rows = starts.map((start, i) => {
    const row: Record<string, string | number> = { label: formatShortDate(start) };
    for (const service of services) row[service.key] = service.points?.[i]?.calls ?? 0;
    return row;
  });
  const unit = kinds.bucket === 'week' ? 'week' : 'day';

  return (
    <Card aria-labelledby="services-title">
      <CardHeader>
        <CardTitle id="services-title">API breakdown</CardTitle>
        <CardText>{formatCount(kinds.totalCalls)} provider calls</CardText>
      </CardHeader>
      {kinds.totalCalls === 0 ? (
        <EmptyChart>No provider calls in this range.</EmptyChart>
      ) : (
        <ChartBox aria-hidden="true">
          <BarChart
            responsive
            accessibilityLayer={false}
            data={rows}
            style={{ width: '100%', height: '100%' }}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid stroke={theme.color.border} vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: theme.color.textMuted }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: theme.color.textMuted }} />
            <Tooltip formatter={(value) => formatCount(Number(value))} cursor={{ fill: theme.color.surfaceMuted }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {services.map((service) => (
              <Bar
                key={service.key}
                dataKey={service.key}
                name={service.label}
                stackId="calls"
                fill={kindColor(theme, service.kind)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartBox>
      )}
      <TableScroll>
        <Wide>
          <caption>
            <VisuallyHidden>Provider calls per service and provider; calls per {unit} are in the chart above</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col" className="num">
                Calls
              </th>
              <th scope="col" className="num">
                Failed
              </th>
              <th scope="col" className="num">
                Success rate
              </th>
              <th scope="col" className="num">
                Latency p50
              </th>
              <th scope="col" className="num">
                Latency p95
              </th>
              <th scope="col" className="num">
                Tokens
              </th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <Fragment key={service.key}>
                <StatsRow stats={service} />
                {providers.items
                  .filter((p) => p.kind === service.kind && (p.calls > 0 || p.kind !== 'other'))
                  .map((p) => (
                    <StatsRow key={p.key} stats={p} nested />
                  ))}
              </Fragment>
            ))}
          </tbody>
        </Wide>
      </TableScroll>
    </Card>
  );
}

function StatsRow({ stats, nested = false }: { stats: ServiceBreakdown_StatsFragment; nested?: boolean }) {
  return (
    <tr data-key={stats.key} data-nested={nested || undefined}>
      <th scope="row">{nested ? <Provider>{stats.label}</Provider> : <strong>{stats.label}</strong>}</th>
      <td className="num">{formatCount(stats.calls)}</td>
      <td className="num">{formatCount(stats.failures)}</td>
      <td className="num">{formatShare(stats.successRate)}</td>
      <td className="num">{formatMs(stats.latencyP50Ms)}</td>
      <td className="num">{formatMs(stats.latencyP95Ms)}</td>
      <td className="num">{formatCount(stats.tokensUsed)}</td>
    </tr>
  );
}

const Wide = styled(Table)`
  min-width: 640px;
  tr[data-nested] th,
  tr[data-nested] td {
    color: ${({ theme }) => theme.color.textMuted};
    border-bottom-style: dashed;
  }
`;

const Provider = styled.span`
  display: inline-block;
  padding-left: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;
