import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  ANALYST_ROLES,
  DISPUTE_REASON_LABELS,
  REVIEW_SEARCH_MAX,
  VERDICT_LABELS,
  type DisputeStatus,
  type Verdict,
} from '@factlens/common';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { errorMessage } from '../apollo/errors';
import { AccessGate } from '../components/AccessGate';
import { AdminLayout } from '../components/admin/AdminLayout';
import { PageIntro, PageTitle, StatusText } from '../components/PageLayout';
import { ErrorAlert } from '../components/ui/Alert';
import { Badge } from '../components/ui/Badge';
import { Button } from '../components/ui/Button';
import { Field, FilterBar, TextInput } from '../components/ui/Input';
import { graphql } from '../gql';
import type { ModerationItem_ItemFragment } from '../gql/graphql';
import { excerpt, formatDateTime } from '../lib/format';
import { useToast } from '../toast/context';

export const ModerationItemFragment = graphql(`
  fragment ModerationItem_item on ModerationItem {
    id
    factCheckId
    status
    reason
    note
    createdAt
    resolvedAt
    content
    platform
    checkedAt
    result {
      verdict
      verdictLabel
      credibilityScore
      summary
      sources {
        publisher
        url
        title
        rating
        relation
        explanation
      }
    }
  }
`);

export const ModerationQueueQuery = graphql(`
  query ModerationQueue {
    moderationQueue(first: 50) {
      id
      ...ModerationItem_item
    }
  }
`);

export const SearchClaimReviewsQuery = graphql(`
  query SearchClaimReviews($query: String!) {
    searchClaimReviews(query: $query, first: 8) {
      id
      claimText
      publisherName
      url
      textualRating
      verdict
      reviewDate
    }
  }
`);

const UpholdMutation = graphql(`
  mutation UpholdDispute($id: ID!) {
    upholdDispute(id: $id) {
      id
      ...ModerationItem_item
    }
  }
`);
const ExcludeMutation = graphql(`
  mutation ExcludeDisputeSources($id: ID!, $urls: [String!]!) {
    excludeDisputeSources(id: $id, urls: $urls) {
      id
      ...ModerationItem_item
    }
  }
`);
const PinMutation = graphql(`
  mutation PinDisputeReview($id: ID!, $claimReviewId: ID!) {
    pinDisputeReview(id: $id, claimReviewId: $claimReviewId) {
      id
      ...ModerationItem_item
    }
  }
`);
const NoFactCheckMutation = graphql(`
  mutation MarkDisputeNoFactCheck($id: ID!) {
    markDisputeNoFactCheck(id: $id) {
      id
      ...ModerationItem_item
    }
  }
`);

/** The moderation queue (docs/adr/0070-disputes-and-moderation.md): moderators and admins only; the API checks the role too. */
export default function Moderation() {
  return (
    <AdminLayout title="Moderation queue">
      <PageTitle>Moderation queue</PageTitle>
      <AccessGate roles={ANALYST_ROLES} what="the moderation queue">
        {() => <Queue />}
      </AccessGate>
    </AdminLayout>
  );
}

function Queue() {
  const { data, loading, error } = useQuery(ModerationQueueQuery, { fetchPolicy: 'cache-and-network' });
  // A resolved item leaves the list at once (its status changes optimistically).
  const open = data?.moderationQueue.filter((item) => item.status === 'open') ?? [];
  return (
    <>
      <PageIntro>
        Results users reported as wrong, oldest first. Uphold a result, mark a source that does not match the text, pin the right review, or
        mark that no fact-check applies. Corrections apply to later checks of the same or a near-identical text.
      </PageIntro>
      {error ? (
        <ErrorAlert>Error loading the queue: {errorMessage(error, 'Failed to load the moderation queue')}</ErrorAlert>
      ) : !data && loading ? (
        <StatusText>Loading the queue...</StatusText>
      ) : open.length === 0 ? (
        <StatusText>No open disputes. Nothing to review.</StatusText>
      ) : (
        <>
          <StatusText>{`${open.length} open dispute${open.length === 1 ? '' : 's'}`}</StatusText>
          <List>
            {open.map((item) => (
              <li key={item.id}>
                <QueueEntry item={item} />
              </li>
            ))}
          </List>
        </>
      )}
    </>
  );
}

function useResolve(item: ModerationItem_ItemFragment) {
  const { toast } = useToast();
  const [uphold] = useMutation(UpholdMutation);
  const [exclude] = useMutation(ExcludeMutation);
  const [pin] = useMutation(PinMutation);
  const [none] = useMutation(NoFactCheckMutation);
  const optimistic = (status: DisputeStatus) => ({ ...item, status, resolvedAt: new Date().toISOString() });
  async function run(label: string, fn: () => Promise<unknown>) {
    try {
      await fn();
      toast({ title: label, description: excerpt(item.content, 80) });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'The action failed'), variant: 'destructive' });
    }
  }
  return {
    uphold: () =>
      run('Result upheld', () => uphold({ variables: { id: item.id }, optimisticResponse: { upholdDispute: optimistic('upheld') } })),
    exclude: (url: string) =>
      run('Source excluded', () =>
        exclude({ variables: { id: item.id, urls: [url] }, optimisticResponse: { excludeDisputeSources: optimistic('corrected') } }),
      ),
    pin: (claimReviewId: string) =>
      run('Review pinned', () =>
        pin({ variables: { id: item.id, claimReviewId }, optimisticResponse: { pinDisputeReview: optimistic('corrected') } }),
      ),
    none: () =>
      run('Marked: no fact-check applies', () =>
        none({ variables: { id: item.id }, optimisticResponse: { markDisputeNoFactCheck: optimistic('no_fact_check') } }),
      ),
  };
}

function QueueEntry({ item }: { item: ModerationItem_ItemFragment }) {
  const act = useResolve(item);
  const result = item.result;
  return (
    <Entry aria-labelledby={`dispute-${item.id}`}>
      <Meta>
        <strong id={`dispute-${item.id}`}>{DISPUTE_REASON_LABELS[item.reason]}</strong>
        <span>reported {formatDateTime(item.createdAt)}</span>
        {item.platform && <Badge $tone="blue">{item.platform}</Badge>}
      </Meta>
      <Quote>“{excerpt(item.content, 600)}”</Quote>
      {item.note && <Note>Note: {item.note}</Note>}
      {result ? (
        <>
          <p>
            Result: <Badge $tone="gray">{result.verdictLabel}</Badge> credibility {result.credibilityScore}
          </p>
          {result.sources.length > 0 ? (
            <Sources aria-label="Sources of the result">
              {result.sources.map((s) => (
                <li key={s.url || s.title}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.publisher}
                  </a>{' '}
                  rated “{excerpt(s.title, 160)}” {s.rating} ({s.relation})<Small>{s.explanation}</Small>
                  {s.url && (
                    <Button
                      $variant="secondary"
                      $size="sm"
                      onClick={() => void act.exclude(s.url)}
                      aria-label={`Not a match: ${s.publisher} does not match this text`}
                    >
                      Not a match
                    </Button>
                  )}
                </li>
              ))}
            </Sources>
          ) : (
            <Small>The result cited no sources.</Small>
          )}
        </>
      ) : (
        <Small>The stored result cannot be shown.</Small>
      )}
      <ReviewSearch onPin={(id) => void act.pin(id)} initial={excerpt(item.content, 120)} />
      <Actions>
        <Button $size="sm" onClick={() => void act.uphold()}>
          Uphold result
        </Button>
        <Button $variant="danger" $size="sm" onClick={() => void act.none()}>
          No fact-check applies
        </Button>
      </Actions>
    </Entry>
  );
}

function ReviewSearch({ onPin, initial }: { onPin: (claimReviewId: string) => void; initial: string }) {
  const [text, setText] = useState('');
  const [search, { data, loading, error, called }] = useLazyQuery(SearchClaimReviewsQuery);
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim() || initial;
    void search({ variables: { query } }).catch(() => undefined);
  }
  return (
    <div>
      <FilterBar role="search" aria-label="Search the review index" onSubmit={submit}>
        <Grow>
          <Field>
            Find the right review
            <TextInput
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Words of the claim, or a review URL"
              maxLength={REVIEW_SEARCH_MAX}
            />
          </Field>
        </Grow>
        <Button type="submit" $variant="secondary" $size="sm">
          Search reviews
        </Button>
      </FilterBar>
      {error && <ErrorAlert>{errorMessage(error, 'Search failed')}</ErrorAlert>}
      {loading && <StatusText>Searching...</StatusText>}
      {called &&
        !loading &&
        data &&
        (data.searchClaimReviews.length === 0 ? (
          <Small>No review matches.</Small>
        ) : (
          <Sources aria-label="Reviews found">
            {data.searchClaimReviews.map((r) => (
              <li key={r.id}>
                <a href={r.url} target="_blank" rel="noopener noreferrer">
                  {r.publisherName}
                </a>{' '}
                “{excerpt(r.claimText, 200)}”: {r.textualRating || VERDICT_LABELS[r.verdict as Verdict]}
                {r.reviewDate ? ` (${r.reviewDate})` : ''}
                <Button $size="sm" onClick={() => onPin(r.id)} aria-label={`Pin this review by ${r.publisherName}`}>
                  Pin this review
                </Button>
              </li>
            ))}
          </Sources>
        ))}
    </div>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Entry = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Quote = styled.p`
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  font-style: italic;
  overflow-wrap: anywhere;
`;

const Sources = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Grow = styled.div`
  flex: 1 1 16rem;
  display: flex;
  flex-direction: column;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
