import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getToken } from '../apollo/token';
import { CurrentUserDocument, DashboardDocument, LatestExtensionVersionDocument, LoginDocument } from '../gql/graphql';
import { buildUser, gqlError } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { api, server } from '../test/server';

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page', () => {
  it('shows the validation messages of ADR 0015 and a Back to home link', async () => {
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, 'not-an-email', '');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it("shows the server's text in a red alert when sign-in fails", async () => {
    server.use(api.mutation(LoginDocument, () => HttpResponse.json(gqlError('Invalid email or password', 'UNAUTHENTICATED'))));
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, 'ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(getToken()).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no text", async () => {
    server.use(api.mutation(LoginDocument, () => HttpResponse.error()));
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, 'ada@example.com', 'pw');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it("reads 'Signing in...', stores the token, refetches the user and goes to /dashboard", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seenAuth: (string | null)[] = [];
    const me = buildUser();
    server.use(
      api.mutation(LoginDocument, async () => {
        await gate;
        return HttpResponse.json({
          data: { login: { __typename: 'AuthPayload', token: 'tok-123', expiresAt: '2030-01-01T00:00:00.000Z', mustChangePassword: false, user: me } },
        });
      }),
      api.query(CurrentUserDocument, ({ request }) => {
        seenAuth.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: { me } });
      }),
      api.query(DashboardDocument, () => HttpResponse.json({ data: { me } })),
      api.query(LatestExtensionVersionDocument, () => HttpResponse.json({ data: { latestExtensionVersion: null } })),
    );
    const { user } = renderRoute('/login');
    await fillAndSubmit(user, 'ada@example.com', 'secret');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(await screen.findByText('Version information unavailable')).toBeTruthy();
    expect(getToken()).toBe('tok-123');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-123');
    expect(seenAuth).toEqual(['Bearer tok-123']);
  });
});
