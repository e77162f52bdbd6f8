import { summaryWithoutNotice } from '@factlens/common';
import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { HistoryItem_FactCheckFragment } from '../../gql/graphql';
import { excerpt, formatDateTime } from '../../lib/format';
import { LanguageNotice } from '../result/LanguageNotice';
import { SourceList } from '../result/SourceList';
import { ResultScores } from '../result/ResultScores';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DisputeControl } from '../disputes/DisputeControl';

export const HistoryItemFragment = graphql(`
  fragment HistoryItem_factCheck on FactCheck {
    id
    createdAt
    platform
    contentType
    content
    credibilityScore
    result {
      accuracy {
        score
        band
        label
      }
      tone {
        score
        band
        label
        categories
      }
      verdict
      verdictLabel
      summary
      language
      languageNotice
      sources {
        publisher
        url
        title
        rating
        similarity
        relation
        explanation
      }
    }
    user {
      id
      email
    }
    ...DisputeControl_factCheck
  }
`);

interface HistoryItemProps {
  check: HistoryItem_FactCheckFragment;
  /** Analysts see whose check it is and can filter on that user. */
  onFilterUser?: (user: { id: string; email: string }) => void;
  /** The signed-in viewer: their own checks get "This looks wrong" (docs/adr/0070-disputes-and-moderation.md). */
  viewerId?: string;
}

/**
 * One stored fact-check: the text, where it was, both LED scales with the tone signals, the verdict,
 * what it means, and each source with its explanation.
 */
export function HistoryItem({ check, onFilterUser, viewerId }: HistoryItemProps) {
  const result = check.result;
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
      {result ? (
        <>
          <ResultScores result={result} verdictTestId="verdict" />
          <LanguageNotice result={result} />
          {summaryWithoutNotice(result) && <Summary>{summaryWithoutNotice(result)}</Summary>}
          <SourceList sources={result.sources} />
        </>
      ) : (
        <Muted>The stored result of this check cannot be shown.</Muted>
      )}
      {viewerId && user?.id === viewerId && <DisputeControl check={check} />}
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


const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
