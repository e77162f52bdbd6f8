import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getToken, setToken } from '../apollo/token';
import {
  DashboardDocument,
  EarlyAccessSlotsDocument,
  LatestExtensionVersionDocument,
  LogoutDocument,
  SubmitContactRequestDocument,
} from '../gql/graphql';
import { buildUser, gqlError } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { api, GRAPHQL_URL, server } from '../test/server';

const version = (latest: { version: string; releaseNotes: string | null } | null) =>
  api.query(LatestExtensionVersionDocument, () =>
    HttpResponse.json({
      data: { latestExtensionVersion: latest && { __typename: 'ExtensionVersion', releaseDate: null, ...latest } },
    }),
  );
// Redirects land on the landing page, which asks for the slots.
const slots = api.query(EarlyAccessSlotsDocument, () =>
  HttpResponse.json({ data: { earlyAccessSlots: { __typename: 'EarlyAccessSlots', remainingSlots: 5, totalSlots: 25, captchaRequired: true } } }),
);
const me = (user: ReturnType<typeof buildUser> | null) => api.query(DashboardDocument, () => HttpResponse.json({ data: { me: user } }));

afterEach(() => {
  jest.restoreAllMocks();
});

/** Waits until the landing page has its slots, so no request is left in flight after the test. */
async function landedOnHome() {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).not.toBe('...'));
}

describe('dashboard: loading and authentication', () => {
  it("shows 'Loading...' and 'Checking authentication...' while the user loads", async () => {
    server.use(api.query(DashboardDocument, () => new Promise(() => {})));
    renderRoute('/dashboard');
    expect(await screen.findByText('Checking authentication...')).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('redirects to / when there is no user', async () => {
    server.use(me(null), slots);
    renderRoute('/dashboard');
    await landedOnHome();
  });

  it('an UNAUTHENTICATED answer clears the stored token and leads to /', async () => {
    setToken('expired');
    server.use(
      api.query(DashboardDocument, () => HttpResponse.json(gqlError('Session expired', 'UNAUTHENTICATED'))),
      slots,
    );
    renderRoute('/dashboard');
    await landedOnHome();
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it("shows 'Authentication Error: {message}' and 'Redirecting to login...', then goes to / after 100 ms", async () => {
    server.use(
      // A plain-text 500 for the auth query only; other operations fall through to `slots`.
      http.post(GRAPHQL_URL, async ({ request }) => {
        const { operationName } = (await request.clone().json()) as { operationName: string };
        if (operationName === 'Dashboard') return new HttpResponse('database down', { status: 500 });
      }),
      slots,
    );
    renderRoute('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication Error: Auth check failed: 500 - database down');
    expect(screen.getByText('Redirecting to login...')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    await landedOnHome();
  });
});

describe('dashboard: signed in', () => {
  it('shows the welcome, account status, download card and instructions, without admin cards for a non-admin', async () => {
    server.use(me(buildUser({ role: 'early_access' })), version({ version: '1.2.0', releaseNotes: 'Faster OCR.' }));
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome to FactLens' })).toBeTruthy();
    expect(screen.getByText('ada@example.com', { selector: 'strong' })).toBeTruthy();
    const status = within(screen.getByRole('region', { name: 'Account Status' }));
    expect(status.getByText('Authorized')).toBeTruthy();
    expect(status.getByText('Early Access', { selector: '[data-tone]' }).getAttribute('data-tone')).toBe('green');
    expect(status.getByText('Early Access', { selector: 'dd' })).toBeTruthy();
    const download = within(screen.getByRole('region', { name: /Download Extension/ }));
    expect(await download.findByText('Version 1.2.0')).toBeTruthy();
    expect(download.getByText('Faster OCR.')).toBeTruthy();
    expect(download.getByText('Ready')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Installation Instructions' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Update or Remove' })).toBeTruthy();
    const help = within(screen.getByRole('region', { name: 'Give Feedback / Get Help' }));
    expect(help.getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs');
    expect(screen.queryByRole('link', { name: /User Manager/ })).toBeNull();
  });

  it.each([
    ['admin', 'Administrator', 'red'],
    ['moderator', 'Moderator', 'orange'],
    ['free', 'Free User', 'gray'],
  ] as const)('shows the %s role badge in %s (%s)', async (role, label, tone) => {
    server.use(me(buildUser({ role })), version(null));
    renderRoute('/dashboard');
    const status = within(await screen.findByRole('region', { name: 'Account Status' }));
    expect(status.getByText(label).getAttribute('data-tone')).toBe(tone);
  });

  it('shows the administrator cards to an admin', async () => {
    server.use(me(buildUser({ role: 'admin' })), version(null));
    renderRoute('/dashboard');
    const links = [
      ['User Manager', '/admin/users'],
      ['Usage Dashboard', '/admin/analytics'],
      ['GraphQL Explorer', '/admin/explorer'],
      ['Site Controls', '/admin/settings'],
      ['Early Adopters', '/admin/early-adopters'],
      ['Claim Index', '/admin/claims'],
    ];
    for (const [name, href] of links) {
      expect((await screen.findByRole('link', { name: new RegExp(name) })).getAttribute('href')).toBe(href);
    }
  });

  it('gives a moderator the analyst tools only: the usage dashboard and the GraphQL explorer', async () => {
    server.use(me(buildUser({ role: 'moderator' })), version(null));
    renderRoute('/dashboard');
    const tools = within(await screen.findByRole('region', { name: 'Analyst tools' }));
    expect(tools.getByRole('link', { name: /Usage Dashboard/ }).getAttribute('href')).toBe('/admin/analytics');
    expect(tools.getByRole('link', { name: /GraphQL Explorer/ }).getAttribute('href')).toBe('/admin/explorer');
    expect(tools.queryByRole('link', { name: /User Manager/ })).toBeNull();
    expect(tools.queryByRole('link', { name: /Site Controls/ })).toBeNull();
  });

  it.each(['free', 'admin'] as const)('links a %s to the fact-check history', async (role) => {
    server.use(me(buildUser({ role })), version(null));
    renderRoute('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Fact-check History' }));
    expect(card.getByRole('link', { name: 'View history' }).getAttribute('href')).toBe('/history');
  });

  it('downloads the ZIP with the bearer token and saves it as a .zip file', async () => {
    setToken('tok-1');
    let auth: string | null = null;
    server.use(
      me(buildUser()),
      version({ version: '1.2.0', releaseNotes: null }),
      http.get('http://localhost/api/download/extension', ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="factlens-1.2.0.zip"' },
        });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:zip';
    URL.revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Download Extension (.zip)' }));
    await waitFor(() => expect(saved).toEqual(['factlens-1.2.0.zip']));
    expect(auth).toBe('Bearer tok-1');
  });

  it("alerts 'Extension download failed. Please try again.' when the download fails", async () => {
    server.use(
      me(buildUser()),
      version(null),
      http.get('http://localhost/api/download/extension', () => HttpResponse.json({ error: 'Downloads are off' }, { status: 403 })),
    );
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Download Extension (.zip)' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Extension download failed. Please try again.'));
  });

  it('signs out: posts logout and clears the token', async () => {
    setToken('tok-1');
    let loggedOut = false;
    server.use(
      me(buildUser()),
      version(null),
      api.mutation(LogoutDocument, () => {
        loggedOut = true;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot navigate (full redirect)
    const { user } = renderRoute('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(loggedOut).toBe(true);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('dashboard: Connect With Us', () => {
  async function openContact() {
    server.use(me(buildUser()), version(null));
    const view = renderRoute('/dashboard');
    await view.user.click(await screen.findByRole('button', { name: 'Connect With Us' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByLabelText(/Description/);
    return { ...view, dialog };
  }

  it('prefills the email and validates with the messages of ADR 0015', async () => {
    const { user, dialog } = await openContact();
    expect((dialog.getByLabelText(/Email/) as HTMLInputElement).value).toBe('ada@example.com');
    await user.type(dialog.getByLabelText(/Description/), 'short');
    await user.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await dialog.findByText('Please select an issue type')).toBeTruthy();
    expect(dialog.getByText('Please provide at least 10 characters describing the issue')).toBeTruthy();
  });

  it("sends, toasts 'Message Sent!' and closes the dialog", async () => {
    let input: unknown;
    server.use(
      api.mutation(SubmitContactRequestDocument, ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { submitContactRequest: { __typename: 'ContactResult', message: 'ok' } } });
      }),
    );
    const { user, dialog } = await openContact();
    await user.selectOptions(dialog.getByLabelText(/Type/), 'support');
    await user.type(dialog.getByLabelText(/Description/), 'The widget does not open on Reddit.');
    await user.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    expect(screen.getByText("Thank you for your feedback. We'll review and get back to you soon.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input).toEqual({ userEmail: 'ada@example.com', issueType: 'support', issueDescription: 'The widget does not open on Reddit.' });
  });

  it("toasts 'Error' with the server's message when sending fails, keeping the dialog open", async () => {
    server.use(api.mutation(SubmitContactRequestDocument, () => HttpResponse.json(gqlError('Too many messages today', 'RATE_LIMITED'))));
    const { user, dialog } = await openContact();
    await user.selectOptions(dialog.getByLabelText(/Type/), 'billing');
    await user.type(dialog.getByLabelText(/Description/), 'I was charged twice this month.');
    await user.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages today')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
