import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';

// GraphiQL 5 edits in Monaco, which needs web workers and layout that jsdom lacks: the route is
// tested with the GraphiQL part replaced; its fetcher and saved queries have their own tests, and
// the browser end-to-end suite runs the real explorer.
jest.unstable_mockModule('../../components/explorer/GraphiQLExplorer', () => ({
  default: ({ userId }: { userId: string }) => <div data-testid="graphiql">GraphiQL for {userId}</div>,
}));

const { meAs } = await import('../../test/analyticsFixtures');
const { renderRoute } = await import('../../test/render');
const { server } = await import('../../test/server');

describe('GraphQL explorer route', () => {
  it.each(['moderator', 'admin'] as const)('loads GraphiQL for a %s, with a link to the dashboard', async (role) => {
    server.use(meAs(role, { id: `id-${role}` }));
    renderRoute('/admin/explorer');
    expect((await screen.findByTestId('graphiql')).textContent).toBe(`GraphiQL for id-${role}`);
    expect(screen.getByRole('heading', { name: 'GraphQL Explorer', level: 1 })).toBeTruthy();
    expect(screen.getByText(new RegExp(`Query the analytics and history API as ${role}@example.com`))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'usage dashboard' }).getAttribute('href')).toBe('/admin/analytics');
    const nav = within(screen.getByLabelText('Administration'));
    expect(nav.getByRole('link', { name: 'Explorer' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows 'Not allowed' to other users and never loads GraphiQL", async () => {
    server.use(meAs('free'));
    renderRoute('/admin/explorer');
    const card = await screen.findByTestId('not-allowed');
    expect(card.textContent).toContain('Only Moderator or Administrator accounts can see the GraphQL explorer.');
    expect(screen.queryByTestId('graphiql')).toBeNull();
  });

  it('asks a signed-out visitor to sign in', async () => {
    server.use(meAs(null));
    renderRoute('/admin/explorer');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
    expect(screen.queryByTestId('graphiql')).toBeNull();
  });
});
