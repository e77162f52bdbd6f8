// Every operation of the accounts API x every role, over GraphQL and REST: exactly the access of
// docs/adr/0003-roles-and-permissions.md (public / signed-in / admin).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../harness.js';
import { solveAltcha } from '../altcha.js';

type Role = 'anonymous' | 'free' | 'early_access' | 'moderator' | 'admin';
const ROLES: Role[] = ['anonymous', 'free', 'early_access', 'moderator', 'admin'];
type Access = 'public' | 'user' | 'admin';

let app: TestApp;
const tokens: Partial<Record<Role, string | null>> = { anonymous: null };
let target: { id: string };
let seq = 0;

beforeAll(async () => {
  app = await startTestApp();
  for (const r of ['free', 'early_access', 'moderator', 'admin'] as const) tokens[r] = (await createUser(app, r)).token;
  target = await createUser(app, 'free');
});
afterAll(async () => {
  await app.close();
});

async function newRespondentId(): Promise<string> {
  // Keep the list from filling all 25 places during the matrix.
  await app.services.orm.em.fork().execute('delete from early_access_respondents');
  const res = await app.gql<{ joinEarlyAccess: unknown }>(
    'mutation($i: EarlyAccessInput!) { joinEarlyAccess(input: $i) { remainingSlots } }',
    { i: { email: `applicant${++seq}@factlens.test`, whyEarlyAdopter: 'I check facts every day at work.', altcha: await solveAltcha(app) } },
  );
  expect(res.errors).toBeUndefined();
  const rows = await app.services.orm.em.fork().execute<{ id: string }[]>('select id from early_access_respondents where email = ?', [`applicant${seq}@factlens.test`]);
  // Keep the list from filling all 25 places during the matrix.
  await app.services.orm.em.fork().execute('delete from rate_limits');
  return rows[0].id;
}

interface Op {
  name: string;
  access: Access;
  gql: () => Promise<{ query: string; variables?: Record<string, unknown> }>;
  rest: () => Promise<{ method: string; path: string; body?: unknown }>;
}

const ops: Op[] = [
  { name: 'health', access: 'public', gql: async () => ({ query: '{ health { status db } }' }), rest: async () => ({ method: 'POST', path: '/api/health', body: {} }) },
  { name: 'earlyAccessSlots', access: 'public', gql: async () => ({ query: '{ earlyAccessSlots { remainingSlots } }' }), rest: async () => ({ method: 'GET', path: '/api/early-access/slots' }) },
  {
    name: 'joinEarlyAccess',
    access: 'public',
    gql: async () => ({
      query: 'mutation($i: EarlyAccessInput!) { joinEarlyAccess(input: $i) { remainingSlots } }',
      variables: { i: { email: `m${++seq}@factlens.test`, whyEarlyAdopter: 'Because misinformation spreads fast.', altcha: await solveAltcha(app) } },
    }),
    rest: async () => ({
      method: 'POST',
      path: '/api/early-access',
      body: { email: `m${++seq}@factlens.test`, whyEarlyAdopter: 'Because misinformation spreads fast.', altcha: await solveAltcha(app) },
    }),
  },
  {
    name: 'altchaChallenge',
    access: 'public',
    gql: async () => ({ query: '{ earlyAccessSlots { captchaRequired } }' }),
    rest: async () => ({ method: 'GET', path: '/api/altcha/challenge' }),
  },
  { name: 'latestExtensionVersion', access: 'user', gql: async () => ({ query: '{ latestExtensionVersion { version } }' }), rest: async () => ({ method: 'GET', path: '/api/extension/version' }) },
  { name: 'myExtensionConfig', access: 'user', gql: async () => ({ query: '{ myExtensionConfig { minTextLength } }' }), rest: async () => ({ method: 'GET', path: '/api/extension-config/test-user' }) },
  {
    name: 'updateMyExtensionConfig',
    access: 'user',
    gql: async () => ({ query: 'mutation { updateMyExtensionConfig(input: { minDragWidth: 30, minDragHeight: 30, minTextLength: 20 }) { minTextLength } }' }),
    rest: async () => ({ method: 'POST', path: '/api/extension-config/test-user', body: { minDragWidth: 30, minDragHeight: 30, minTextLength: 20 } }),
  },
  {
    name: 'submitContactRequest',
    access: 'user',
    gql: async () => ({ query: 'mutation { submitContactRequest(input: { userEmail: "a@factlens.test", issueType: "support", issueDescription: "The widget does not open." }) { message } }' }),
    rest: async () => ({ method: 'POST', path: '/api/contact', body: { userEmail: 'a@factlens.test', issueType: 'support', issueDescription: 'The widget does not open.' } }),
  },
  { name: 'users', access: 'admin', gql: async () => ({ query: '{ users(first: 5) { totalCount } }' }), rest: async () => ({ method: 'GET', path: '/api/admin/users' }) },
  {
    name: 'updateUserRole',
    access: 'admin',
    gql: async () => ({ query: 'mutation($id: ID!) { updateUserRole(userId: $id, role: early_access) { id role } }', variables: { id: target.id } }),
    rest: async () => ({ method: 'POST', path: `/api/admin/users/${target.id}/role`, body: { role: 'free' } }),
  },
  { name: 'siteSettings', access: 'admin', gql: async () => ({ query: '{ siteSettings { id maintenanceMode } }' }), rest: async () => ({ method: 'GET', path: '/api/admin/settings' }) },
  {
    name: 'updateSiteSetting',
    access: 'admin',
    gql: async () => ({ query: 'mutation { updateSiteSetting(key: "apiTimeoutSeconds", value: 25) { apiTimeoutSeconds } }' }),
    rest: async () => ({ method: 'POST', path: '/api/admin/settings', body: { key: 'apiTimeoutSeconds', value: 30 } }),
  },
  { name: 'earlyAccessApplicants', access: 'admin', gql: async () => ({ query: '{ earlyAccessApplicants { totalCount } }' }), rest: async () => ({ method: 'GET', path: '/api/admin/early-access' }) },
  {
    name: 'promoteApplicant',
    access: 'admin',
    gql: async () => ({ query: 'mutation($id: ID!) { promoteApplicant(respondentId: $id) { generatedPassword } }', variables: { id: await newRespondentId() } }),
    rest: async () => ({ method: 'POST', path: '/api/admin/promote-user', body: { userId: await newRespondentId() } }),
  },
  {
    name: 'deleteApplicant',
    access: 'admin',
    gql: async () => ({ query: 'mutation($id: ID!) { deleteApplicant(respondentId: $id) { remainingSlots } }', variables: { id: await newRespondentId() } }),
    rest: async () => ({ method: 'DELETE', path: `/api/admin/early-access/${await newRespondentId()}` }),
  },
  { name: 'logout', access: 'user', gql: async () => ({ query: 'mutation { logout }' }), rest: async () => ({ method: 'POST', path: '/api/auth/logout' }) },
  {
    name: 'signOutEverywhere',
    access: 'user',
    gql: async () => ({ query: 'mutation { signOutEverywhere }' }),
    rest: async () => ({ method: 'POST', path: '/api/auth/logout-everywhere' }),
  },
  {
    name: 'changePassword',
    access: 'user',
    gql: async () => ({ query: 'mutation { changePassword(currentPassword: "user-password-1", newPassword: "another-password-2") { revokedSessions } }' }),
    rest: async () => ({ method: 'POST', path: '/api/auth/password', body: { currentPassword: 'user-password-1', newPassword: 'another-password-2' } }),
  },
];
// These end sessions or change the password: each call gets a throwaway user.
const THROWAWAY = new Set(['logout', 'signOutEverywhere', 'changePassword']);

function expected(access: Access, role: Role): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  if (role === 'anonymous') return 401;
  if (access === 'admin' && role !== 'admin') return 403;
  return 'ok';
}

describe.each(ROLES)('as %s', (role) => {
  for (const op of ops) {
    const want = expected(op.access, role);
    it(`GraphQL ${op.name} → ${want}`, async () => {
      // logout revokes: give it a throwaway session
      const token = THROWAWAY.has(op.name) && role !== 'anonymous' ? await app.login((await createUser(app, role === 'admin' ? 'admin' : role)).email, 'user-password-1') : tokens[role];
      const { query, variables } = await op.gql();
      const res = await app.gql(query, variables, token);
      if (want === 'ok') expect(res.errors).toBeUndefined();
      else expect(res.errors?.[0]?.extensions?.code).toBe(want === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    });
    it(`REST ${op.name} → ${want}`, async () => {
      const token = THROWAWAY.has(op.name) && role !== 'anonymous' ? await app.login((await createUser(app, role === 'admin' ? 'admin' : role)).email, 'user-password-1') : tokens[role];
      const { method, path, body } = await op.rest();
      const res = await app.rest<{ error?: string }>(method, path, { body, token });
      if (want === 'ok') expect(res.status).toBeLessThan(300);
      else {
        expect(res.status).toBe(want);
        expect(typeof res.body.error).toBe('string');
      }
    });
  }
  it(`me answers ${role === 'anonymous' ? 'null / 401' : 'the user'}`, async () => {
    const g = await app.gql<{ me: { role: string } | null }>('{ me { role } }', {}, tokens[role]);
    const r = await app.rest<{ role?: string }>('GET', '/api/auth/me', { token: tokens[role] });
    if (role === 'anonymous') {
      expect(g.data?.me).toBeNull();
      expect(r.status).toBe(401);
    } else {
      expect(g.data?.me?.role).toBe(role);
      expect(r.body.role).toBe(role);
    }
  });
});
