import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let queries: string[] = [];
beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (sql) => queries.push(sql) });
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
    await addUsers(4, 'small');
    const small = await count();
    await addUsers(55, 'large');
    const large = await count();
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(3); // session+user, page, count
  });

  it('the applicants list is one page query and one count', async () => {
    const admin = await createUser(app, 'admin');
    queries = [];
    await app.gql('{ earlyAccessApplicants(first: 50) { totalCount nodes { id email } } }', {}, admin.token);
    expect(queries.filter((q) => /\bselect\b/i.test(q)).length).toBeLessThanOrEqual(3);
  });
});
