import type { ClaimRelation } from '@factlens/common';
import { styled } from 'styled-components';
import { excerpt } from '../../lib/format';
import { linkable, relationLabel, similarityPercent } from '../../lib/factCheckResult';
import { Badge } from '../ui/Badge';
import type { BadgeTone } from '../../styles/theme';

/** What a source list shows of each source (a GraphQL history node and a REST answer both fit). */
export interface SourceView {
  publisher: string;
  url: string;
  title: string;
  rating: string;
  similarity: number;
  relation: ClaimRelation;
  explanation: string;
}

const RELATION_TONE: Record<ClaimRelation, BadgeTone> = { same: 'blue', opposite: 'orange', different: 'gray' };

/**
 * The published fact-checks behind a result: for each, what it means for the text in one plain
 * sentence, how it relates (same, opposite or different claim), its similarity and its rating.
 */
export function SourceList({ sources, label = 'Sources' }: { sources: readonly SourceView[]; label?: string }) {
  if (sources.length === 0) return <Empty>No published fact-check matched.</Empty>;
  return (
    <List aria-label={label}>
      {sources.map((source, i) => {
        const href = linkable(source.url);
        return (
          <li key={`${source.url}-${i}`}>
            <Explanation>{source.explanation}</Explanation>
            <Meta>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {source.publisher}
                </a>
              ) : (
                <span>{source.publisher}</span>
              )}
              {source.title && <span> — {excerpt(source.title, 120)}</span>}
            </Meta>
            <Facts>
              <Badge $tone={RELATION_TONE[source.relation]} data-relation={source.relation}>
                {relationLabel(source.relation)}
              </Badge>
              <span>Similarity {similarityPercent(source.similarity)}</span>
              <span>Rating: {source.rating}</span>
            </Facts>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-left: ${({ theme }) => theme.space.sm};
    border-left: 3px solid ${({ theme }) => theme.color.border};
  }
`;

const Explanation = styled.p`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
