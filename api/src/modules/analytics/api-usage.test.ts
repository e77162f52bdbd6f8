// The apiUsage connection: keyset paging that never skips or repeats (even for rows inserted by one
// statement, which share created_at to the microsecond), filters, and a bounded query count for the
// nested `user` field (DataLoader: one batch per page, whatever the page size).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';

// Seeding and a real app on a busy machine can take longer than the default 5 s per hook.
jest.setTimeout(60_000);

let app: TestApp;
let token: string;
let queries: string[] = [];
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.services.orm.em.fork().execute<T[]>(text, params);

beforeAll(async () => {
  app = await startTestApp({}, { onQuery: (s) => queries.push(s) });
  token = (await createUser(app, 'moderator')).token;
});
afterAll(async () => {
  await app.close();
});

interface Page {
  apiUsage: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: { id: string; provider: string; kind: string; success: boolean; user: { email: string } | null }[];
  };
}
const PAGE = `query($first: Int, $after: String, $provider: String, $kind: ProviderKind, $success: Boolean, $userId: ID) {
  apiUsage(first: $first, after: $after, provider: $provider, kind: $kind, success: $success, userId: $userId) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id provider kind success user { email } } } }`;

async function all(vars: Record<string, unknown>): Promise<Page['apiUsage']['nodes']> {
  const out: Page['apiUsage']['nodes'] = [];
  let after: string | null = null;
  for (let i = 0; i < 100; i++) {
    const res: { data: Page | null; errors?: unknown[] } = await app.gql<Page>(PAGE, { ...vars, after }, token);
    expect(res.errors).toBeUndefined();
    out.push(...res.data!.apiUsage.nodes);
    if (!res.data!.apiUsage.pageInfo.hasNextPage) return out;
    after = res.data!.apiUsage.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}

describe('apiUsage connection', () => {
  it('pages through rows that share created_at (one insert statement, microseconds) without gaps or repeats', async () => {
    const user = await createUser(app, 'free');
    await sql(
      `insert into api_usage (user_id, api_provider, request_type, success, latency_ms)
       select ?::uuid, (array['claimbuster','gemini','local-tone','myprovider'])[1 + g % 4], 'x', g % 3 <> 0, g from generate_series(1, 23) g`,
      [user.id],
    );
    const want = await sql<{ id: string }>('select id from api_usage order by created_at desc, id desc');
    const got = await all({ first: 4 });
    expect(got.map((n) => n.id)).toEqual(want.map((w) => w.id));
    expect(got.every((n) => n.user?.email === user.email)).toBe(true);
  });

  it('filters by provider, kind, success and user; totalCount counts all pages', async () => {
    const count = async (where: string) => (await sql<{ n: number }>(`select count(*)::int n from api_usage where ${where}`))[0].n;
    const check = async (vars: Record<string, unknown>, where: string) => {
      const res = await app.gql<Page>(PAGE, { first: 2, ...vars }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.apiUsage.totalCount).toBe(await count(where));
      expect((await all({ first: 3, ...vars })).length).toBe(await count(where));
    };
    await check({ provider: 'gemini' }, `api_provider = 'gemini'`);
    await check({ kind: 'ocr' }, `api_provider in ('tesseract', 'gemini')`);
    await check({ kind: 'other' }, `api_provider = 'myprovider'`);
    await check({ success: false, kind: 'moderation' }, `not success and api_provider in ('openai-moderation', 'local-tone')`);
    // quotes, backslashes and placeholders in a filter are data, never SQL
    const odd = await app.gql<Page>(PAGE, { provider: `o'reilly\\ ? $1 --` }, token);
    expect(odd.errors).toBeUndefined();
    expect(odd.data!.apiUsage.totalCount).toBe(0);
    const ocr = await all({ kind: 'ocr' });
    expect(new Set(ocr.map((n) => n.kind))).toEqual(new Set(['ocr']));
  });

  it('a bad cursor or user id is BAD_USER_INPUT', async () => {
    for (const vars of [{ after: 'nope' }, { after: Buffer.from('2025-01-01T00:00:00Z|x').toString('base64url') }, { userId: 'x' }]) {
      const res = await app.gql(PAGE, vars, token);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('query counts stay bounded (no N+1)', () => {
  it('apiUsage with nested user costs the same number of queries for 5 or 60 rows, each with its own user', async () => {
    await sql('delete from api_usage');
    const addRows = async (n: number, tag: string) => {
      await sql(`insert into users (email, password) select '${tag}-' || g || '@factlens.test', 'x' from generate_series(1, ${n}) g`);
      await sql(`insert into api_usage (user_id, api_provider, request_type, success, latency_ms)
                 select u.id, 'tesseract', 'ocr', true, 10 from users u where u.email like '${tag}-%'`);
    };
    const count = async () => {
      queries = [];
      const res = await app.gql<Page>('{ apiUsage(first: 100) { totalCount nodes { id provider user { id email role } } } }', {}, token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.apiUsage.nodes.every((n) => n.user)).toBe(true);
      return { n: res.data!.apiUsage.nodes.length, queries: queries.filter((q) => /\b(select|insert|update|delete)\b/i.test(q)).length };
    };
    await addRows(5, 'qc-small');
    const small = await count();
    await addRows(55, 'qc-large');
    const large = await count();
    expect([small.n, large.n]).toEqual([5, 60]);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(4); // session+user, page, count, users batch
  });
});
