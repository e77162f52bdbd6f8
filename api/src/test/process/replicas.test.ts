// Two API processes (replicas) on one PostgreSQL, as a deployment runs them: what one replica changes
// applies on the other at once, although each caches sessions in memory (docs/adr/0080-session-cache.md),
// and the daily count equals the checks stored, under concurrency and when a process is killed with
// checks in flight (docs/adr/0082-exact-daily-count.md). Runs the built API (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../../config.js';
import { hashPassword } from '../../modules/auth/password.js';
import { createTestDatabase, TEST_ADMIN } from '../harness.js';
import { freePort, sleep } from './net.js';



interface Replica {
  proc: ChildProcess;
  url: string;
}

async function startReplica(dbUrl: string, env: Record<string, string> = {}): Promise<Replica> {
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
      OCR_WORKERS: '0',
      SEED_CLAIM_CORPUS: 'false',
      ...env,
    },
  });
  proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`replica did not start:\n${output}`);
    const ok = await fetch(`${url}/api/health`, { method: 'POST' }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { proc, url };
    await sleep(200);
  }
}

async function stopReplica(r: Replica, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (r.proc.exitCode !== null || r.proc.signalCode !== null) return;
  const exited = new Promise((resolve) => r.proc.once('exit', resolve));
  r.proc.kill(signal);
  await exited;
}

async function call<T = Record<string, unknown>>(base: string, method: string, p: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

describe('two replicas on one database', () => {
  let dbUrl: string;
  let db: pg.Client;
  let a: Replica;
  let b: Replica;
  let adminToken: string;
  let n = 0;

  /** A user made straight in the database (as an operator or a third replica would). */
  async function newUser(role: string, dailyLimit = 10): Promise<{ id: string; email: string; password: string }> {
    const email = `replica-${++n}-${Date.now()}@factlens.test`;
    const password = `password-${n}-long-enough`;
    const { rows } = await db.query<{ id: string }>(
      'insert into users (email, password, role, daily_limit) values ($1, $2, $3, $4) returning id',
      [email, await hashPassword(password), role, dailyLimit],
    );
    return { id: rows[0].id, email, password };
  }

  async function login(base: string, u: { email: string; password: string }): Promise<string> {
    const r = await call<{ token: string }>(base, 'POST', '/api/auth/login', undefined, { email: u.email, password: u.password });
    expect(r.status).toBe(200);
    return r.body.token;
  }

  beforeAll(async () => {
    dbUrl = await createTestDatabase();
    a = await startReplica(dbUrl);
    b = await startReplica(dbUrl);
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    adminToken = await login(a.url, TEST_ADMIN);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all([a && stopReplica(a), b && stopReplica(b)]);
  });

  it('a logout on one replica is refused at once on the other, whose session cache was warm', async () => {
    const u = await newUser('free');
    const token = await login(a.url, u);
    for (let i = 0; i < 3; i++) expect((await call(b.url, 'GET', '/api/auth/me', token)).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/auth/logout', token)).status).toBe(200);
    // The very next request, no waiting: the replica hears the revocation before it serves from its cache.
    const started = Date.now();
    expect((await call(b.url, 'GET', '/api/auth/me', token)).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
    const g = await call<{ errors?: { extensions: { code: string } }[] }>(b.url, 'POST', '/graphql', token, { query: '{ me { id } }' });
    expect(g.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a fact-check with a token just revoked on the other replica is refused and not counted (cached answer or not)', async () => {
    const u = await newUser('free');
    const token = await login(a.url, u);
    const text = 'The council raised bus fares by 40 percent this spring, officials said.';
    // Warm B's session cache and its result cache for this text.
    expect((await call(b.url, 'POST', '/api/fact-check', token, { content: text })).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/auth/logout', token)).status).toBe(200);
    for (const content of [text, 'A different text the replica has never checked before today.', 'short']) {
      expect((await call(b.url, 'POST', '/api/fact-check', token, { content })).status).toBe(401);
    }
    const stored = await db.query<{ n: number }>('select count(*)::int as n from fact_checks where user_id = $1', [u.id]);
    expect(stored.rows[0].n).toBe(1);
    const usage = await db.query<{ daily_usage: number; usage_pending: number }>('select daily_usage, usage_pending from users where id = $1', [u.id]);
    expect(usage.rows[0]).toEqual({ daily_usage: 1, usage_pending: 0 });
  });

  it('a role change by an admin on one replica applies at once on the other', async () => {
    const u = await newUser('admin');
    const token = await login(b.url, u);
    for (let i = 0; i < 3; i++) expect((await call(b.url, 'GET', '/api/admin/users?first=1', token)).status).toBe(200);
    const change = await call(a.url, 'POST', `/api/admin/users/${u.id}/role`, adminToken, { role: 'free' });
    expect(change.status).toBe(200);
    expect((await call(b.url, 'GET', '/api/admin/users?first=1', token)).status).toBe(403);
    const me = await call<{ data: { me: { role: string } } }>(b.url, 'POST', '/graphql', token, { query: '{ me { role } }' });
    expect(me.body.data.me.role).toBe('free');
  });

  it('a password change on one replica ends the other sessions on the other replica at once; sign out everywhere too', async () => {
    const u = await newUser('free');
    const kept = await login(a.url, u);
    const other = await login(b.url, u);
    expect((await call(b.url, 'GET', '/api/auth/me', other)).status).toBe(200);
    const newPassword = 'a-brand-new-password-123';
    expect((await call(a.url, 'POST', '/api/auth/password', kept, { currentPassword: u.password, newPassword })).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/auth/me', other)).status).toBe(401);
    expect((await call(b.url, 'GET', '/api/auth/me', kept)).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/auth/logout-everywhere', kept)).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/auth/me', kept)).status).toBe(401);
  });

  it('a session deleted or a user removed straight in the database is refused at once', async () => {
    const u = await newUser('free');
    const token = await login(a.url, u);
    expect((await call(b.url, 'GET', '/api/auth/me', token)).status).toBe(200);
    await db.query('delete from users where id = $1', [u.id]);
    expect((await call(b.url, 'GET', '/api/auth/me', token)).status).toBe(401);
  });

  it('50 concurrent checks over both replicas against a limit of 10: exactly 10 stored and counted', async () => {
    const u = await newUser('free', 10);
    const [ta, tb] = [await login(a.url, u), await login(b.url, u)];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 ? a.url : b.url, 'POST', '/api/fact-check', i % 2 ? ta : tb, {
          // Half are the same text (the second and later are cached answers), half are new.
          content: i % 4 < 2 ? 'The moon is made of green cheese according to the city council.' : `The council raised bus fares by ${i} percent this spring.`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
    const stored = await db.query<{ n: number }>('select count(*)::int as n from fact_checks where user_id = $1', [u.id]);
    expect(stored.rows[0].n).toBe(10);
    for (const r of [a, b]) {
      const me = await call<{ dailyUsage: number; dailyLimit: number }>(r.url, 'GET', '/api/auth/me', ta);
      expect(me.body).toMatchObject({ dailyUsage: 10, dailyLimit: 10 });
    }
  });

  it('a replica killed with checks in flight: the count still equals the stored checks, and the held units lapse', async () => {
    // A third replica whose Google Fact Check answers after 5 s, so its checks are in flight when it dies.
    const slow = http.createServer((req, res) => {
      req.resume();
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"claims":[]}');
      }, 5000);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', () => r()));
    const providerUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const c = await startReplica(dbUrl, { GOOGLE_FACTCHECK_API_KEY: 'test-key', GOOGLE_FACTCHECK_BASE_URL: providerUrl });
    try {
      const u = await newUser('free', 10);
      const token = await login(a.url, u);
      expect((await call(a.url, 'POST', '/api/fact-check', token, { content: 'The council raised bus fares by 12 percent this spring.' })).status).toBe(200);
      const inFlight = Array.from({ length: 3 }, (_, i) =>
        call(c.url, 'POST', '/api/fact-check', token, { content: `The mayor promised ${i + 3} new parks before the election.` }).catch(() => null),
      );
      // Wait until the three units are held, then kill the process outright.
      for (let i = 0; i < 100; i++) {
        const { rows } = await db.query<{ p: number }>('select usage_pending as p from users where id = $1', [u.id]);
        if (rows[0].p >= 3) break;
        await sleep(50);
      }
      await stopReplica(c, 'SIGKILL');
      await Promise.all(inFlight);

      const stored = async () => (await db.query<{ n: number }>('select count(*)::int as n from fact_checks where user_id = $1', [u.id])).rows[0].n;
      const usage = async () => (await call<{ dailyUsage: number }>(a.url, 'GET', '/api/auth/me', token)).body.dailyUsage;
      expect(await stored()).toBe(1);
      expect(await usage()).toBe(1);
      // The three held units still count against the limit until they lapse: 10 - 1 - 3 = 6 more checks.
      const more = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call(b.url, 'POST', '/api/fact-check', token, { content: `Ferries will run ${i + 20} times a day from next week.` })),
      );
      expect(more.filter((r) => r.status === 200)).toHaveLength(6);
      expect(await stored()).toBe(7);
      expect(await usage()).toBe(7);
      // Time passes: the holds lapse (they last 2 × apiTimeoutSeconds + 60 s), and the allowance is whole again.
      await db.query("update users set usage_pending_until = now() - interval '1 second' where id = $1", [u.id]);
      const last = await Promise.all(
        Array.from({ length: 4 }, (_, i) => call(a.url, 'POST', '/api/fact-check', token, { content: `The library opens ${i + 5} new branches next spring.` })),
      );
      expect(last.filter((r) => r.status === 200)).toHaveLength(3);
      expect(await stored()).toBe(10);
      expect(await usage()).toBe(10);
    } finally {
      await stopReplica(c, 'SIGKILL');
      await new Promise<void>((r) => {
        slow.closeAllConnections();
        slow.close(() => r());
      });
    }
  }, 90_000);
});
