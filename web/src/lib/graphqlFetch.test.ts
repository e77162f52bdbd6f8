import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { EarlyAccessSlotsDocument } from '../gql/graphql';
import { getServiceUnavailable, setServiceUnavailable } from '../apollo/serviceStatus';
import { getToken, setToken } from '../apollo/token';
import { api, GRAPHQL_URL, server } from '../test/server';
import { fetchGraphQL, GraphQLFetchError } from './graphqlFetch';

const slots = { __typename: 'EarlyAccessSlots' as const, remainingSlots: 7, totalSlots: 25, captchaRequired: true };

afterEach(() => {
  jest.restoreAllMocks();
});

describe('fetchGraphQL (the public pages without Apollo)', () => {
  it('posts the generated document by name with the bearer token and cookies, and answers its data', async () => {
    setToken('stored-token');
    let seen: { auth: string | null; contentType: string | null; body: unknown } | null = null;
    const inits: RequestInit[] = [];
    const original = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      inits.push(init ?? {});
      return original(input, init);
    });
    server.use(
      api.query(EarlyAccessSlotsDocument, async ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          contentType: request.headers.get('content-type'),
          body: await request.clone().json(),
        };
        return HttpResponse.json({ data: { earlyAccessSlots: slots } });
      }),
    );
    const data = await fetchGraphQL(EarlyAccessSlotsDocument);
    expect(data.earlyAccessSlots).toEqual(slots);
    expect(seen).toMatchObject({
      auth: 'Bearer stored-token',
      contentType: 'application/json',
      body: { operationName: 'EarlyAccessSlots', variables: {} },
    });
    expect((seen as unknown as { body: { query: string } }).body.query).toMatch(
      /query EarlyAccessSlots \{\s+earlyAccessSlots \{\s+remainingSlots/,
    );
    expect(inits.map((i) => [i.method, i.credentials])).toEqual([['POST', 'include']]);
  });

  it('clears the maintenance banner on an answer and shows it on a 503 with its message', async () => {
    setServiceUnavailable('earlier');
    server.use(api.query(EarlyAccessSlotsDocument, () => HttpResponse.json({ data: { earlyAccessSlots: slots } })));
    await fetchGraphQL(EarlyAccessSlotsDocument);
    expect(getServiceUnavailable()).toBeNull();

    server.use(http.post(GRAPHQL_URL, () => HttpResponse.json({ error: 'Down for maintenance' }, { status: 503 })));
    const error = await fetchGraphQL(EarlyAccessSlotsDocument).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLFetchError);
    expect((error as GraphQLFetchError).status).toBe(503);
    expect(getServiceUnavailable()).toBe('Down for maintenance');
  });

  it('shows a SERVICE_UNAVAILABLE error in the banner and fails', async () => {
    server.use(
      api.query(EarlyAccessSlotsDocument, () =>
        HttpResponse.json({ errors: [{ message: 'The site is closed', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }),
      ),
    );
    await expect(fetchGraphQL(EarlyAccessSlotsDocument)).rejects.toThrow('The site is closed');
    expect(getServiceUnavailable()).toBe('The site is closed');
  });

  it('clears the token on a 401 or an UNAUTHENTICATED error, as the Apollo links do', async () => {
    setToken('stale');
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.json({ error: 'Session expired' }, { status: 401 })));
    await expect(fetchGraphQL(EarlyAccessSlotsDocument)).rejects.toThrow('401: Session expired');
    expect(getToken()).toBeNull();

    setToken('stale');
    server.use(
      api.query(EarlyAccessSlotsDocument, () =>
        HttpResponse.json({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    await expect(fetchGraphQL(EarlyAccessSlotsDocument)).rejects.toThrow('Not signed in');
    expect(getToken()).toBeNull();
  });

  it('fails on a network error without touching the banner', async () => {
    setServiceUnavailable(null);
    server.use(http.post(GRAPHQL_URL, () => HttpResponse.error()));
    const error = await fetchGraphQL(EarlyAccessSlotsDocument).catch((e: unknown) => e);
    expect((error as GraphQLFetchError).status).toBeNull();
    expect(getServiceUnavailable()).toBeNull();
  });
});
