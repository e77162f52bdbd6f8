// The per-process session cache (docs/adr/0080-session-cache.md) against a real PostgreSQL: it serves
// lookups from memory, the triggers' notifications empty it, and it turns itself off while LISTEN is down.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';
import { hashToken } from './auth.service.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const em = () => app.services.orm.em.fork();
const cache = () => app.services.sessions.cache;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const me = (token: string) => app.rest<{ role?: string; dailyUsage?: number }>('GET', '/api/auth/me', { token });
/** A call that reads the session through the cache (REST `me` reads it fresh): 200 or 401 as REST would say. */
const cachedCall = async (token: string) => {
  const g = await app.gql('{ me { id } }', {}, token);
  return { status: g.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED' ? 401 : g.errors ? 500 : 200 };
};

describe('session cache', () => {
  it('serves a warm session from memory: a revocation that PostgreSQL does not announce is not seen', async () => {
    const u = await createUser(app, 'free');
    expect((await cachedCall(u.token)).status).toBe(200);
    expect(await cache().get(hashToken(u.token))).toBeDefined();
    // With the trigger off, nothing tells the cache: the answer comes from memory (this is why every
    // change that matters has a trigger).
    await em().execute('alter table sessions disable trigger sessions_notify_cache');
    try {
      await em().execute('update sessions set revoked_at = now() where token_hash = ?', [hashToken(u.token)]);
      expect((await cachedCall(u.token)).status).toBe(200);
      // REST `me` reads the session fresh (with today's usage): it is not fooled.
      expect((await me(u.token)).status).toBe(401);
    } finally {
      await em().execute('alter table sessions enable trigger sessions_notify_cache');
    }
    // Any announced change of this session drops it: the revocation now applies.
    await em().execute("update sessions set expires_at = expires_at - interval '1 second' where token_hash = ?", [hashToken(u.token)]);
    expect((await cachedCall(u.token)).status).toBe(401);
  });

  it('a change of role, limit or extension settings drops the user’s sessions; usage counters do not', async () => {
    const u = await createUser(app, 'free');
    expect((await me(u.token)).body.role).toBe('free');
    expect((await cachedCall(u.token)).status).toBe(200);
    await em().execute('update users set daily_usage = daily_usage + 1, last_usage_reset = now() where id = ?', [u.id]);
    expect(await cache().get(hashToken(u.token))).toBeDefined();
    // me reads today's usage fresh even though the session is cached.
    expect((await me(u.token)).body.dailyUsage).toBe(1);
    expect((await app.gql<{ me: { dailyUsage: number } }>('{ me { dailyUsage } }', {}, u.token)).data?.me.dailyUsage).toBe(1);
    await em().execute("update users set role = 'early_access' where id = ?", [u.id]);
    expect(await cache().get(hashToken(u.token))).toBeUndefined();
    expect((await me(u.token)).body.role).toBe('early_access');
    const cfg = await app.gql('mutation { updateMyExtensionConfig(input: { minDragWidth: 20, minDragHeight: 20, minTextLength: 40 }) { minTextLength } }', {}, u.token);
    expect(cfg.errors).toBeUndefined();
    const short = await app.rest<{ error: string }>('POST', '/api/fact-check', { token: u.token, body: { content: 'Twenty-five characters..' } });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Text is too short to fact-check: select at least 40 characters');
  });

  it('turns itself off while LISTEN is down, and starts empty when it is back', async () => {
    const u = await createUser(app, 'free');
    expect((await cachedCall(u.token)).status).toBe(200);
    expect(cache().enabled).toBe(true);
    // Every other connection to this database goes, the LISTEN one included (the pool reconnects by itself).
    await em().execute('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    for (let i = 0; i < 50 && cache().enabled; i++) await sleep(20);
    expect(cache().enabled).toBe(false);
    // Meanwhile every lookup reads the database, so a revocation applies although nothing is heard.
    await em().execute('alter table sessions disable trigger sessions_notify_cache');
    try {
      await em().execute('update sessions set revoked_at = now() where token_hash = ?', [hashToken(u.token)]);
      expect((await cachedCall(u.token)).status).toBe(401);
    } finally {
      await em().execute('alter table sessions enable trigger sessions_notify_cache');
    }
    // The listener reconnects (after 2 s) with an empty cache.
    for (let i = 0; i < 100 && !cache().enabled; i++) await sleep(50);
    expect(cache().enabled).toBe(true);
    expect(cache().size).toBe(0);
  });
});
