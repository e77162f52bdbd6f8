import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES } from '@factlens/common';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getToken, setToken } from '../apollo/token';
import {
  ChangePasswordDocument,
  CurrentUserDocument,
  DashboardDocument,
  LatestExtensionVersionDocument,
  LoginDocument,
  SignOutEverywhereDocument,
} from '../gql/graphql';
import { buildUser, gqlError } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { api, server } from '../test/server';
import { GENERATED_PASSWORD_NOTICE, PASSWORDS_DIFFER } from './Account';

const me = (overrides: Partial<ReturnType<typeof buildUser>> = {}) =>
  api.query(CurrentUserDocument, () => HttpResponse.json({ data: { me: buildUser(overrides) } }));

async function fill(user: ReturnType<typeof renderRoute>['user'], current: string, next: string, confirm = next) {
  const currentField = await screen.findByLabelText(/Current/);
  if (current) await user.type(currentField, current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirm) await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('account page: password change', () => {
  it('asks to sign in without a user', async () => {
    server.use(api.query(CurrentUserDocument, () => HttpResponse.json({ data: { me: null } })));
    renderRoute('/account');
    expect(await screen.findByText('Sign in to see your account.')).toBeTruthy();
  });

  it('checks the fields with the server rules before sending', async () => {
    let sent = false;
    server.use(
      me(),
      api.mutation(ChangePasswordDocument, () => {
        sent = true;
        return HttpResponse.json(gqlError('x', 'BAD_USER_INPUT'));
      }),
    );
    const { user } = renderRoute('/account');
    await fill(user, '', 'short', 'shorter');
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPassword)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.newPasswordMin)).toBeTruthy();
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(sent).toBe(false);
  });

  it("changes the password, says so, and shows the server's error (e.g. a wrong current password) without signing out", async () => {
    setToken('tok-1');
    let variables: unknown;
    server.use(
      me(),
      api.mutation(ChangePasswordDocument, ({ variables: v }) => {
        variables = v;
        if (v.currentPassword === 'wrong-one') return HttpResponse.json(gqlError(ACCOUNT_MESSAGES.wrongCurrentPassword, 'BAD_USER_INPUT'));
        return HttpResponse.json({
          data: {
            changePassword: {
              __typename: 'PasswordChangeResult',
              message: ACCOUNT_MESSAGES.passwordChanged,
              revokedSessions: 2,
              user: { __typename: 'User', id: buildUser().id, mustChangePassword: false },
            },
          },
        });
      }),
    );
    const { user } = renderRoute('/account');
    await fill(user, 'wrong-one', 'a-brand-new-password');
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expect(getToken()).toBe('tok-1');

    await user.clear(screen.getByLabelText(/Current/));
    await user.type(screen.getByLabelText(/Current/), 'old-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeTruthy();
    expect(variables).toEqual({ currentPassword: 'old-password', newPassword: 'a-brand-new-password' });
    expect(screen.getByTestId('location').textContent).toBe('/account');
    await waitFor(() => expect((screen.getByLabelText(/Current/) as HTMLInputElement).value).toBe(''));
  });
});

describe('generated password must be changed first', () => {
  it('sign-in with a generated password goes to /account, which says why; the change leads on to the dashboard', async () => {
    let mustChange = true;
    const user0 = () => buildUser({ mustChangePassword: mustChange });
    server.use(
      api.mutation(LoginDocument, () =>
        HttpResponse.json({
          data: {
            login: {
              __typename: 'AuthPayload',
              token: 'tok-9',
              expiresAt: '2030-01-01T00:00:00.000Z',
              mustChangePassword: true,
              user: user0(),
            },
          },
        }),
      ),
      api.query(CurrentUserDocument, () => HttpResponse.json({ data: { me: user0() } })),
      api.query(DashboardDocument, () => HttpResponse.json({ data: { me: user0() } })),
      api.query(LatestExtensionVersionDocument, () => HttpResponse.json({ data: { latestExtensionVersion: null } })),
      api.mutation(ChangePasswordDocument, () => {
        mustChange = false;
        return HttpResponse.json({
          data: {
            changePassword: {
              __typename: 'PasswordChangeResult',
              message: ACCOUNT_MESSAGES.passwordChanged,
              revokedSessions: 0,
              user: { __typename: 'User', id: buildUser().id, mustChangePassword: false },
            },
          },
        });
      }),
    );
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Generated1234567890');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    expect((await screen.findByRole('alert')).textContent).toBe(GENERATED_PASSWORD_NOTICE);
    // Nothing else is offered until the password is changed.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).toBeNull();
    await fill(user, 'Generated1234567890', 'my-own-password');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: /Welcome to/ })).toBeTruthy();
  });

  it('the dashboard sends a member who still has a generated password to /account', async () => {
    server.use(
      me({ mustChangePassword: true }),
      api.query(DashboardDocument, () => HttpResponse.json({ data: { me: buildUser({ mustChangePassword: true }) } })),
      api.query(LatestExtensionVersionDocument, () => HttpResponse.json({ data: { latestExtensionVersion: null } })),
    );
    renderRoute('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    expect(await screen.findByText(GENERATED_PASSWORD_NOTICE)).toBeTruthy();
  });

  it('so do the other signed-in pages (access gate)', async () => {
    server.use(me({ mustChangePassword: true }));
    renderRoute('/history');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
  });
});

describe('sign out everywhere', () => {
  it('asks for confirmation, then ends every session and forgets the token', async () => {
    setToken('tok-2');
    let called = 0;
    server.use(
      me(),
      api.mutation(SignOutEverywhereDocument, () => {
        called += 1;
        return HttpResponse.json({ data: { signOutEverywhere: 3 } });
      }),
    );
    const { user } = renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/this one included/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(called).toBe(0);
    expect(getToken()).toBe('tok-2');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(called).toBe(1);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('a failure keeps the session and says so', async () => {
    setToken('tok-3');
    server.use(
      me(),
      api.mutation(SignOutEverywhereDocument, () => HttpResponse.json(gqlError('Database unavailable', 'SERVICE_UNAVAILABLE'))),
    );
    const { user } = renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Sign out everywhere failed')).toBeTruthy();
    expect(getToken()).toBe('tok-3');
  });
});
