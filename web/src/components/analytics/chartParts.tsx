import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * Shared pieces of the analytics charts: the sized box a chart fills, the empty state, and the
 * collapsible table with the same numbers (for screen readers, copying, and exact values).
 */
export function DataTable({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Details>
      <summary>{summary}</summary>
      <Scroll>{children}</Scroll>
    </Details>
  );
}

export const ChartBox = styled.div<{ $height?: number }>`
  width: 100%;
  height: ${({ $height = 260 }) => `${$height}px`};
  min-width: 0;
`;

export const EmptyChart = styled.p`
  display: grid;
  place-items: center;
  min-height: 120px;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
  padding: ${({ theme }) => theme.space.md};
`;

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSize.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary};
    width: fit-content;
  }
`;

// Focusable, so keyboard users can scroll it (axe scrollable-region-focusable).
const Scroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  max-height: 320px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** The app's data table look (as the user manager), for every analytics table. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  caption {
    text-align: left;
    color: ${({ theme }) => theme.color.textMuted};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Tables wider than the card scroll sideways instead of squeezing. */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
`;
