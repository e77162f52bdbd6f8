import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, TEST_ADMIN, type TestApp } from '../harness.js';
import { LOGIN_ATTEMPTS_PER_NETWORK } from '../../modules/auth/auth.service.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});
const em = () => app.services.orm.em.fork();

describe('sessions', () => {
  it('login answers a 256-bit opaque token and the user; only its SHA-256 is stored', async () => {
    const res = await app.rest<{ token: string; user: { email: string; role: string } }>('POST', '/api/auth/login', { body: TEST_ADMIN });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.token, 'base64url').length).toBe(32);
    expect(res.body.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
    expect(res.body.user).not.toHaveProperty('password');
    const stored = await em().execute<{ token_hash: string }[]>('select token_hash from sessions');
    expect(stored.some((s) => s.token_hash === res.body.token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('emails are trimmed and case-insensitive', async () => {
    const res = await app.rest('POST', '/api/auth/login', { body: { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password } });
    expect(res.status).toBe(200);
  });

  it('the same 401 message for an unknown email and a wrong password', async () => {
    const a = await app.rest<{ error: string }>('POST', '/api/auth/login', { body: { email: 'nobody@factlens.test', password: 'whatever1' } });
    const b = await app.rest<{ error: string }>('POST', '/api/auth/login', { body: { email: TEST_ADMIN.email, password: 'wrong-password' } });
    expect([a.status, b.status]).toEqual([401, 401]);
    expect(a.body.error).toBe('Invalid email or password');
    expect(b.body.error).toBe(a.body.error);
    const g = await app.gql('mutation { login(email: "nobody@factlens.test", password: "x") { token } }');
    expect(g.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('login validation messages (ADR 0015)', async () => {
    const a = await app.rest<{ error: string }>('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(a).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
    const b = await app.rest<{ error: string }>('POST', '/api/auth/login', { body: { email: 'a@factlens.test', password: '' } });
    expect(b).toMatchObject({ status: 400, body: { error: 'Password is required' } });
  });

  it('logout revokes the session on the server', async () => {
    const token = await app.login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await app.rest('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await app.rest('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await app.rest('GET', '/api/auth/me', { token })).status).toBe(401);
    const g = await app.gql('{ me { id } }', {}, token);
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an expired token is rejected', async () => {
    const token = await app.login(TEST_ADMIN.email, TEST_ADMIN.password);
    await em().execute("update sessions set expires_at = now() - interval '1 second' where revoked_at is null");
    const res = await app.rest<{ error: string }>('GET', '/api/auth/me', { token });
    expect(res).toMatchObject({ status: 401, body: { error: 'Invalid or expired session' } });
  });

  it('a malformed or unknown bearer token is 401, not a 500', async () => {
    for (const header of ['Bearer', 'Basic abc', 'Bearer short', `Bearer ${'x'.repeat(43)}`]) {
      const res = await app.rest('GET', '/api/auth/me', { headers: { authorization: header } });
      expect(res.status).toBe(401);
    }
  });

  it('sessions expire after SESSION_TTL_DAYS', async () => {
    const res = await app.rest<{ expiresAt: string }>('POST', '/api/auth/login', { body: TEST_ADMIN });
    const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('a role change applies to a live session at once', async () => {
    const u = await createUser(app, 'admin');
    expect((await app.rest('GET', '/api/admin/users', { token: u.token })).status).toBe(200);
    await em().execute("update users set role = 'free' where id = ?", [u.id]);
    expect((await app.rest('GET', '/api/admin/users', { token: u.token })).status).toBe(403);
    expect((await app.gql<{ me: { role: string } }>('{ me { role } }', {}, u.token)).data?.me.role).toBe('free');
  });

  it('a password reset (CLI / promotion) ends live sessions', async () => {
    const u = await createUser(app, 'free');
    const { upsertUser } = await import('../../modules/users/users.service.js');
    await upsertUser(em(), { email: u.email, password: 'a-new-password', role: 'free', settings: await app.services.settings.get() });
    expect((await app.rest('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await app.rest('POST', '/api/auth/login', { body: { email: u.email, password: 'a-new-password' } })).status).toBe(200);
  });
});

describe('brute-force protection (the full policy is tested in test/attack/throttling.test.ts)', () => {
  // Every request here comes from 127.0.0.1: start each case with empty counters.
  beforeEach(async () => {
    await em().execute('delete from rate_limits');
  });

  it(`limits sign-in attempts per network to ${LOGIN_ATTEMPTS_PER_NETWORK} in 15 minutes, across accounts`, async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_NETWORK; i++) {
      expect((await app.rest('POST', '/api/auth/login', { body: { email: `guess${i}@factlens.test`, password: 'wrong' } })).status).toBe(401);
    }
    const res = await app.rest<{ error: string }>('POST', '/api/auth/login', { body: TEST_ADMIN });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('failures on an account never refuse its right password', async () => {
    const u = await createUser(app, 'free');
    await Promise.all(Array.from({ length: 6 }, () => app.rest('POST', '/api/auth/login', { body: { email: u.email, password: 'wrong' } })));
    expect((await app.rest('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  });
});

