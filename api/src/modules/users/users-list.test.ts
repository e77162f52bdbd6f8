import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';
import { updateUserRole } from './users.service.js';

// The admin users list (docs/adr/0096-users-list-one-statement.md): one prepared statement for the page
// and the total, the total kept by triggers per role, plain rows with today's usage.
let app: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => app.services.orm.em.fork().execute<T[]>(text, params);

interface Listed {
  totalCount: number;
  nodes: { id: string; email: string; role: string; dailyUsage: number; dailyLimit: number; createdAt: string; unlimited: boolean }[];
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function list(args: string, token = admin.token): Promise<Listed> {
  const res = await app.gql<{ users: Listed }>(
    `{ users(${args}) { totalCount nodes { id email role dailyUsage dailyLimit createdAt unlimited } edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`,
    {},
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.users;
}

/** The list's totals against count(*) for every filter the list takes. */
async function expectTotalsExact(tag: string) {
  const counts = async (where: string, params: unknown[] = []) =>
    Number((await sql<{ n: string }>(`select count(*) as n from users ${where}`, params))[0]!.n);
  expect((await list('first: 1')).totalCount).toBe(await counts(''));
  for (const role of ['free', 'early_access', 'moderator', 'admin']) {
    expect((await list(`first: 1, role: ${role}`)).totalCount).toBe(await counts('where role = ?', [role]));
    expect((await list(`first: 1, role: ${role}, email: "${tag}"`)).totalCount).toBe(
      await counts('where role = ? and email like ?', [role, `%${tag}%`]),
    );
  }
  expect((await list(`first: 1, email: "${tag}"`)).totalCount).toBe(await counts('where email like ?', [`%${tag}%`]));
}

describe('users list totals stay exact', () => {
  it('through entity inserts, bulk inserts, role changes and deletes', async () => {
    await expectTotalsExact('bulk');
    await createUser(app, 'moderator', { email: 'one-bulk@factlens.test' });
    await sql(
      `insert into users (email, password, role) select 'bulk' || g || '@factlens.test', 'x', (array['free','early_access','moderator'])[1 + g % 3] from generate_series(1, 300) g`,
    );
    await expectTotalsExact('bulk');
    const [victim] = await sql<{ id: string }>(`select id from users where email = 'bulk7@factlens.test'`);
    await updateUserRole(app.services.orm.em.fork(), victim!.id, 'admin', await app.services.settings.get());
    await sql(`update users set role = 'early_access' where email like 'bulk1%' and role = 'free'`);
    await sql(`update users set daily_limit = 99 where email like 'bulk2%'`); // no role change: nothing moves
    await expectTotalsExact('bulk');
    await sql(`delete from users where email like 'bulk3%'`);
    await expectTotalsExact('bulk');
  });

  it('counts only what committed: a rolled-back insert leaves no trace, concurrent inserts all count', async () => {
    const before = (await list('first: 1')).totalCount;
    const em = app.services.orm.em.fork();
    await em
      .transactional(async (tem) => {
        await tem.execute(`insert into users (email, password) values ('rolled-back@factlens.test', 'x')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await list('first: 1')).totalCount).toBe(before);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.services.orm.em.fork().transactional(async (tem) => {
          await tem.execute(`insert into users (email, password, role) values (?, 'x', ?)`, [
            `concurrent${i}@factlens.test`,
            i % 2 ? 'free' : 'moderator',
          ]);
        }),
      ),
    );
    expect((await list('first: 1')).totalCount).toBe(before + 12);
    await expectTotalsExact('concurrent');
  });
});

describe('users list pages', () => {
  it('walks every user once, newest first, even within one millisecond', async () => {
    // Same millisecond, different microseconds: a cursor cut to the millisecond skipped the second.
    await sql(
      `insert into users (email, password, role, created_at) values
        ('micro-a@factlens.test', 'x', 'moderator', '2020-01-01T00:00:00.123456Z'),
        ('micro-b@factlens.test', 'x', 'moderator', '2020-01-01T00:00:00.123400Z'),
        ('micro-c@factlens.test', 'x', 'moderator', '2020-01-01T00:00:00.123400Z'),
        ('micro-d@factlens.test', 'x', 'moderator', '2020-01-01T00:00:00.122999Z')`,
    );
    const expected = (
      await sql<{ email: string }>(`select email from users where role = 'moderator' order by created_at desc, id desc`)
    ).map((r) => r.email);
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 200; i++) {
      const page: Listed = await list(`first: 1, role: moderator${after ? `, after: "${after}"` : ''}`);
      expect(page.totalCount).toBe(expected.length);
      seen.push(...page.nodes.map((n) => n.email));
      expect(page.edges.map((e) => e.node.id)).toEqual(page.nodes.map((n) => n.id));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    expect(seen.filter((e) => e.startsWith('micro-')).sort()).toEqual(
      ['micro-a', 'micro-b', 'micro-c', 'micro-d'].map((e) => `${e}@factlens.test`),
    );
  });

  it('answers an empty page with the total and no cursor', async () => {
    const page = await list('first: 5, email: "no-such-user-anywhere"');
    expect(page).toEqual({ totalCount: 0, nodes: [], edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("shows today's usage: 0 when the last use was before 00:00 UTC, in GraphQL and REST", async () => {
    await sql(
      `insert into users (email, password, daily_usage, last_usage_reset) values
        ('usage-stale@factlens.test', 'x', 7, date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '1 second'),
        ('usage-today@factlens.test', 'x', 3, now())`,
    );
    const page = await list('first: 5, email: "usage-"');
    expect(Object.fromEntries(page.nodes.map((n) => [n.email, n.dailyUsage]))).toEqual({
      'usage-stale@factlens.test': 0,
      'usage-today@factlens.test': 3,
    });
    const rest = await app.rest<{ email: string; dailyUsage: number }[]>('GET', '/api/admin/users?email=usage-', { token: admin.token });
    expect(rest.status).toBe(200);
    expect(Object.fromEntries(rest.body.map((u) => [u.email, u.dailyUsage]))).toEqual({
      'usage-stale@factlens.test': 0,
      'usage-today@factlens.test': 3,
    });
    expect(rest.headers.get('x-total-count')).toBe('2');
  });

  it('serialises the fields as before: ISO instants, unlimited for admins', async () => {
    const page = await list(`first: 200, role: admin`);
    const me = page.nodes.find((n) => n.id === admin.id)!;
    const [row] = await sql<{ created_at: string }>(`select created_at from users where id = ?`, [admin.id]);
    expect(me.createdAt).toBe(new Date(row!.created_at).toISOString());
    expect(me.unlimited).toBe(true);
    expect(page.nodes.every((n) => n.role === 'admin')).toBe(true);
    expect((await list('first: 20, role: moderator')).nodes.every((n) => n.unlimited === false)).toBe(true);
  });

  it('derives unlimited from the role for entities too (me, a role change)', async () => {
    const moderator = await createUser(app, 'moderator');
    const meOf = async (token: string) =>
      (await app.gql<{ me: { unlimited: boolean } }>('{ me { unlimited } }', {}, token)).data?.me.unlimited;
    expect(await meOf(admin.token)).toBe(true);
    expect(await meOf(moderator.token)).toBe(false);
    const promoted = await app.gql<{ updateUserRole: { role: string; unlimited: boolean } }>(
      'mutation($id: ID!) { updateUserRole(userId: $id, role: admin) { role unlimited } }',
      { id: moderator.id },
      admin.token,
    );
    expect(promoted.data?.updateUserRole).toEqual({ role: 'admin', unlimited: true });
  });

  it('stays admin-only, and GraphQL answers are never cached', async () => {
    const moderator = await createUser(app, 'moderator');
    const res = await app.gql('{ users(first: 1) { totalCount } }', {}, moderator.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql('{ users(first: 1) { totalCount } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const raw = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: '{ users(first: 1) { totalCount } }' }),
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('cache-control')).toBe('no-store');
  });
});
