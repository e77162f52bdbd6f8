import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [app, prod] = await Promise.all([startTestApp(), startTestApp({ NODE_ENV: 'production' })]);
});
afterAll(async () => {
  await Promise.all([app.close(), prod.close()]);
});

describe('REST input limits', () => {
  it('malformed JSON → 400 JSON error', async () => {
    const res = await app.rest<{ error: string }>('POST', '/api/auth/login', { raw: '{"email": ' });
    expect(res).toMatchObject({ status: 400, body: { error: 'Malformed JSON body' } });
  });

  it('a body over 1 MB → 413 JSON error', async () => {
    const res = await app.rest<{ error: string }>('POST', '/api/early-access', { body: { email: 'a@b.co', whyEarlyAdopter: 'x'.repeat(1_100_000) } });
    expect(res).toMatchObject({ status: 413, body: { error: 'Request body is too large' } });
  });

  it('unknown /api routes → 404 JSON', async () => {
    const res = await app.rest<{ error: string }>('GET', '/api/nope');
    expect(res).toMatchObject({ status: 404, body: { error: 'No such API route: GET /api/nope' } });
    expect((await app.rest('DELETE', '/api/auth/login')).status).toBe(404);
  });

  it('every answer carries a request id', async () => {
    const res = await app.rest('POST', '/api/health', { body: {}, headers: { 'x-request-id': 'trace-12345678' } });
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    expect((await app.rest('POST', '/api/health')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GraphQL hardening', () => {
  it('rejects documents deeper than 10', async () => {
    // Our schema is shallow, so nest fields that do not exist: the depth rule runs with the others.
    const deep = `{ health ${'{ a '.repeat(11)}${'}'.repeat(11)} }`;
    const res = await app.gql(deep);
    expect(res.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
    const ok = `{ health ${'{ a '.repeat(5)}${'}'.repeat(5)} }`;
    expect((await app.gql(ok)).errors?.some((e) => /depth/i.test(e.message))).toBe(false);
  });

  it('a full page of 200 users is within the cost limit; a document that multiplies pages is not', async () => {
    const admin = await createUser(app, 'admin');
    const page = '{ users(first: 200) { totalCount edges { cursor node { id email role dailyUsage dailyLimit unlimited subscriptionTier createdAt } } nodes { id email } pageInfo { hasNextPage endCursor } } }';
    expect((await app.gql(page, {}, admin.token)).errors).toBeUndefined();
    const heavy = `{ ${Array.from({ length: 8 }, (_, i) => `u${i}: users(first: 200) { edges { node { id email role dailyUsage dailyLimit createdAt } } }`).join(' ')} }`;
    const res = await app.gql(heavy, {}, admin.token);
    expect(res.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('rejects too many aliases', async () => {
    const q = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: health { status }`).join(' ')} }`;
    const res = await app.gql(q);
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('rejects documents with too many tokens', async () => {
    const q = `{ ${Array.from({ length: 800 }, () => 'health { status db }').join(' ')} }`;
    const res = await app.gql(q);
    expect(res.errors?.[0]?.message).toMatch(/token/i);
  });

  it('batched requests are refused', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ health { status } }' }, { query: '{ health { db } }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('CSRF prevention: a simple GET without a preflight header is refused', async () => {
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ health { status } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/);
  });

  it('in production, introspection is for admins and moderators only', async () => {
    const q = '{ __schema { queryType { name } } }';
    const anon = await prod.gql(q);
    expect(anon.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const free = await createUser(prod, 'free');
    expect((await prod.gql(q, {}, free.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const role of ['moderator', 'admin'] as const) {
      const u = await createUser(prod, role);
      expect((await prod.gql(q, {}, u.token)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    }
    // development: everyone
    expect((await app.gql(q)).errors).toBeUndefined();
  });

  it('in production, field suggestions are hidden', async () => {
    const res = await prod.gql('{ healt { status } }');
    expect(res.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const dev = await app.gql('{ healt { status } }');
    expect(dev.errors?.[0]?.message).toMatch(/Did you mean/);
  });

  it('errors carry extensions.code', async () => {
    const res = await app.gql('{ users { totalCount } }');
    expect(res.errors?.[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
