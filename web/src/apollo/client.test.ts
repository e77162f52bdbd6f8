import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { CurrentUserDocument, LogoutDocument, SiteSettingsDocument } from '../gql/graphql';
import { buildUser, gqlError } from '../test/fixtures';
import { api, GRAPHQL_URL, server } from '../test/server';
import { createApolloClient } from './client';
import { getServiceUnavailable } from './serviceStatus';
import { getToken, restoreToken, setToken } from './token';

afterEach(() => {
  jest.restoreAllMocks();
});

/** msw cannot see `credentials`, so the fetch call itself is observed. */
function spyFetchInit(): RequestInit[] {
  const inits: RequestInit[] = [];
  const original = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    inits.push(init ?? {});
    return original(input, init);
  });
  return inits;
}

describe('apollo client: session token', () => {
  it('restores the token from localStorage.auth_token and sends it as a bearer header with cookies included', async () => {
    window.localStorage.setItem('auth_token', 'stored-token');
    restoreToken();
    let auth: string | null = null;
    const inits = spyFetchInit();
    server.use(
      api.query(CurrentUserDocument, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ data: { me: buildUser() } });
      }),
    );
    const { data } = await createApolloClient().query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
    expect(data?.me?.email).toBe('ada@example.com');
    expect(auth).toBe('Bearer stored-token');
    expect(inits.map((i) => i.credentials)).toEqual(['include']);
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      api.query(CurrentUserDocument, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ data: { me: null } });
      }),
    );
    await createApolloClient().query({ query: CurrentUserDocument });
    expect(auth).toBeNull();
  });

  it('an empty token clears it', () => {
    setToken('abc');
    setToken('');
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('apollo client: 401 and UNAUTHENTICATED', () => {
  it('a 401 on a query clears the token and yields an empty result', async () => {
    setToken('revoked');
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
    const { data, error } = await createApolloClient().query({ query: CurrentUserDocument });
    expect(error).toBeUndefined();
    expect(data).toEqual({ me: null });
    expect(getToken()).toBeNull();
  });

  it('UNAUTHENTICATED on a query clears the token and yields an empty result', async () => {
    setToken('expired');
    server.use(api.query(SiteSettingsDocument, () => HttpResponse.json(gqlError('Sign in first', 'UNAUTHENTICATED'))));
    const { data } = await createApolloClient().query({ query: SiteSettingsDocument });
    expect(data).toEqual({ siteSettings: null });
    expect(getToken()).toBeNull();
  });

  it('a 401 on a mutation clears the token and raises', async () => {
    setToken('revoked');
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
    await expect(createApolloClient().mutate({ mutation: LogoutDocument })).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('other errors leave the token alone', async () => {
    setToken('good');
    server.use(api.query(SiteSettingsDocument, () => HttpResponse.json(gqlError('Administrators only', 'FORBIDDEN'))));
    const { error } = await createApolloClient().query({ query: SiteSettingsDocument, errorPolicy: 'all' });
    expect(error?.message).toContain('Administrators only');
    expect(getToken()).toBe('good');
  });
});

describe('apollo client: service unavailable', () => {
  it('a 503 sets the banner message from the JSON error field; the next good answer clears it', async () => {
    const client = createApolloClient();
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.json({ error: 'Down for maintenance' }, { status: 503 })));
    await client.query({ query: SiteSettingsDocument, errorPolicy: 'all' });
    expect(getServiceUnavailable()).toBe('Down for maintenance');
    server.resetHandlers(api.query(CurrentUserDocument, () => HttpResponse.json({ data: { me: null } })));
    await client.query({ query: CurrentUserDocument });
    expect(getServiceUnavailable()).toBeNull();
  });
});
