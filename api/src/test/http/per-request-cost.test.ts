// What the hot paths no longer do per request, and what they still do (docs/adr/0123-per-request-http-cost.md,
// docs/adr/0124-entity-manager-and-user-on-demand.md):
// the same security headers on every answer, no ETag on POST answers, no EntityManager fork and no
// user entity on a cached check or `me`, and the same answers as the entity would give.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { EntityManager } from '@mikro-orm/core';
import { createUser, startTestApp, type TestApp } from '../harness.js';
import { helmetHeaders } from '../../http/security-headers.js';
import { requestScope } from '../../http/middleware.js';
import { presentUser } from '../../modules/users/user.presenter.js';
import { User } from '../../modules/users/user.entity.js';

const CLAIM = 'Breaking: Santa Fe killer expresses his love for Obama.';

let app: TestApp;
let reader: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  app = await startTestApp();
  reader = await createUser(app, 'free');
});
afterAll(async () => {
  await app.close();
});

const check = (token: string) =>
  app.rest<{ cached: boolean; usage: { used: number } }>('POST', '/api/fact-check', { token, body: { content: CLAIM, platform: 'news' } });

/** Count EntityManager forks (but the site settings' reload, every 2 s) and entity mappings while `run` runs. */
async function counting<T>(run: () => Promise<T>): Promise<{ result: T; forks: number; maps: number }> {
  const proto = EntityManager.prototype as unknown as Record<'fork' | 'map', (...args: unknown[]) => unknown>;
  const { fork, map } = proto;
  let forks = 0;
  let maps = 0;
  proto.fork = function (this: unknown, ...args: unknown[]) {
    if (!new Error().stack?.includes('settings.service')) forks++;
    return fork.apply(this, args);
  };
  proto.map = function (this: unknown, ...args: unknown[]) {
    maps++;
    return map.apply(this, args);
  };
  try {
    return { result: await run(), forks, maps };
  } finally {
    proto.fork = fork;
    proto.map = map;
  }
}

describe('security headers, computed once', () => {
  const expected = helmetHeaders();

  it('are the headers helmet sets with our options', () => {
    const names = expected.map(([name]) => name.toLowerCase());
    expect(names).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]),
    );
    const get = (n: string) => expected.find(([name]) => name.toLowerCase() === n)?.[1];
    expect(get('x-frame-options')).toBe('DENY');
    expect(get('referrer-policy')).toBe('same-origin');
    expect(get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(get('content-security-policy')).toContain("script-src 'self'");
    expect(names).not.toContain('strict-transport-security');
    expect(names).not.toContain('cross-origin-embedder-policy');
  });

  it('are on every answer: a cached check, `me`, GraphQL, a 404 and a refusal', async () => {
    await check(reader.token);
    const answers = await Promise.all([
      check(reader.token),
      app.rest('GET', '/api/auth/me', { token: reader.token }),
      app.rest('POST', '/graphql', { token: reader.token, body: { query: '{ me { id } }' } }),
      app.rest('GET', '/api/nope'),
      app.rest('GET', '/api/auth/me', { token: 'x'.repeat(43) }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 401]);
    for (const a of answers) {
      for (const [name, value] of expected) expect([name, a.headers.get(name)]).toEqual([name, value]);
      expect(a.headers.get('strict-transport-security')).toBeNull();
      expect(a.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('HSTS is still sent on https requests (behind a trusted proxy)', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await proxied.rest('POST', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });
});

describe('POST answers without an ETag', () => {
  it('a cached check: JSON with its length, no ETag', async () => {
    await check(reader.token);
    const res = await fetch(`${app.url}/api/fact-check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: CLAIM, platform: 'news' }),
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(res.headers.get('etag')).toBeNull();
    expect(JSON.parse(text)).toMatchObject({ cached: true });
  });

  it('GraphQL: POST without an ETag, GET (a query) still through Express with one', async () => {
    const post = await app.rest('POST', '/graphql', { body: { query: '{ __typename }' } });
    expect(post.status).toBe(200);
    expect(post.headers.get('etag')).toBeNull();
    expect(post.headers.get('cache-control')).toBe('no-store');
    const get = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ __typename }')}#ignored`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    expect(get.headers.get('etag')).not.toBeNull();
    // A mutation over GET is still refused by Apollo (the query string reaches it as before).
    const mutation = await fetch(`${app.url}/graphql?query=${encodeURIComponent('mutation { logout }')}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(mutation.status).toBe(405);
  });
});

describe('no EntityManager fork and no user entity on the hot paths', () => {
  it('a cached check, REST `me` and GraphQL `me` fork nothing and map no entity', async () => {
    await check(reader.token);
    const { result, forks, maps } = await counting(() =>
      Promise.all([
        check(reader.token),
        app.rest('GET', '/api/auth/me', { token: reader.token }),
        app.gql('{ me { id dailyUsage } }', {}, reader.token),
      ]),
    );
    expect(result[0]).toMatchObject({ status: 200, body: { cached: true } });
    expect(result[1].status).toBe(200);
    expect(result[2].data).toMatchObject({ me: { id: reader.id } });
    expect({ forks, maps }).toEqual({ forks: 0, maps: 0 });
  });

  it('a path that uses the EntityManager and the user entity still gets them', async () => {
    const { result, forks } = await counting(() =>
      app.rest<{ items: unknown[] }>('GET', '/api/fact-checks?first=5', { token: reader.token }),
    );
    expect(result.status).toBe(200);
    expect(result.body.items.length).toBeGreaterThan(0);
    expect(forks).toBeGreaterThan(0);
    const config = await app.gql<{ myExtensionConfig: { minTextLength: number } }>(
      '{ myExtensionConfig { minTextLength } }',
      {},
      reader.token,
    );
    expect(config.data?.myExtensionConfig.minTextLength).toBeGreaterThan(0);
  });

  it('`me` (REST and GraphQL) answers what the entity answers, today’s usage included', async () => {
    const before = await app.rest<{ dailyUsage: number }>('GET', '/api/auth/me', { token: reader.token });
    await check(reader.token);
    const rest = await app.rest<Record<string, unknown>>('GET', '/api/auth/me', { token: reader.token });
    const em = app.services.orm.em.fork();
    const entity = await em.findOneOrFail(User, { id: reader.id });
    expect(rest.body).toEqual(presentUser(entity));
    expect(rest.body.dailyUsage).toBe(before.body.dailyUsage + 1);
    const gql = await app.gql<{ me: Record<string, unknown> }>(
      '{ me { id email firstName lastName role mustChangePassword subscriptionTier subscriptionStatus dailyUsage dailyLimit unlimited lastUsageReset createdAt updatedAt } }',
      {},
      reader.token,
    );
    expect(gql.data?.me).toEqual({
      id: entity.id,
      email: entity.email,
      firstName: entity.firstName ?? null,
      lastName: entity.lastName ?? null,
      role: entity.role,
      mustChangePassword: entity.mustChangePassword,
      subscriptionTier: entity.subscriptionTier,
      subscriptionStatus: entity.subscriptionStatus,
      dailyUsage: rest.body.dailyUsage,
      dailyLimit: entity.dailyLimit,
      unlimited: false,
      lastUsageReset: entity.lastUsageReset?.toISOString() ?? null,
      createdAt: entity.createdAt.toISOString(),
      updatedAt: entity.updatedAt.toISOString(),
    });
  });

  it('the request context still gives global-EntityManager code a fork of its own per request', async () => {
    const seen: EntityManager[] = [];
    const run = () =>
      new Promise<void>((resolve) => {
        const req = {} as Request;
        requestScope(app.services)(req, {} as Response, () => {
          const a = app.services.orm.em.getContext();
          const b = app.services.orm.em.getContext();
          expect(a).toBe(b);
          expect(a).not.toBe(app.services.orm.em);
          seen.push(a as EntityManager);
          resolve();
        });
      });
    await run();
    await run();
    expect(seen[0]).not.toBe(seen[1]);
  });
});
