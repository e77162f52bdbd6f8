import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DISPUTE_MESSAGES, DISPUTE_NOTE_MAX } from '@factlens/common';
import { DisputeFactCheckDocument, HistoryDocument, type HistoryQuery } from '../../gql/graphql';
import { buildFactCheck, meAs } from '../../test/analyticsFixtures';
import { gqlError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { api, server } from '../../test/server';

const ME = '0a0b0c0d-1111-4222-8333-444455556666';

function historyWith(nodes: HistoryQuery['factChecks']['nodes']) {
  return api.query(HistoryDocument, () =>
    HttpResponse.json({
      data: {
        factChecks: {
          __typename: 'FactCheckConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes,
        },
      },
    }),
  );
}

const mine = (extra = {}) => buildFactCheck({ user: { __typename: 'User', id: ME, email: 'free@example.com' }, ...extra });

describe('history: "This looks wrong"', () => {
  it('sends a reason and a note, and shows the status at once', async () => {
    const sent: unknown[] = [];
    server.use(
      meAs('free'),
      historyWith([mine()]),
      api.mutation(DisputeFactCheckDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            disputeFactCheck: {
              __typename: 'Dispute',
              id: 'd-1',
              factCheckId: 'fc-1',
              status: 'open',
              reason: 'outdated',
              note: 'Old review',
              createdAt: '2025-08-22T00:00:00.000Z',
              resolvedAt: null,
            },
          },
        });
      }),
    );
    renderRoute('/history');
    const item = within(await screen.findByRole('article'));
    fireEvent.click(item.getByRole('button', { name: 'This looks wrong' }));
    fireEvent.click(item.getByRole('button', { name: 'Send to a moderator' }));
    expect((await item.findByRole('alert')).textContent).toBe(DISPUTE_MESSAGES.reason);
    fireEvent.change(item.getByLabelText('What is wrong?'), { target: { value: 'outdated' } });
    fireEvent.change(item.getByLabelText('Note (optional)'), { target: { value: '  Old review  ' } });
    fireEvent.click(item.getByRole('button', { name: 'Send to a moderator' }));
    expect((await item.findByTestId('dispute-status')).textContent).toContain('Under review');
    expect(sent).toEqual([{ factCheckId: 'fc-1', input: { reason: 'outdated', note: 'Old review' } }]);
    expect(item.queryByRole('button', { name: 'This looks wrong' })).toBeNull();
  });

  it('refuses control characters and long notes before sending; shows the server refusal', async () => {
    server.use(
      meAs('free'),
      historyWith([mine()]),
      api.mutation(DisputeFactCheckDocument, () => HttpResponse.json(gqlError(DISPUTE_MESSAGES.limit, 'RATE_LIMITED'))),
    );
    renderRoute('/history');
    const item = within(await screen.findByRole('article'));
    fireEvent.click(item.getByRole('button', { name: 'This looks wrong' }));
    fireEvent.change(item.getByLabelText('What is wrong?'), { target: { value: 'other' } });
    fireEvent.change(item.getByLabelText('Note (optional)'), { target: { value: 'bell \u0007' } });
    fireEvent.click(item.getByRole('button', { name: 'Send to a moderator' }));
    expect((await item.findByRole('alert')).textContent).toBe(DISPUTE_MESSAGES.control);
    expect(DISPUTE_NOTE_MAX).toBe(1000);
    fireEvent.change(item.getByLabelText('Note (optional)'), { target: { value: 'fine' } });
    fireEvent.click(item.getByRole('button', { name: 'Send to a moderator' }));
    expect(await item.findByText(DISPUTE_MESSAGES.limit)).toBeTruthy();
    // Rolled back: no status badge, the form is still there.
    expect(item.queryByTestId('dispute-status')).toBeNull();
  });

  it("shows a resolved status, and no button on checks of other users (a moderator reading everyone's history)", async () => {
    server.use(
      meAs('moderator'),
      historyWith([
        mine({
          id: 'fc-1',
          dispute: {
            __typename: 'Dispute',
            id: 'd-1',
            status: 'corrected',
            reason: 'wrong_match',
            note: null,
            createdAt: '2025-08-22T00:00:00.000Z',
            resolvedAt: '2025-08-23T00:00:00.000Z',
          },
        }),
        buildFactCheck({ id: 'fc-2' }),
      ]),
    );
    renderRoute('/history');
    const [own, other] = await screen.findAllByRole('article');
    expect(within(own).getByTestId('dispute-status').textContent).toContain('Reviewed: the result was corrected');
    expect(within(other).queryByRole('button', { name: 'This looks wrong' })).toBeNull();
  });
});
