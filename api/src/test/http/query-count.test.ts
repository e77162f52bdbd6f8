import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let queries: string[] = [];
beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (sql) => queries.push(sql) });
  // The prepared statements of the hot paths (NativeSql) run on the driver's pool, outside MikroORM's
  // query log: record them too (by name), passing each call through unchanged.
  const pool = await app.services.sql.pool();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0] as string | { name?: string; text: string };
    queries.push(typeof config === 'string' ? config : `/* ${config.name ?? ''} */ ${config.text}`);
    return query(...args);
  };
});
afterAll(async () => {
  await app.close();
});

describe('query counts stay bounded (no N+1)', () => {
  it('the admin users list costs the same number of queries for 5 or 60 users', async () => {
    const admin = await createUser(app, 'admin');
    const count = async () => {
      queries = [];
      const res = await app.gql('{ users(first: 100) { totalCount nodes { id email role unlimited dailyUsage dailyLimit createdAt } } }', {}, admin.token);
      expect(res.errors).toBeUndefined();
      return queries.filter((q) => /\b(select|insert|update|delete)\b/i.test(q)).length;
    };
    const addUsers = (n: number, tag: string) =>
      app.services.orm.em.fork().execute(`insert into users (email, password) select '${tag}' || g || '@factlens.test', 'x' from generate_series(1, ${n}) g`);
    await count(); // the first request reads the session; later ones find it in the session cache
    await addUsers(4, 'small');
    const small = await count();
    const listed = queries.filter((q) => /\busers_page_/.test(q));
    await addUsers(55, 'large');
    const large = await count();
    expect(large).toBe(small);
    // The page and its total are one statement (docs/adr/0096-users-list-one-statement.md).
    expect(listed).toHaveLength(1);
    expect(small).toBeLessThanOrEqual(2); // that statement, and at most a session touch
  });

  it('the applicants list is one page query and one count', async () => {
    const admin = await createUser(app, 'admin');
    queries = [];
    await app.gql('{ earlyAccessApplicants(first: 50) { totalCount nodes { id email } } }', {}, admin.token);
    expect(queries.filter((q) => /\bselect\b/i.test(q)).length).toBeLessThanOrEqual(3);
  });
});
