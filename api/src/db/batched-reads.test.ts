import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../test/harness.js';
import { currentUsage } from '../modules/usage/daily-limit.service.js';
import { BatchedReads, SharedRoundTrip } from './native.js';

// Batched reads of the hot paths (docs/adr/0121-batched-hot-reads.md), on a real PostgreSQL.
let app: TestApp;
const calls = new Map<string, number>();
beforeAll(async () => {
  app = await startTestApp();
  // Count the prepared statements by name, passing every call through unchanged.
  const pool = await app.services.sql.pool();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const name = (args[0] as { name?: string })?.name;
    if (name) calls.set(name, (calls.get(name) ?? 0) + 1);
    return query(...args);
  };
});
afterAll(async () => {
  await app.close();
});

const db = () => app.services.orm.em.fork().getConnection();

/** A user made in SQL with a live session (no sign-in: the network's sign-in budget is not spent). */
async function reader(used: number): Promise<{ id: string; token: string; hash: string }> {
  const [row] = await db().execute<{ id: string }[]>(
    `insert into users (email, password, role, daily_limit, daily_usage, last_usage_reset) values (?, 'x', 'free', 10, ?, now()) returning id`,
    [`reader-${randomUUID()}@factlens.test`, used],
  );
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await db().execute(`insert into sessions (user_id, token_hash, expires_at) values (?, ?, now() + interval '1 day')`, [row.id, hash]);
  return { id: row.id, token, hash };
}

describe('batched hot reads', () => {
  it('40 concurrent REST `me`: each caller gets their own user or 401 for a revoked token', async () => {
    const users = await Promise.all([1, 2, 3, 4].map((i) => reader(i)));
    await db().execute('update sessions set revoked_at = now() where token_hash = ?', [users[3].hash]);
    calls.clear();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.rest<{ id?: string; dailyUsage?: number }>('GET', '/api/auth/me', { token: users[i % 4].token }),
      ),
    );
    answers.forEach((a, i) => {
      if (i % 4 === 3) expect(a.status).toBe(401);
      else expect(a.body).toMatchObject({ id: users[i % 4].id, dailyUsage: (i % 4) + 1 });
    });
  });

  it('session lookups asked in the same turn are one statement, each answered with its own session', async () => {
    const users = await Promise.all([1, 2, 3].map((i) => reader(i)));
    await db().execute('update sessions set revoked_at = now() where token_hash = ?', [users[2].hash]);
    calls.clear();
    const em = app.services.orm.em.fork();
    const results = await Promise.allSettled(
      [...users, ...users].map((u) => app.services.sessions.authenticate(em, u.token, app.config.sessionIdleDays, 'fresh')),
    );
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.user.id : (r.reason as { status: number }).status))).toEqual([
      users[0].id,
      users[1].id,
      401,
      users[0].id,
      users[1].id,
      401,
    ]);
    expect(calls.get('session_lookup_batch')).toBe(1);
  });

  it("40 concurrent GraphQL `me`: each reads its own user's usage of today, fresh", async () => {
    const users = await Promise.all([5, 6].map((i) => reader(i)));
    // Warm the session cache, then move the counters behind its back (counters never notify).
    for (const u of users) expect((await app.gql('{ me { id } }', {}, u.token)).errors).toBeUndefined();
    await db().execute('update users set daily_usage = daily_usage + 2 where id = any(?::uuid[])', [
      `{${users.map((u) => u.id).join(',')}}`,
    ]);
    calls.clear();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.gql<{ me: { id: string; dailyUsage: number } }>('{ me { id dailyUsage } }', {}, users[i % 2].token),
      ),
    );
    answers.forEach((a, i) => expect(a.data?.me).toEqual({ id: users[i % 2].id, dailyUsage: [7, 8][i % 2] }));
    expect(calls.get('usage_current_batch')).toBeLessThanOrEqual(40);
    // Asked in the same turn: one statement for both users.
    calls.clear();
    const usages = await Promise.all([...users, ...users].map((u) => currentUsage(app.services.sql, u.id)));
    expect(usages.map((u) => u?.used)).toEqual([7, 8, 7, 8]);
    expect(calls.get('usage_current_batch')).toBe(1);
  });

  it('a failed batch fails each of its reads; reads with other extra values go in their own statement', async () => {
    const seen: unknown[][] = [];
    const failing = new BatchedReads(
      {
        query: (async (_name: string, _text: string, values: unknown[]) => {
          seen.push(values);
          if (values[1] === 'bad') throw Object.assign(new Error('boom'), { code: '08006' });
          return (values[0] as string[]).map((k) => ({ k, v: `${k}!` }));
        }) as never,
        pool: async () => {
          throw new Error('unused');
        },
      },
      'test_reads',
      'unused',
      'k',
    );
    const results = await Promise.allSettled([
      failing.get('a', ['ok']),
      failing.get('b', ['bad']),
      failing.get('a', ['ok']),
      failing.get('c', ['ok']),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[0] as PromiseFulfilledResult<unknown>).value).toEqual({ k: 'a', v: 'a!' });
    expect(seen).toEqual([
      [['a', 'c'], 'ok'],
      [['b'], 'bad'],
    ]);
  });

  it('health: concurrent checks share round trips, each answered by one sent after it asked', async () => {
    calls.clear();
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.rest<{ db: string }>('POST', '/api/health', { body: {} })));
    expect(answers.every((a) => a.status === 200 && a.body.db === 'ok')).toBe(true);
    expect(calls.get('round_trip')).toBeLessThanOrEqual(30);

    const sent: number[] = [];
    const answer: (() => void)[] = [];
    const trips = new SharedRoundTrip({
      query: (() => {
        sent.push(sent.length);
        return new Promise((resolve) => answer.push(() => resolve([])));
      }) as never,
      pool: async () => {
        throw new Error('unused');
      },
    });
    const order: string[] = [];
    const first = trips.run().then(() => order.push('first'));
    // Asked while the first round trip is under way: both wait for the next one, sent after they asked.
    const second = trips.run().then(() => order.push('second'));
    const third = trips.run().then(() => order.push('third'));
    expect(sent).toHaveLength(1);
    answer[0]();
    await first;
    expect(order).toEqual(['first']);
    expect(sent).toHaveLength(2);
    answer[1]();
    await Promise.all([second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(sent).toHaveLength(2);
  });

  it('health: a failed round trip answers 503-worthy "degraded" to its waiters only', async () => {
    let fail = true;
    const trips = new SharedRoundTrip({
      query: (async () => {
        if (fail) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
        return [];
      }) as never,
      pool: async () => {
        throw new Error('unused');
      },
    });
    await expect(trips.run()).rejects.toMatchObject({ code: '08006' });
    fail = false;
    await expect(trips.run()).resolves.toBeUndefined();
  });
});
