import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { AdminUsersDocument, UpdateUserRoleDocument } from '../../gql/graphql';
import { buildUser, gqlError, pageInfo } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { api, server } from '../../test/server';

const ada = buildUser({
  id: '4f1c2d3e-aaaa-bbbb-cccc-000000000001',
  email: 'ada@example.com',
  role: 'free',
  dailyUsage: 3,
  dailyLimit: 10,
});
const bob = buildUser({
  id: '7e6d5c4b-aaaa-bbbb-cccc-000000000002',
  email: 'bob@example.com',
  role: 'admin',
  dailyUsage: 0,
  dailyLimit: 0,
  unlimited: true,
});

const usersHandler = (nodes: ReturnType<typeof buildUser>[]) =>
  api.query(AdminUsersDocument, () =>
    HttpResponse.json({ data: { users: { __typename: 'UserConnection', totalCount: nodes.length, nodes, pageInfo } } }),
  );

describe('user manager', () => {
  it("shows 'Loading users...' while loading", async () => {
    server.use(api.query(AdminUsersDocument, () => new Promise(() => {})));
    renderRoute('/admin/users');
    expect(await screen.findByText('Loading users...')).toBeTruthy();
  });

  it("shows 'No users found' when the list is empty", async () => {
    server.use(usersHandler([]));
    renderRoute('/admin/users');
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it("shows 'Error loading users: {message}' with a back link when loading fails", async () => {
    server.use(api.query(AdminUsersDocument, () => HttpResponse.json(gqlError('Administrators only', 'FORBIDDEN'))));
    renderRoute('/admin/users');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading users: Administrators only');
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("falls back to 'Failed to fetch users' when the network fails", async () => {
    server.use(api.query(AdminUsersDocument, () => HttpResponse.error()));
    renderRoute('/admin/users');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading users: Failed to fetch users');
  });

  it('shows the count in the title and one row per user with the documented columns', async () => {
    server.use(usersHandler([ada, bob]));
    renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Manager (2 users)' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Email', 'Current Role', 'Usage', 'Subscription', 'Joined', 'Actions']);
    const row = within(screen.getByRole('row', { name: /ada@example.com/ }));
    expect(row.getByText('4f1c2d3e')).toBeTruthy();
    expect(row.getByText('Free User', { selector: '[data-tone]' })).toBeTruthy();
    expect(row.getByText(/3\/10 per day/)).toBeTruthy();
    expect(row.getByText('(30%)')).toBeTruthy();
    expect(row.getByText('Aug 21, 2025')).toBeTruthy();
    // Administrators have no daily limit: no "0/0", no percentage.
    const admin = within(screen.getByRole('row', { name: /bob@example.com/ }));
    expect(admin.getByText('(no limit)')).toBeTruthy();
    expect(admin.queryByText(/per day/)).toBeNull();
  });

  it("changes a role optimistically and toasts 'Role Updated'", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      usersHandler([ada, bob]),
      api.mutation(UpdateUserRoleDocument, async ({ variables }) => {
        await gate;
        return HttpResponse.json({ data: { updateUserRole: { ...ada, role: variables.role, dailyLimit: 200 } } });
      }),
    );
    const { user } = renderRoute('/admin/users');
    await user.selectOptions(await screen.findByLabelText('Role for ada@example.com'), 'moderator');
    const row = within(screen.getByRole('row', { name: /ada@example.com/ }));
    // Before the server answers, the row already shows the new role.
    expect(row.getByText('Moderator', { selector: '[data-tone]' })).toBeTruthy();
    release();
    expect(await screen.findByText('Role Updated')).toBeTruthy();
    expect(await row.findByText(/3\/200 per day/)).toBeTruthy();
  });

  it("rolls the role back and toasts 'Error' when the server refuses", async () => {
    server.use(
      usersHandler([ada, bob]),
      api.mutation(UpdateUserRoleDocument, () => HttpResponse.json(gqlError('You cannot demote yourself', 'FORBIDDEN'))),
    );
    const { user } = renderRoute('/admin/users');
    const select = (await screen.findByLabelText('Role for bob@example.com')) as HTMLSelectElement;
    await user.selectOptions(select, 'free');
    expect(await screen.findByText('You cannot demote yourself')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('admin'));
    const row = within(screen.getByRole('row', { name: /bob@example.com/ }));
    expect(row.getByText('Administrator', { selector: '[data-tone]' })).toBeTruthy();
  });

  it("uses 'Failed to update user role' when the failure carries no message", async () => {
    server.use(
      usersHandler([ada]),
      api.mutation(UpdateUserRoleDocument, () => HttpResponse.error()),
    );
    const { user } = renderRoute('/admin/users');
    await user.selectOptions(await screen.findByLabelText('Role for ada@example.com'), 'admin');
    expect(await screen.findByText('Failed to update user role')).toBeTruthy();
  });
});
