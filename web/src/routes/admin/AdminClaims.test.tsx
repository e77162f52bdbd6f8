import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ClaimIndexOverviewDocument, FeedImportRejectionsDocument, FeedImportsDocument, type FeedImportsQuery } from '../../gql/graphql';
import { meAs } from '../../test/analyticsFixtures';
import { renderRoute } from '../../test/render';
import { api, server } from '../../test/server';

type Row = FeedImportsQuery['feedImports'][number];

const row = (over: Partial<Row> = {}): Row => ({
  __typename: 'FeedImport',
  id: 'imp-1',
  fileName: 'politifact.jsonl.gz',
  sizeBytes: 2_500_000,
  status: 'running',
  createdBy: 'admin@factlens.test',
  runs: 1,
  resumedFrom: null,
  read: 1200,
  inserted: 1190,
  updated: 0,
  unchanged: 0,
  rejected: 1,
  error: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:05.000Z',
  finishedAt: null,
  ...over,
});

const overview = api.query(ClaimIndexOverviewDocument, () =>
  HttpResponse.json({
    data: {
      claimIndexOverview: {
        __typename: 'ClaimIndexOverview',
        stats: { __typename: 'ClaimIndexStats', reviews: 14615, newestReviewDate: '2018-05-23', publishers: 4 },
        topPublishers: [
          { __typename: 'PublisherReviews', name: 'PolitiFact', site: 'politifact.com', reviews: 9464, newestReviewDate: '2018-05-23' },
          { __typename: 'PublisherReviews', name: 'Snopes', site: 'snopes.com', reviews: 4746, newestReviewDate: '2018-05-23' },
        ],
      },
    },
  }),
);

const rejections = api.query(FeedImportRejectionsDocument, ({ variables }) =>
  HttpResponse.json({
    data: {
      feedImport: {
        __typename: 'FeedImport',
        id: variables.id,
        rejected: 1,
        rejections: [{ __typename: 'FeedRejection', line: 37, item: null, reason: 'missing url' }],
      },
    },
  }),
);

describe('/admin/claims', () => {
  it.each(['free', 'early_access', 'moderator'] as const)('is not shown to %s users (nor requested)', async (role) => {
    let asked = false;
    server.use(
      meAs(role),
      api.query(FeedImportsDocument, () => {
        asked = true;
        return HttpResponse.json({ data: { feedImports: [] } });
      }),
    );
    renderRoute('/admin/claims');
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
    expect(asked).toBe(false);
  });

  it('shows the index, then polls a running import until it is done, with its rejected lines', async () => {
    let calls = 0;
    server.use(
      meAs('admin'),
      overview,
      rejections,
      api.query(FeedImportsDocument, () => {
        calls++;
        return HttpResponse.json({
          data: {
            feedImports: [
              calls === 1 ? row() : row({ status: 'done', read: 5000, inserted: 4999, finishedAt: '2026-11-23T10:00:09.000Z' }),
            ],
          },
        });
      }),
    );
    renderRoute('/admin/claims');
    expect((await screen.findByTestId('index-reviews')).textContent).toBe('14,615');
    const publishers = screen.getByRole('table', { name: 'Top publishers' });
    expect(within(publishers).getByText('PolitiFact')).toBeTruthy();
    expect(within(publishers).getByText('9,464')).toBeTruthy();

    const card = await screen.findByTestId('feed-import');
    expect(card.getAttribute('data-status')).toBe('running');
    expect(within(card).getByTestId('feed-read').textContent).toBe('1,200');
    expect(await within(card).findByRole('cell', { name: 'missing url' })).toBeTruthy();
    expect(within(card).getByRole('cell', { name: '37' })).toBeTruthy();
    // The next poll (0.5 s later) brings the end.
    await waitFor(() => expect(screen.getByTestId('feed-import').getAttribute('data-status')).toBe('done'), { timeout: 4000 });
    expect(screen.getByTestId('feed-read').textContent).toBe('5,000');
    expect(screen.getByTestId('feed-inserted').textContent).toBe('4,999');
    const polls = calls;
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls).toBe(polls); // no more polling once nothing runs
  });

  it('says where an interrupted import resumed', async () => {
    server.use(
      meAs('admin'),
      overview,
      api.query(FeedImportsDocument, () =>
        HttpResponse.json({
          data: {
            feedImports: [
              row({ status: 'done', runs: 2, resumedFrom: 2300, rejected: 0, read: 5000, finishedAt: '2026-11-23T10:01:00.000Z' }),
            ],
          },
        }),
      ),
    );
    renderRoute('/admin/claims');
    expect(await screen.findByText(/Resumed after 2,300 records \(run 2\)/)).toBeTruthy();
  });
});
