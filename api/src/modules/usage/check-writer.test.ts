import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Pool } from 'pg';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { User } from '../users/user.entity.js';
import { CheckWriter, storeCheck, type StoredCheck } from './daily-limit.service.js';
import { RESULT_JOIN, STORED_RESULT, storedBody } from '../fact-check/stored-result.js';

// Group commit of stored checks (docs/adr/0120-group-commit-of-checks.md), on a real PostgreSQL.
let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await startTestApp();
  // Count the group-commit statements (by name), passing every call through unchanged.
  const pool = await app.services.sql.pool();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if ((args[0] as { name?: string })?.name === 'usage_store_checks') statements++;
    return query(...args);
  };
});
afterAll(async () => {
  await app.close();
});

const db = () => app.services.orm.em.fork().getConnection();

/** A user made in SQL with a live session; answers the user (as the session lookup would) and the session's token hash. */
async function user(opts: { limit?: number; used?: number; role?: string } = {}): Promise<{ user: User; hash: string }> {
  const [row] = await db().execute<{ id: string }[]>(
    `insert into users (email, password, role, daily_limit, daily_usage, last_usage_reset) values (?, 'x', ?, ?, ?, now()) returning id`,
    [`writer-${randomUUID()}@factlens.test`, opts.role ?? 'free', opts.limit ?? 10, opts.used ?? 0],
  );
  const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
  await db().execute(`insert into sessions (user_id, token_hash, expires_at) values (?, ?, now() + interval '1 day')`, [row.id, hash]);
  return { user: { id: row.id } as User, hash };
}

function stored(i = 0): StoredCheck {
  return {
    id: randomUUID(),
    content: `A cached claim number ${i}.`,
    contentType: 'text',
    platform: 'news',
    own: { id: `check-${i}`, cached: true },
    body: storedBody({ verdict: 'false', credibilityScore: 20, sources: [{ url: 'https://example.test/review', publisher: 'Example' }] }),
    credibilityScore: 20,
    createdAt: new Date(),
  };
}

async function state(id: string): Promise<{ used: number; pending: number; rows: number; usages: number[] }> {
  const [u] = await db().execute<{ used: number; pending: number }[]>(
    'select daily_usage as used, usage_pending as pending from users where id = ?',
    [id],
  );
  const rows = await db().execute<{ used: number }[]>(
    `select (result->'usage'->>'used')::int as used from fact_checks where user_id = ? order by 1`,
    [id],
  );
  return { used: u.used, pending: u.pending, rows: rows.length, usages: rows.map((r) => r.used) };
}

const statusOf = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? 200 : (r.reason as { status?: number }).status);

describe('group commit of stored checks', () => {
  it('60 concurrent cached checks of one user against 7 units left: exactly 7 stored, each with its own count, in few statements', async () => {
    const { user: u, hash } = await user({ limit: 10, used: 3 });
    statements = 0;
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => storeCheck(app.services.sql, u, stored(i), false, hash)));
    const ok = results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<{ used: number }>).value.used);
    expect(ok.sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason as { status: number; message: string; details?: Record<string, unknown> });
    expect(refused).toHaveLength(53);
    expect(refused.every((e) => e.status === 429)).toBe(true);
    expect(refused[refused.length - 1].message).toBe('Daily limit reached: 10 of 10 fact-checks used today. It resets at 00:00 UTC.');
    expect(await state(u.id)).toEqual({ used: 10, pending: 0, rows: 7, usages: [4, 5, 6, 7, 8, 9, 10] });
    expect(statements).toBeLessThan(60);
  });

  it('two writers on two connections (as two replicas) never pass the limit, over several users at once', async () => {
    const users = await Promise.all([user({ limit: 5 }), user({ limit: 5 }), user({ limit: 5 })]);
    const writers = [new CheckWriter(app.services.sql), new CheckWriter(app.services.sql)];
    const calls = Array.from({ length: 90 }, (_, i) => {
      const { user: u, hash } = users[i % 3];
      return writers[i % 2].store({ userId: u.id, check: stored(i), held: false, sessionHash: hash });
    });
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(15);
    for (const { user: u } of users) expect(await state(u.id)).toEqual({ used: 5, pending: 0, rows: 5, usages: [1, 2, 3, 4, 5] });
  });

  it('a revoked session is refused (401) in a batch, the other checks of the batch are stored', async () => {
    const a = await user();
    const b = await user();
    await db().execute('update sessions set revoked_at = now() where token_hash = ?', [a.hash]);
    const results = await Promise.allSettled([
      storeCheck(app.services.sql, a.user, stored(1), false, a.hash),
      storeCheck(app.services.sql, b.user, stored(2), false, b.hash),
      storeCheck(app.services.sql, a.user, stored(3), false, a.hash),
    ]);
    expect(results.map(statusOf)).toEqual([401, 200, 401]);
    expect(await state(a.user.id)).toMatchObject({ used: 0, rows: 0 });
    expect(await state(b.user.id)).toMatchObject({ used: 1, rows: 1 });
  });

  it('held units are counted even at the limit, and their holds released', async () => {
    const { user: u, hash } = await user({ limit: 2, used: 0 });
    await db().execute(`update users set usage_pending = 2, usage_pending_until = now() + interval '5 minutes' where id = ?`, [u.id]);
    const results = await Promise.allSettled([
      storeCheck(app.services.sql, u, stored(1), true),
      storeCheck(app.services.sql, u, stored(2), false, hash), // no unit left: both are held
      storeCheck(app.services.sql, u, stored(3), true),
    ]);
    expect(results.map(statusOf)).toEqual([200, 429, 200]);
    expect(await state(u.id)).toEqual({ used: 2, pending: 0, rows: 2, usages: [1, 2] });
  });

  it('administrators are counted and never refused', async () => {
    const { user: u, hash } = await user({ role: 'admin', limit: 1, used: 5 });
    const results = await Promise.all([1, 2, 3].map((i) => storeCheck(app.services.sql, u, stored(i), false, hash)));
    expect(results.map((r) => r.limit)).toEqual([null, null, null]);
    expect(results.map((r) => r.used).sort()).toEqual([6, 7, 8]);
  });

  it("a row PostgreSQL refuses fails alone: the rest of its batch is stored and counted, the refused user's count does not move", async () => {
    const bad = await user();
    const good = await user();
    await db().execute(`alter table fact_checks add constraint writer_fault check (user_id <> '${bad.user.id}') not valid`);
    try {
      statements = 0;
      const results = await Promise.allSettled([
        storeCheck(app.services.sql, good.user, stored(1), false, good.hash),
        storeCheck(app.services.sql, bad.user, stored(2), false, bad.hash),
        storeCheck(app.services.sql, good.user, stored(3), false, good.hash),
      ]);
      expect(results.map(statusOf)).toEqual([200, undefined, 200]);
      expect(((results[1] as PromiseRejectedResult).reason as { code?: string }).code).toBe('23514');
      expect(statements).toBeGreaterThan(1); // the batch, then each check alone
    } finally {
      await db().execute('alter table fact_checks drop constraint writer_fault');
    }
    expect(await state(good.user.id)).toEqual({ used: 2, pending: 0, rows: 2, usages: [1, 2] });
    expect(await state(bad.user.id)).toMatchObject({ used: 0, rows: 0 });
  });

  it('a result shown by many checks is stored once; each row keeps its own part and reads back whole', async () => {
    const [a, b] = await Promise.all([user({ limit: 50 }), user({ limit: 50 })]);
    const body = storedBody({ verdict: 'false', credibilityScore: 20, sources: [{ url: 'https://example.test/once', publisher: 'Once' }] });
    const writer = new CheckWriter(app.services.sql);
    const check = (i: number): StoredCheck => ({ ...stored(i), own: { id: `own-${i}`, cached: i > 0 }, body });
    // The first batch sends the body with every check; later ones only its key.
    await Promise.all([0, 1, 2].map((i) => writer.store({ userId: a.user.id, check: check(i), held: false, sessionHash: a.hash })));
    await Promise.all([3, 4].map((i) => writer.store({ userId: b.user.id, check: check(i), held: false, sessionHash: b.hash })));
    const bodies = await db().execute<{ n: number; body: unknown }[]>(
      'select count(*)::int as n, min(body::text)::jsonb as body from check_results where hash = ?',
      [body.hash],
    );
    expect(bodies[0]).toEqual({ n: 1, body: JSON.parse(body.json) });
    const rows = await db().execute<
      { user_id: string; result_hash: string; own: Record<string, unknown>; whole: Record<string, unknown> }[]
    >(
      `select f.user_id, f.result_hash, f.result as own, ${STORED_RESULT} as whole from fact_checks f ${RESULT_JOIN}
        where f.user_id in (?, ?) order by f.result->>'id'`,
      [a.user.id, b.user.id],
    );
    expect(rows.map((r) => r.result_hash)).toEqual(Array(5).fill(body.hash));
    expect(rows.map((r) => Object.keys(r.own).sort())).toEqual(Array(5).fill(['cached', 'id', 'usage']));
    expect(rows.map((r) => r.whole)).toEqual(
      [0, 1, 2, 3, 4].map((i) => ({
        ...JSON.parse(body.json),
        id: `own-${i}`,
        cached: i > 0,
        usage: { used: i < 3 ? i + 1 : i - 2, limit: 50, resetsAt: expect.any(String) },
      })),
    );
  });

  it('a body that went missing after this writer stored it is sent again: the check is stored whole, not refused', async () => {
    const { user: u, hash } = await user();
    const body = storedBody({ verdict: 'true', credibilityScore: 80, sources: [], note: randomUUID() });
    const writer = new CheckWriter(app.services.sql);
    await writer.store({ userId: u.id, check: { ...stored(1), body }, held: false, sessionHash: hash });
    await db().execute('delete from check_results where hash = ?', [body.hash]);
    statements = 0;
    const usage = await writer.store({ userId: u.id, check: { ...stored(2), body }, held: false, sessionHash: hash });
    expect(usage.used).toBe(2);
    expect(statements).toBe(2); // key only, found missing; then with the body
    const [row] = await db().execute<{ n: number }[]>('select count(*)::int as n from check_results where hash = ?', [body.hash]);
    expect(row.n).toBe(1);
    expect(await state(u.id)).toMatchObject({ used: 2, rows: 2, usages: [1, 2] });
  });

  it('a refused check stores no body', async () => {
    const { user: u, hash } = await user({ limit: 1, used: 1 });
    const body = storedBody({ verdict: 'false', refused: randomUUID() });
    const results = await Promise.allSettled([storeCheck(app.services.sql, u, { ...stored(1), body }, false, hash)]);
    expect(results.map(statusOf)).toEqual([429]);
    const [row] = await db().execute<{ n: number }[]>('select count(*)::int as n from check_results where hash = ?', [body.hash]);
    expect(row.n).toBe(0);
  });

  it('a lost connection fails the whole batch and stores nothing', async () => {
    const { user: u, hash } = await user();
    const pool = (await app.services.sql.pool()) as Pool;
    const broken = {
      query: () => Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })),
      pool: async () => pool,
    };
    const writer = new CheckWriter(broken);
    const results = await Promise.allSettled(
      [1, 2].map((i) => writer.store({ userId: u.id, check: stored(i), held: false, sessionHash: hash })),
    );
    expect(results.every((r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'ECONNRESET')).toBe(true);
    expect(await state(u.id)).toMatchObject({ used: 0, rows: 0 });
  });
});
