import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { HistoryDocument, HistoryUsersDocument, type HistoryQuery, type HistoryQueryVariables } from '../gql/graphql';
import { buildFactCheck, meAs } from '../test/analyticsFixtures';
import { gqlError } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { api, server } from '../test/server';

type Node = HistoryQuery['factChecks']['nodes'][number];

function page(nodes: Node[], totalCount: number, endCursor: string | null): HistoryQuery {
  return {
    factChecks: {
      __typename: 'FactCheckConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      nodes,
    },
  };
}

/** Answers History with `answer(variables)` and records every request's variables. */
function history(answer: (variables: HistoryQueryVariables) => HistoryQuery) {
  const calls: HistoryQueryVariables[] = [];
  const handler = api.query(HistoryDocument, ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data: answer(variables) });
  });
  return { handler, calls };
}

const checks = (from: number, count: number, extra: Partial<Node> = {}) =>
  Array.from({ length: count }, (_, i) =>
    buildFactCheck({ id: `fc-${from + i}`, content: `Claim number ${from + i} about vaccines`, ...extra }),
  );

describe('history: your own fact-checks', () => {
  it('shows each check with its excerpt, platform, LED scores, verdict, sources and date, without user columns', async () => {
    const { handler, calls } = history(() => page([buildFactCheck()], 1, null));
    server.use(meAs('free'), handler);
    renderRoute('/history');
    const item = within(await screen.findByRole('article'));
    expect(item.getByText('“The moon landing was staged in a studio in 1969.”')).toBeTruthy();
    expect(item.getByText('twitter')).toBeTruthy();
    expect(item.getByRole('img', { name: 'Accuracy 8 of 10, red: Likely false or highly problematic' })).toBeTruthy();
    expect(item.getByRole('img', { name: 'Tone 3 of 10, green: Accurate or neutral' })).toBeTruthy();
    expect(item.getByTestId('verdict').textContent).toBe('False');
    const source = item.getByRole('link', { name: 'PolitiFact' });
    expect(source.getAttribute('href')).toBe('https://www.politifact.com/moon');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    const sources = within(item.getByRole('list', { name: 'Sources' }));
    expect(sources.getByText('This makes a claim PolitiFact rated Pants on Fire, so it is probably false.')).toBeTruthy();
    expect(sources.getByText('Same claim')).toBeTruthy();
    expect(sources.getByText('Similarity 93%')).toBeTruthy();
    expect(sources.getByText('Rating: Pants on Fire')).toBeTruthy();
    expect(item.queryByRole('list', { name: 'Tone signals' })).toBeNull();
    expect(item.getByText('Aug 21, 2025, 14:05 UTC')).toBeTruthy();
    expect(item.queryByTestId('check-user')).toBeNull();
    expect(screen.queryByLabelText('User id')).toBeNull();
    expect(screen.getByText('Showing 1 of 1 fact-checks')).toBeTruthy();
    expect(calls).toEqual([{ first: 20, search: null, userId: null }]);
  });

  it('shows the tone signals, an opposite-claim explanation, and no link for a source without a safe URL', async () => {
    const base = buildFactCheck();
    const result = base.result!;
    const check = buildFactCheck({
      result: {
        ...result,
        accuracy: { ...result.accuracy, score: 3, band: 'green', label: 'Accurate or neutral' },
        tone: { ...result.tone, score: 9, band: 'red', label: 'Hostile', categories: ['threat', 'charged'] },
        verdict: 'mostly_true',
        verdictLabel: 'Mostly true',
        sources: [
          {
            ...result.sources[0]!,
            publisher: 'Sketchy',
            url: '',
            rating: 'False',
            similarity: 0.812,
            relation: 'opposite',
            explanation: 'This contradicts a claim Sketchy rated False, so it is probably accurate.',
          },
        ],
      },
    });
    server.use(meAs('free'), history(() => page([check], 1, null)).handler);
    renderRoute('/history');
    const item = within(await screen.findByRole('article'));
    expect(item.getByRole('img', { name: /^Tone 9 of 10, red/ })).toBeTruthy();
    const signals = within(item.getByRole('list', { name: 'Tone signals' }));
    expect(signals.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Threat', 'Emotionally charged']);
    expect(item.getByText('This contradicts a claim Sketchy rated False, so it is probably accurate.')).toBeTruthy();
    expect(item.getByText('Opposite claim')).toBeTruthy();
    expect(item.getByText('Similarity 81%')).toBeTruthy();
    expect(item.getByText('Sketchy')).toBeTruthy();
    expect(item.queryByRole('link', { name: 'Sketchy' })).toBeNull();
  });

  it('shows the language notice of each check on a line of its own, and not twice (docs/adr/0075-text-language.md)', async () => {
    const base = buildFactCheck().result!;
    const unrated =
      'This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy could not be checked.';
    const rated =
      'This text seems to be in German. Our fact-check index holds no reviews in German yet; the fact-checks shown were found by other services.';
    const nodes = [
      buildFactCheck({
        id: 'fc-es',
        content: 'Las vacunas contienen microchips para controlar a la población.',
        result: {
          ...base,
          verdict: 'unrated',
          verdictLabel: 'Unverified',
          language: 'es',
          languageNotice: unrated,
          summary: `${unrated} Treat it with care until a fact-check covers it.`,
          sources: [],
        },
      }),
      buildFactCheck({
        id: 'fc-de',
        content: 'Impfstoffe enthalten Mikrochips.',
        result: { ...base, language: 'de', languageNotice: rated },
      }),
      buildFactCheck({ id: 'fc-en' }),
    ];
    server.use(meAs('free'), history(() => page(nodes, 3, null)).handler);
    renderRoute('/history');
    const [es, de, en] = (await screen.findAllByRole('article')).map((a) => within(a));
    const esNote = es!.getByRole('note');
    expect(esNote.textContent).toBe(unrated);
    expect(esNote.getAttribute('data-language')).toBe('es');
    expect(esNote.getAttribute('lang')).toBe('en');
    // The summary no longer repeats the notice it opened with.
    expect(es!.getByText('Treat it with care until a fact-check covers it.')).toBeTruthy();
    expect(es!.getAllByText(/This text seems to be in Spanish/)).toHaveLength(1);
    expect(de!.getByRole('note').textContent).toBe(rated);
    expect(de!.getByText('Published fact-checks rate this claim false.')).toBeTruthy();
    expect(en!.queryByRole('note')).toBeNull();
    expect(en!.queryByTestId('language-notice')).toBeNull();
  });

  it('says so when a stored result cannot be shown', async () => {
    server.use(meAs('free'), history(() => page([buildFactCheck({ result: null })], 1, null)).handler);
    renderRoute('/history');
    const item = within(await screen.findByRole('article'));
    expect(item.getByText('The stored result of this check cannot be shown.')).toBeTruthy();
    expect(item.queryByTestId('verdict')).toBeNull();
  });

  it('loads the next page with the cursor and appends it ("Load more")', async () => {
    const { handler, calls } = history((v) =>
      v.after === 'cursor-20' ? page(checks(21, 5), 25, null) : page(checks(1, 20), 25, 'cursor-20'),
    );
    server.use(meAs('early_access'), handler);
    const { user } = renderRoute('/history');
    expect(await screen.findByText('Showing 20 of 25 fact-checks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25 fact-checks')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByText('“Claim number 25 about vaccines”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls).toEqual([
      { first: 20, search: null, userId: null },
      { first: 20, search: null, userId: null, after: 'cursor-20' },
    ]);
  });

  it('searches the checked text with the search box', async () => {
    const { handler, calls } = history((v) => (v.search ? page(checks(1, 2), 2, null) : page(checks(1, 20), 40, 'c')));
    server.use(meAs('free'), handler);
    const { user } = renderRoute('/history');
    await screen.findByText('Showing 20 of 40 fact-checks');
    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), '  vaccines ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 2 of 2 fact-checks')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ first: 20, search: 'vaccines', userId: null });
    expect(screen.getByTestId('location').textContent).toBe('/history');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 20 of 40 fact-checks')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search text' }) as HTMLInputElement).value).toBe('');
  });

  it('says when nothing matches and when there is nothing yet', async () => {
    server.use(meAs('free'), history(() => page([], 0, null)).handler);
    renderRoute('/history?q=zebra');
    expect(await screen.findByText('No fact-checks match these filters.')).toBeTruthy();
  });

  it("shows 'Error loading history: {message}' when the API refuses", async () => {
    server.use(
      meAs('free'),
      api.query(HistoryDocument, () =>
        HttpResponse.json(gqlError("Only moderators and administrators can read other users' history", 'FORBIDDEN')),
      ),
    );
    renderRoute('/history');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Error loading history: Only moderators and administrators can read other users' history",
    );
  });

  it('asks a signed-out visitor to sign in', async () => {
    server.use(meAs(null));
    renderRoute('/history');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
  });
});

describe("history: everyone's, for moderators and admins", () => {
  it('shows whose check each is and filters on a user from a row or a typed id (moderator)', async () => {
    const grace = { __typename: 'User' as const, id: 'u-grace', email: 'grace@example.com' };
    const { handler, calls } = history((v) =>
      v.userId === 'u-grace'
        ? page(checks(1, 1, { user: grace }), 1, null)
        : page([...checks(1, 1), ...checks(2, 1, { user: grace })], 2, null),
    );
    server.use(meAs('moderator'), handler);
    const { user } = renderRoute('/history');
    await screen.findByText('Showing 2 of 2 fact-checks');
    expect(screen.getAllByTestId('check-user').map((e) => e.textContent)).toEqual(['ada@example.com', 'grace@example.com']);

    await user.click(screen.getByRole('button', { name: 'Only checks of grace@example.com' }));
    expect(await screen.findByText('Showing 1 of 1 fact-checks')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ first: 20, search: null, userId: 'u-grace' });
    // Moderators may not list users: the filter is a typed id, filled from the row.
    expect((screen.getByLabelText('User id') as HTMLInputElement).value).toBe('u-grace');

    const id = screen.getByLabelText('User id');
    await user.clear(id);
    await user.type(id, 'u-ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 20, search: null, userId: 'u-ada' }));
  });

  it('lets an admin pick the user from the users list', async () => {
    const { handler, calls } = history(() => page(checks(1, 1), 1, null));
    server.use(
      meAs('admin'),
      handler,
      api.query(HistoryUsersDocument, () =>
        HttpResponse.json({
          data: {
            users: {
              __typename: 'UserConnection',
              totalCount: 2,
              nodes: [
                { __typename: 'User', id: 'u-ada', email: 'ada@example.com' },
                { __typename: 'User', id: 'u-grace', email: 'grace@example.com' },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderRoute('/history');
    const select = await screen.findByRole('combobox', { name: 'User' });
    await user.selectOptions(select, 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 20, search: null, userId: 'u-grace' }));
    expect(screen.getByTestId('location').textContent).toBe('/history');
  });

  it('ignores a user filter in the URL for a user who is not an analyst', async () => {
    const { handler, calls } = history(() => page(checks(1, 1), 1, null));
    server.use(meAs('free'), handler);
    renderRoute('/history?user=u-grace');
    await screen.findByText('Showing 1 of 1 fact-checks');
    expect(calls).toEqual([{ first: 20, search: null, userId: null }]);
  });
});
