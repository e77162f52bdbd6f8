// Who may read analytics (docs/adr/0003-roles-and-permissions.md): moderators (read) and admins; exports: admins only.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';

// Seeding and a real app on a busy machine can take longer than the default 5 s per hook.
jest.setTimeout(60_000);

type Role = 'anonymous' | 'free' | 'early_access' | 'moderator' | 'admin';
const ROLES: Role[] = ['anonymous', 'free', 'early_access', 'moderator', 'admin'];

let app: TestApp;
const tokens: Partial<Record<Role, string | null>> = { anonymous: null };

beforeAll(async () => {
  app = await startTestApp();
  for (const r of ['free', 'early_access', 'moderator', 'admin'] as const) tokens[r] = (await createUser(app, r)).token;
});
afterAll(async () => {
  await app.close();
});

const QUERIES: Record<string, string> = {
  factChecksOverTime: '{ factChecksOverTime { total } }',
  factChecksByPlatform: '{ factChecksByPlatform { total } }',
  factChecksByVerdictBand: '{ factChecksByVerdictBand { total } }',
  factChecksByContentType: '{ factChecksByContentType { total } }',
  providerCallsByProvider: '{ providerCallsByProvider { totalCalls } }',
  providerCallsByKind: '{ providerCallsByKind { totalCalls } }',
  activeUsersOverTime: '{ activeUsersOverTime { total } }',
  topUsers: '{ topUsers { users { email } } }',
  earlyAccessOverTime: '{ earlyAccessOverTime { totalSignups } }',
  apiUsage: '{ apiUsage(first: 5) { totalCount nodes { user { email } } } }',
};
const EXPORTS = ['/api/admin/export/fact-checks.csv', '/api/admin/export/analytics.csv?bucket=week'];

describe.each(ROLES)('as %s', (role) => {
  const gqlWant = role === 'anonymous' ? 'UNAUTHENTICATED' : role === 'moderator' || role === 'admin' ? 'ok' : 'FORBIDDEN';
  for (const [name, query] of Object.entries(QUERIES)) {
    it(`GraphQL ${name} → ${gqlWant}`, async () => {
      const res = await app.gql(query, {}, tokens[role]);
      if (gqlWant === 'ok') {
        expect(res.errors).toBeUndefined();
        expect(res.data?.[name]).toBeTruthy();
      } else {
        expect(res.errors?.[0]?.extensions?.code).toBe(gqlWant);
        expect(res.data).toBeNull();
      }
    });
  }
  const restWant = role === 'anonymous' ? 401 : role === 'admin' ? 200 : 403;
  for (const path of EXPORTS) {
    it(`GET ${path} → ${restWant}`, async () => {
      const res = await app.rest<{ error?: string }>('GET', path, { token: tokens[role] });
      expect(res.status).toBe(restWant);
      if (restWant === 200) expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      else expect(typeof res.body.error).toBe('string');
    });
  }
});
