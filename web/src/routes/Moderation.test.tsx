import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import {
  ExcludeDisputeSourcesDocument,
  ModerationQueueDocument,
  PinDisputeReviewDocument,
  SearchClaimReviewsDocument,
  UpholdDisputeDocument,
  type ModerationQueueQuery,
} from '../gql/graphql';
import { meAs } from '../test/analyticsFixtures';
import { gqlError } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { api, server } from '../test/server';

type Item = ModerationQueueQuery['moderationQueue'][number];

function item(id: string, content: string): Item {
  return {
    __typename: 'ModerationItem',
    id,
    factCheckId: `fc-${id}`,
    status: 'open',
    reason: 'wrong_match',
    note: 'This is about a different event.',
    createdAt: '2025-08-21T14:05:00.000Z',
    resolvedAt: null,
    content,
    platform: 'twitter',
    checkedAt: '2025-08-21T14:00:00.000Z',
    result: {
      __typename: 'FactCheckResultType',
      verdict: 'false',
      verdictLabel: 'False',
      credibilityScore: 20,
      summary: 'False.',
      sources: [
        {
          __typename: 'FactCheckSourceType',
          publisher: 'PolitiFact',
          url: 'https://www.politifact.com/moon',
          title: 'The moon landing was staged',
          rating: 'Pants on Fire',
          relation: 'same',
          explanation: 'This makes a claim PolitiFact rated Pants on Fire, so it is probably false.',
        },
      ],
    },
  };
}

const queue = (items: Item[]) => api.query(ModerationQueueDocument, () => HttpResponse.json({ data: { moderationQueue: items } }));

describe('moderation queue', () => {
  it.each(['free', 'early_access'] as const)('is not shown to %s users (nor requested)', async (role) => {
    let asked = false;
    server.use(
      meAs(role),
      api.query(ModerationQueueDocument, () => {
        asked = true;
        return HttpResponse.json({ data: { moderationQueue: [] } });
      }),
    );
    renderRoute('/moderation');
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('lists open disputes with the text, the result and its sources; upholding removes the entry at once (optimistic)', async () => {
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    server.use(
      meAs('moderator'),
      queue([item('d-1', 'The moon landing was staged.'), item('d-2', 'Vaccines contain microchips.')]),
      api.mutation(UpholdDisputeDocument, async ({ variables }) => {
        await answered;
        return HttpResponse.json({ data: { upholdDispute: { ...item(variables.id, 'The moon landing was staged.'), status: 'upheld' } } });
      }),
    );
    renderRoute('/moderation');
    const entries = await screen.findAllByRole('article');
    expect(entries).toHaveLength(2);
    const first = within(entries[0]);
    expect(first.getByText('“The moon landing was staged.”')).toBeTruthy();
    expect(first.getByText('Note: This is about a different event.')).toBeTruthy();
    expect(first.getByRole('link', { name: 'PolitiFact' }).getAttribute('href')).toBe('https://www.politifact.com/moon');
    fireEvent.click(first.getByRole('button', { name: 'Uphold result' }));
    // Gone before the server answered.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    release();
    expect(await screen.findByText('Result upheld')).toBeTruthy();
  });

  it('a failed action rolls back and says why', async () => {
    server.use(
      meAs('admin'),
      queue([item('d-1', 'The moon landing was staged.')]),
      api.mutation(ExcludeDisputeSourcesDocument, async () => {
        await delay(20);
        return HttpResponse.json(gqlError('This dispute has already been resolved', 'CONFLICT'));
      }),
    );
    renderRoute('/moderation');
    fireEvent.click(await screen.findByRole('button', { name: 'Not a match: PolitiFact does not match this text' }));
    expect(await screen.findByText('This dispute has already been resolved')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('searches the index and pins a review', async () => {
    const pinned: { id: string; claimReviewId: string }[] = [];
    server.use(
      meAs('moderator'),
      queue([item('d-1', 'The moon landing was staged.')]),
      api.query(SearchClaimReviewsDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            searchClaimReviews:
              variables.query === 'moon hoax'
                ? [
                    {
                      __typename: 'ClaimReviewHit',
                      id: 'r-9',
                      claimText: 'Moon landing faked',
                      publisherName: 'Snopes',
                      url: 'https://snopes.com/moon',
                      textualRating: 'False',
                      verdict: 'false',
                      reviewDate: '2020-01-01',
                    },
                  ]
                : [],
          },
        }),
      ),
      api.mutation(PinDisputeReviewDocument, ({ variables }) => {
        pinned.push(variables);
        return HttpResponse.json({ data: { pinDisputeReview: { ...item('d-1', 'The moon landing was staged.'), status: 'corrected' } } });
      }),
    );
    renderRoute('/moderation');
    fireEvent.change(await screen.findByLabelText('Find the right review'), { target: { value: 'moon hoax' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search reviews' }));
    const pin = await screen.findByRole('button', { name: 'Pin this review by Snopes' });
    // Every button's accessible name starts with its visible text (WCAG 2.5.3, axe's label-content-name-mismatch).
    for (const button of screen.getAllByRole('button')) {
      const visible = button.textContent?.trim() ?? '';
      const name = button.getAttribute('aria-label') ?? visible;
      expect({ name, startsWithVisibleText: name.startsWith(visible) }).toEqual({ name, startsWithVisibleText: true });
    }
    fireEvent.click(pin);
    await waitFor(() => expect(pinned).toEqual([{ id: 'd-1', claimReviewId: 'r-9' }]));
    expect(await screen.findByText('No open disputes. Nothing to review.')).toBeTruthy();
  });
});
