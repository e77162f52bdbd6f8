import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { LOGIN_ATTEMPTS_PER_NETWORK, LOGIN_DELAY_MAX_MS, LOGIN_SLOWDOWN_AFTER, loginDelayMs } from '../../modules/auth/auth.service.js';
import { clientNetworkKey, resetRateLimitPruneClock } from '../../modules/rate-limit/rate-limit.service.js';
import { createUser, startTestApp, type TestApp } from '../harness.js';

/**
 * Sign-in throttling over HTTP (docs/adr/0020-sign-in-throttling.md). The app trusts one proxy hop, so
 * each request can come "from" its own address through X-Forwarded-For, as it would behind a proxy.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
}, 30_000);
const em = () => app.services.orm.em.fork();
beforeEach(async () => {
  await em().execute('delete from rate_limits');
});

const login = (email: string, password: string, ip: string) =>
  app.rest<{ error?: string; token?: string }>('POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('no one can lock out a person who has the right password', () => {
  it('after many failures from many networks, the right password still signs in (slowed, not refused)', async () => {
    const victim = await createUser(app, 'admin');
    const failures = LOGIN_SLOWDOWN_AFTER + 5;
    const guesses = await Promise.all(Array.from({ length: failures }, (_, i) => login(victim.email, `wrong-${i}`, `198.51.100.${i + 1}`)));
    expect(guesses.every((g) => g.status === 401)).toBe(true);
    const t0 = performance.now();
    const res = await login(victim.email, victim.password, '203.0.113.7');
    const ms = performance.now() - t0;
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    // The attempt waited the capped delay: guessing is slowed for everyone, refused for no one.
    expect(ms).toBeGreaterThanOrEqual(LOGIN_DELAY_MAX_MS - 50);
    // A success forgets the account's failures: the next sign-in is immediate.
    const t1 = performance.now();
    expect((await login(victim.email, victim.password, '203.0.113.7')).status).toBe(200);
    expect(performance.now() - t1).toBeLessThan(LOGIN_DELAY_MAX_MS / 2);
  }, 30_000);

  it('the delay grows with the failures and is capped', () => {
    expect(Array.from({ length: 12 }, (_, f) => loginDelayMs(f))).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});

describe('per-network attempts: every attempt counts, none is refunded', () => {
  it(`alternating guesses with one's own successful sign-ins does not reset the count (${LOGIN_ATTEMPTS_PER_NETWORK} per window)`, async () => {
    const own = await createUser(app, 'free');
    const target = await createUser(app, 'free');
    const ip = '192.0.2.10';
    const statuses: number[] = [];
    // Guesses spread over many accounts (so no account slows them down), each followed by a success.
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_NETWORK / 2; i++) {
      const [guess, mine] = await Promise.all([login(`guess-${i}@factlens.test`, `guess-${i}`, ip), login(own.email, own.password, ip)]);
      statuses.push(guess.status, mine.status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await login(target.email, 'one-more-guess', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // ...and the refusal is for that network only: the target signs in from elsewhere.
    expect((await login(target.email, target.password, '192.0.2.11')).status).toBe(200);
  }, 60_000);

  it('parallel attempts cannot pass the per-network limit', async () => {
    const u = await createUser(app, 'free');
    const results = await Promise.all(
      Array.from({ length: LOGIN_ATTEMPTS_PER_NETWORK + 10 }, (_, i) => login(u.email, `p-${i}`, '192.0.2.20')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 60_000);

  it('IPv6 clients are keyed by their /64: rotating the interface id does not help', async () => {
    const u = await createUser(app, 'free');
    await login(u.email, 'x1', '2001:db8:1:2::1');
    await login(u.email, 'x2', '2001:db8:1:2:ffff:eeee:dddd:cccc');
    await login(u.email, 'x3', '2001:db8:1:3::1');
    await login(u.email, 'x4', '::ffff:192.0.2.30');
    const rows = await em().execute<{ key: string; count: number }[]>(
      "select key, count from rate_limits where key in ('login:net:192.0.2.30', 'login:net:2001:db8:1:2::/64', 'login:net:2001:db8:1:3::/64') order by key",
    );
    expect(rows).toEqual([
      { key: 'login:net:192.0.2.30', count: 1 },
      { key: 'login:net:2001:db8:1:2::/64', count: 2 },
      { key: 'login:net:2001:db8:1:3::/64', count: 1 },
    ]);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const plain = await startTestApp();
    try {
      await plain.rest('POST', '/api/auth/login', {
        body: { email: 'nobody@factlens.test', password: 'x' },
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      const rows = await plain.services.orm.em
        .fork()
        .execute<{ key: string }[]>("select key from rate_limits where key like 'login:net:%'");
      expect(rows).toEqual([{ key: 'login:net:127.0.0.1' }]);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('network keys', () => {
    expect(clientNetworkKey('2001:DB8:0:0:1::5')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkKey('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkKey('10.1.2.3')).toBe('10.1.2.3');
    expect(clientNetworkKey(null)).toBeNull();
  });
});

describe('rate_limits is pruned', () => {
  it('ended windows are deleted on the write path', async () => {
    await em().execute(
      "insert into rate_limits (key, count, reset_at) values ('old:1', 3, now() - interval '1 hour'), ('old:2', 1, now() - interval '1 second')",
    );
    resetRateLimitPruneClock();
    await login('someone@factlens.test', 'x', '192.0.2.40');
    const keys = (await em().execute<{ key: string }[]>('select key from rate_limits order by key')).map((r) => r.key);
    expect(keys.filter((k) => k.startsWith('old:'))).toEqual([]);
    expect(keys).toContain('login:net:192.0.2.40');
  });
});
