import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { getToken, setToken } from '../../apollo/token';
import { GRAPHQL_URL, server } from '../../test/server';
import { createExplorerFetcher, explorerStorage } from './explorerFetcher';

/** Records what the explorer sent to /graphql and answers `body` with `status`. */
function graphqlEndpoint(body: Record<string, unknown> = { data: { health: { status: 'ok' } } }, status = 200) {
  const seen: { auth: string | null; contentType: string | null; extra: string | null; body: unknown }[] = [];
  server.use(
    http.post(GRAPHQL_URL, async ({ request }) => {
      seen.push({
        auth: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        extra: request.headers.get('X-Trace'),
        body: await request.json(),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('explorer fetcher', () => {
  it("sends the query as JSON with the signed-in user's bearer token and returns the answer", async () => {
    setToken('analyst-token');
    const seen = graphqlEndpoint();
    const fetcher = createExplorerFetcher(GRAPHQL_URL);
    const result = await fetcher({ query: '{ health { status } }', operationName: null, variables: {} }, { headers: { 'X-Trace': 'abc' } });
    expect(result).toEqual({ data: { health: { status: 'ok' } } });
    expect(seen).toEqual([
      {
        auth: 'Bearer analyst-token',
        contentType: 'application/json',
        extra: 'abc',
        body: { query: '{ health { status } }', operationName: null, variables: {} },
      },
    ]);
  });

  it('reads the token at each request, so a later sign-in is used', async () => {
    const seen = graphqlEndpoint();
    const fetcher = createExplorerFetcher(GRAPHQL_URL);
    await fetcher({ query: '{ __typename }' });
    setToken('new-token');
    await fetcher({ query: '{ __typename }' });
    expect(seen.map((s) => s.auth)).toEqual([null, 'Bearer new-token']);
  });

  it('lets an Authorization header from the headers editor win', async () => {
    setToken('analyst-token');
    const seen = graphqlEndpoint();
    await createExplorerFetcher(GRAPHQL_URL)({ query: '{ __typename }' }, { headers: { Authorization: 'Bearer other' } });
    expect(seen[0]?.auth).toBe('Bearer other');
  });

  it('clears the token on a 401, like every other call of the app', async () => {
    setToken('expired');
    graphqlEndpoint({ errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
    const result = await createExplorerFetcher(GRAPHQL_URL)({ query: '{ me { id } }' });
    expect(result).toEqual({ errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(getToken()).toBeNull();
  });
});

describe('explorer storage', () => {
  it("keeps each user's tabs apart in sessionStorage", () => {
    const ada = explorerStorage('u-ada', window.sessionStorage);
    const grace = explorerStorage('u-grace', window.sessionStorage);
    ada.setItem('graphiql:tabState', 'ada-tabs');
    grace.setItem('graphiql:tabState', 'grace-tabs');
    expect(ada.getItem('graphiql:tabState')).toBe('ada-tabs');
    expect(window.sessionStorage.getItem('factlens-explorer:u-grace:graphiql:tabState')).toBe('grace-tabs');
    expect(window.localStorage.length).toBe(0);
    expect(ada.length).toBe(1);
    ada.clear();
    expect(ada.getItem('graphiql:tabState')).toBeNull();
    expect(grace.getItem('graphiql:tabState')).toBe('grace-tabs');
    grace.removeItem('graphiql:tabState');
    expect(window.sessionStorage.length).toBe(0);
  });
});
