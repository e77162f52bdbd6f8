import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { HistoryItem_FactCheckFragment } from '../../gql/graphql';
import { summarizeResult } from '../../lib/factCheckResult';
import { excerpt, formatDateTime } from '../../lib/format';
import { ledBandTone } from '../../styles/ledBands';
import { LedScore } from '../LedScore';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';

export const HistoryItemFragment = graphql(`
  fragment HistoryItem_factCheck on FactCheck {
    id
    createdAt
    platform
    contentType
    content
    credibilityScore
    result
    sources
    user {
      id
      email
    }
  }
`);

interface HistoryItemProps {
  check: HistoryItem_FactCheckFragment;
  /** Analysts see whose check it is and can filter on that user. */
  onFilterUser?: (user: { id: string; email: string }) => void;
}

/** One stored fact-check: the text, where it was, both LED scales, the verdict and its sources. */
export function HistoryItem({ check, onFilterUser }: HistoryItemProps) {
  const summary = summarizeResult(check.result, check.credibilityScore, check.sources);
  const user = check.user;
  return (
    <Item aria-labelledby={`check-${check.id}`}>
      <Meta>
        <time dateTime={check.createdAt} id={`check-${check.id}`}>
          {formatDateTime(check.createdAt)}
        </time>
        <Badge $tone="blue">{check.platform ?? 'unknown platform'}</Badge>
        {check.contentType === 'ocr' && <Badge>OCR</Badge>}
        {onFilterUser && (
          <Who>
            {user ? (
              <>
                <span data-testid="check-user">{user.email}</span>
                <Button $variant="ghost" $size="sm" onClick={() => onFilterUser(user)} aria-label={`Only checks of ${user.email}`}>
                  Only this user
                </Button>
              </>
            ) : (
              <span>Deleted user</span>
            )}
          </Who>
        )}
      </Meta>
      <Text>“{excerpt(check.content, 280)}”</Text>
      <Scores>
        <LedScore name="Accuracy" reading={summary.accuracy} />
        <LedScore name="Tone" reading={summary.tone} />
        {summary.verdictLabel && (
          <Verdict>
            Verdict{' '}
            <Badge $tone={summary.accuracy ? ledBandTone[summary.accuracy.band] : 'gray'} data-testid="verdict">
              {summary.verdictLabel}
            </Badge>
          </Verdict>
        )}
      </Scores>
      {summary.sources.length > 0 ? (
        <Sources aria-label="Sources">
          {summary.sources.map((source, i) => (
            <li key={`${source.url ?? source.publisher}-${i}`}>
              {source.url ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.publisher}
                </a>
              ) : (
                source.publisher
              )}
              {source.title && <span> — {excerpt(source.title, 120)}</span>}
            </li>
          ))}
        </Sources>
      ) : (
        <NoSources>No published fact-check matched.</NoSources>
      )}
    </Item>
  );
}

const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-left: auto;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  overflow-wrap: anywhere;
`;

const Scores = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Verdict = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Sources = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const NoSources = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
