import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setToken } from '../../apollo/token';
import { AdminAnalyticsDocument, DisputeStatsDocument, type AdminAnalyticsQueryVariables, type DisputeStatsQuery } from '../../gql/graphql';
import { defaultRange, rangeVariables } from '../../lib/dateRange';
import { buildAnalytics, emptyAnalytics, meAs } from '../../test/analyticsFixtures';
import { gqlError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { api, server } from '../../test/server';

afterEach(() => {
  jest.restoreAllMocks();
});

const noDisputes: DisputeStatsQuery = { disputeOutcomes: [], disputesByPublisher: [], correctionsOverTime: [] };
/** Admins also load the dispute numbers (docs/adr/0074-dispute-analytics.md); empty unless a test says otherwise. */
function disputeStats(data: DisputeStatsQuery = noDisputes) {
  return api.query(DisputeStatsDocument, () => HttpResponse.json({ data }));
}
beforeEach(() => {
  server.use(disputeStats());
});

/** Answers the dashboard query with `data` and records the variables of every request. */
function analytics(data = buildAnalytics()) {
  const calls: AdminAnalyticsQueryVariables[] = [];
  const handler = api.query(AdminAnalyticsDocument, ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data });
  });
  return { handler, calls };
}

/** The row of a table whose header cell is `name`. */
function row(region: HTMLElement, name: string | RegExp) {
  return within(within(region).getByRole('rowheader', { name }).closest('tr')!);
}

describe('usage dashboard: access', () => {
  it("shows 'Not allowed' to a user who is neither moderator nor admin, and asks the API for no analytics", async () => {
    const { handler, calls } = analytics();
    server.use(meAs('early_access'), handler);
    renderRoute('/admin/analytics');
    const card = await screen.findByTestId('not-allowed');
    expect(within(card).getByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(card.textContent).toContain('Only Moderator or Administrator accounts can see the usage dashboard.');
    expect(within(card).getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(calls).toHaveLength(0);
  });

  it('asks a signed-out visitor to sign in', async () => {
    server.use(meAs(null));
    renderRoute('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });
});

describe('usage dashboard: states', () => {
  it("shows 'Loading analytics...' while the numbers load", async () => {
    server.use(
      meAs('moderator'),
      api.query(AdminAnalyticsDocument, () => new Promise(() => {})),
    );
    renderRoute('/admin/analytics');
    expect(await screen.findByText('Loading analytics...')).toBeTruthy();
  });

  it("shows 'Error loading analytics: {message}' when the API refuses", async () => {
    server.use(
      meAs('moderator'),
      api.query(AdminAnalyticsDocument, () => HttpResponse.json(gqlError('The date range may span at most 400 days', 'BAD_USER_INPUT'))),
    );
    renderRoute('/admin/analytics');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading analytics: The date range may span at most 400 days');
  });

  it("falls back to 'Failed to fetch analytics' when the network fails", async () => {
    server.use(
      meAs('admin'),
      api.query(AdminAnalyticsDocument, () => HttpResponse.error()),
    );
    renderRoute('/admin/analytics');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading analytics: Failed to fetch analytics');
  });

  it('shows empty states when the range has no activity', async () => {
    server.use(meAs('moderator'), analytics(emptyAnalytics()).handler);
    renderRoute('/admin/analytics');
    const trend = await screen.findByRole('region', { name: /Fact-checks per day/ });
    expect(within(trend).getByText('No fact-checks in this range.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Verdict bands' })).getByText('No fact-checks in this range.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'API breakdown' })).getByText('No provider calls in this range.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recent activity' })).getByText('No fact-checks yet.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Top users' })).getByText('No active users in this range.')).toBeTruthy();
    const totals = screen.getByLabelText('Totals for the range');
    expect(within(totals).getAllByText('0').length).toBeGreaterThanOrEqual(3);
    // A moderator's navigation leaves out the administrator-only pages.
    const nav = within(screen.getByLabelText('Administration'));
    expect(nav.getByText('Analytics')).toBeTruthy();
    expect(nav.queryByText('Users')).toBeNull();
    expect(nav.queryByText('Settings')).toBeNull();
  });
});

describe('usage dashboard: numbers from the API', () => {
  it('renders the totals, the series, the breakdowns, the services, recent activity and top users as the API sent them', async () => {
    const { handler } = analytics();
    server.use(meAs('moderator'), handler);
    renderRoute('/admin/analytics');

    const totals = await screen.findByLabelText('Totals for the range');
    const stat = (label: string) => totals.querySelector(`[data-stat="${label}"]`)!.textContent;
    expect(stat('Fact-checks')).toBe('Fact-checks1,234');
    // Distinct users over the range (57), not the sum of the buckets (71).
    expect(stat('Active users')).toBe('Active users57');
    expect(stat('Provider calls')).toBe('Provider calls5,310');
    expect(stat('Likely false (red band)')).toBe('Likely false (red band)18%222 checks');
    expect(stat('Early-access sign-ups')).toBe('Early-access sign-ups124 promoted');

    const trend = screen.getByRole('region', { name: /Fact-checks per day/ });
    expect(within(trend).getByText('1,234 fact-checks · 57 active users')).toBeTruthy();
    // The charts are hidden from assistive technology (their tables carry the numbers), so nothing
    // in them may take keyboard focus either (axe: aria-hidden-focus).
    await waitFor(() => expect(document.querySelectorAll('[aria-hidden="true"] svg').length).toBeGreaterThan(0));
    const focusable = [...document.querySelectorAll('[aria-hidden="true"] [tabindex]')].filter(
      (el) => el.getAttribute('tabindex') !== '-1',
    );
    expect(focusable.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    const aug3 = row(trend, 'Aug 3, 2025');
    expect(aug3.getAllByRole('cell').map((c) => c.textContent)).toEqual(['834', '41']);
    expect(
      row(trend, 'Aug 2, 2025')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0']);

    const bands = screen.getByRole('region', { name: 'Verdict bands' });
    expect(
      row(bands, 'Red')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['222', '18%']);
    expect(
      row(bands, 'Green')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['500', '40.5%']);
    const platforms = screen.getByRole('region', { name: 'Platforms' });
    expect(
      row(platforms, 'Twitter/X')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,000', '81%']);
    const content = screen.getByRole('region', { name: 'Text or image (OCR)' });
    expect(
      row(content, 'Image (OCR)')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['34', '2.8%']);

    const services = screen.getByRole('region', { name: 'API breakdown' });
    expect(within(services).getByText('5,310 provider calls')).toBeTruthy();
    expect(
      row(services, 'Fact-check service')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3,912', '31', '99.2%', '410 ms', '1,251 ms', '0']);
    expect(row(services, 'Moderation service').getAllByRole('cell')[0]!.textContent).toBe('1,284');
    expect(
      row(services, 'Claim-verification service')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['80', '6', '92.5%', '640 ms', '900 ms', '1,500']);
    expect(row(services, 'OCR').getAllByRole('cell')[0]!.textContent).toBe('34');
    // Each service lists its providers; a provider without calls shows dashes, "Other" is hidden.
    expect(
      row(services, 'Google Fact Check Tools')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,000', '31', '96.9%', '700 ms', '1,800 ms', '0']);
    expect(
      row(services, 'Gemini OCR')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '—', '—', '—', '0']);
    expect(within(services).queryByRole('rowheader', { name: 'Other' })).toBeNull();

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('grace@example.com')).toBeTruthy();
    expect(within(activity).getByText('False')).toBeTruthy();
    expect(within(activity).getByText('Aug 21, 2025, 14:05 UTC')).toBeTruthy();

    const top = screen.getByRole('region', { name: 'Top users' });
    expect(
      row(top, /ada@example.com/)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['321', '1,400', '7', '0', 'Aug 3, 2025, 09:00 UTC']);
  });

  it('asks for the last 30 UTC days by day by default and links to the explorer', async () => {
    const { handler, calls } = analytics();
    server.use(meAs('moderator'), handler);
    renderRoute('/admin/analytics');
    await screen.findByLabelText('Totals for the range');
    expect(calls[0]).toEqual(rangeVariables(defaultRange()));
    expect(screen.getByRole('link', { name: 'Open GraphQL explorer' }).getAttribute('href')).toBe('/admin/explorer');
  });

  it('takes the range from the URL and applies a new one from the picker', async () => {
    const { handler, calls } = analytics();
    server.use(meAs('moderator'), handler);
    const { user } = renderRoute('/admin/analytics?from=2025-08-01&to=2025-08-03&bucket=week');
    await screen.findByLabelText('Totals for the range');
    expect(calls[0]).toEqual({ from: '2025-08-01T00:00:00.000Z', to: '2025-08-04T00:00:00.000Z', bucket: 'week' });

    const form = within(screen.getByRole('form', { name: 'Date range' }));
    const from = form.getByLabelText('From') as HTMLInputElement;
    await user.clear(from);
    await user.type(from, '2025-07-01');
    await user.selectOptions(form.getByLabelText('Group by'), 'day');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ from: '2025-07-01T00:00:00.000Z', to: '2025-08-04T00:00:00.000Z', bucket: 'day' });
  });

  it('refuses a range that ends before it starts, without asking the API', async () => {
    const { handler, calls } = analytics();
    server.use(meAs('moderator'), handler);
    const { user } = renderRoute('/admin/analytics?from=2025-08-01&to=2025-08-03');
    await screen.findByLabelText('Totals for the range');
    const form = within(screen.getByRole('form', { name: 'Date range' }));
    const to = form.getByLabelText('To') as HTMLInputElement;
    await user.clear(to);
    await user.type(to, '2025-07-01');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    expect((await form.findByRole('alert')).textContent).toBe('The start date must be on or before the end date.');
    expect(calls).toHaveLength(1);
  });
});

describe('usage dashboard: CSV exports', () => {
  it('are for admins only', async () => {
    server.use(meAs('moderator'), analytics().handler);
    renderRoute('/admin/analytics');
    await screen.findByLabelText('Totals for the range');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('download the analytics and the fact-checks of the range with the bearer token', async () => {
    setToken('admin-token');
    const requests: { url: string; auth: string | null }[] = [];
    const csv =
      (name: string) =>
      ({ request }: { request: Request }) => {
        requests.push({ url: request.url, auth: request.headers.get('Authorization') });
        return new HttpResponse('a,b\n1,2\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${name}"` },
        });
      };
    server.use(
      meAs('admin'),
      analytics().handler,
      http.get('http://localhost/api/admin/export/analytics.csv', csv('factlens-analytics-week-2025-08-01-2025-08-04.csv')),
      http.get('http://localhost/api/admin/export/fact-checks.csv', csv('factlens-fact-checks-2025-08-01-2025-08-04.csv')),
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderRoute('/admin/analytics?from=2025-08-01&to=2025-08-03&bucket=week');
    await user.click(await screen.findByRole('button', { name: 'Export analytics (CSV)' }));
    expect(await screen.findByText('Saved factlens-analytics-week-2025-08-01-2025-08-04.csv.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export fact-checks (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual(['factlens-analytics-week-2025-08-01-2025-08-04.csv', 'factlens-fact-checks-2025-08-01-2025-08-04.csv']);
    expect(requests).toEqual([
      {
        url: 'http://localhost/api/admin/export/analytics.csv?from=2025-08-01T00%3A00%3A00.000Z&to=2025-08-04T00%3A00%3A00.000Z&bucket=week',
        auth: 'Bearer admin-token',
      },
      {
        url: 'http://localhost/api/admin/export/fact-checks.csv?from=2025-08-01T00%3A00%3A00.000Z&to=2025-08-04T00%3A00%3A00.000Z',
        auth: 'Bearer admin-token',
      },
    ]);
  });

  it("toasts 'Error' with the server's answer when an export fails", async () => {
    server.use(
      meAs('admin'),
      analytics().handler,
      http.get('http://localhost/api/admin/export/analytics.csv', () =>
        HttpResponse.json({ error: 'Administrators only' }, { status: 403 }),
      ),
    );
    const { user } = renderRoute('/admin/analytics');
    await user.click(await screen.findByRole('button', { name: 'Export analytics (CSV)' }));
    expect(await screen.findByText('Export failed: 403: Administrators only')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});

describe('usage dashboard: disputes (admins)', () => {
  it('shows disputes by outcome, by publisher and corrections per day', async () => {
    let asked = 0;
    server.use(
      meAs('admin'),
      analytics().handler,
      api.query(DisputeStatsDocument, () => {
        asked++;
        return HttpResponse.json({
          data: {
            disputeOutcomes: [
              { __typename: 'DisputeOutcome', status: 'open', count: 3 },
              { __typename: 'DisputeOutcome', status: 'corrected', count: 2 },
            ],
            disputesByPublisher: [
              { __typename: 'PublisherDisputes', publisher: 'PolitiFact', disputes: 4, open: 1, upheld: 1, corrected: 1, noFactCheck: 1 },
            ],
            correctionsOverTime: [
              { __typename: 'CorrectionsDay', day: '2025-08-02', excludeSource: 1, pinReview: 2, noFactCheck: 0 },
              { __typename: 'CorrectionsDay', day: '2025-08-03', excludeSource: 0, pinReview: 0, noFactCheck: 0 },
            ],
          },
        });
      }),
    );
    renderRoute('/admin/analytics');
    const section = within(await screen.findByRole('region', { name: 'Disputes and corrections' }));
    expect(row(section.getByRole('region', { name: 'Disputes by outcome' }), 'Under review').getByText('3')).toBeTruthy();
    const pub = row(section.getByRole('region', { name: 'Disputed publishers' }), 'PolitiFact');
    expect(pub.getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '1', '2']);
    const days = section.getByRole('region', { name: /^Corrections, last/ });
    expect(within(days).getAllByRole('row')).toHaveLength(2);
    expect(asked).toBe(1);
  });
});
