import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.close();
});
const em = () => app.services.orm.em.fork();

describe('users', () => {
  it('lists users in the REST shape, never with a password', async () => {
    const res = await app.rest<Record<string, unknown>[]>('GET', '/api/admin/users', { token: admin.token });
    expect(res.status).toBe(200);
    for (const u of res.body) {
      expect(Object.keys(u)).toEqual(expect.arrayContaining(['id', 'email', 'role', 'dailyUsage', 'dailyLimit', 'subscriptionTier', 'createdAt']));
      expect(u).not.toHaveProperty('password');
    }
  });

  it('paginates with cursors and filters by role and email', async () => {
    for (let i = 0; i < 7; i++) await createUser(app, 'moderator', { email: `page${i}@factlens.test` });
    const q = 'query($after: String) { users(first: 3, role: moderator, email: "page", after: $after) { totalCount nodes { email } pageInfo { hasNextPage endCursor } } }';
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res: { data: { users: { totalCount: number; nodes: { email: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } | null } = await app.gql(q, { after }, admin.token);
      const page = res.data!.users;
      expect(page.totalCount).toBe(7);
      seen.push(...page.nodes.map((n) => n.email));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `page${i}@factlens.test`).sort());
    const bad = await app.gql('{ users(first: 500) { totalCount } }', {}, admin.token);
    expect(bad.errors?.[0]).toMatchObject({ message: 'first must be from 1 to 200', extensions: { code: 'BAD_USER_INPUT' } });
    const badCursor = await app.gql('{ users(after: "garbage") { totalCount } }', {}, admin.token);
    expect(badCursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a role change returns the User with its id and sets dailyLimit from the settings for that role', async () => {
    const u = await createUser(app, 'free');
    const res = await app.gql<{ updateUserRole: { id: string; role: string; dailyLimit: number } }>(
      'mutation($id: ID!) { updateUserRole(userId: $id, role: moderator) { id role dailyLimit } }',
      { id: u.id },
      admin.token,
    );
    expect(res.data?.updateUserRole).toEqual({ id: u.id, role: 'moderator', dailyLimit: 200 });
    const rest = await app.rest<{ user: { role: string; dailyLimit: number } }>('POST', `/api/admin/users/${u.id}/role`, { token: admin.token, body: { role: 'early_access' } });
    expect(rest.body.user).toMatchObject({ role: 'early_access', dailyLimit: 50 });
  });

  it('bad role 400, unknown user 404', async () => {
    const u = await createUser(app, 'free');
    const bad = await app.rest<{ error: string }>('POST', `/api/admin/users/${u.id}/role`, { token: admin.token, body: { role: 'superuser' } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Role must be one of free, early_access, moderator, admin' } });
    expect((await app.rest('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/role', { token: admin.token, body: { role: 'free' } })).status).toBe(404);
  });

  it('the last administrator cannot be demoted (409), also when two admins demote each other at once', async () => {
    await em().execute("update users set role = 'free' where role = 'admin' and id <> ?", [admin.id]);
    const res = await app.rest<{ error: string }>('POST', `/api/admin/users/${admin.id}/role`, { token: admin.token, body: { role: 'free' } });
    expect(res).toMatchObject({ status: 409, body: { error: 'You cannot remove the last administrator. Make another user an administrator first.' } });
    const other = await createUser(app, 'admin');
    const both = await Promise.all([
      app.rest('POST', `/api/admin/users/${other.id}/role`, { token: admin.token, body: { role: 'free' } }),
      app.rest('POST', `/api/admin/users/${admin.id}/role`, { token: other.token, body: { role: 'free' } }),
    ]);
    // One wins (200). The other is refused: 409 when it passed the role check before the winner committed, or 403
    // when the winner's demotion of its own account reached the session check first. Both leave one administrator.
    const [won, lost] = both.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const [n] = await em().execute<{ n: number }[]>("select count(*)::int as n from users where role = 'admin'");
    expect(n.n).toBe(1);
    // Either may win the race; the tests below sign in as `admin`, so it is made an administrator again.
    await em().execute("update users set role = 'admin' where id = ?", [admin.id]);
  });
});

describe('settings', () => {
  it('answers the typed settings with their defaults (the twelve and captchaEnabled)', async () => {
    const res = await app.rest<Record<string, unknown>>('GET', '/api/admin/settings', { token: admin.token });
    expect(res.body).toEqual({
      siteEnabled: true,
      registrationOpen: true,
      extensionDownloadEnabled: true,
      maintenanceMode: false,
      googleFactCheckEnabled: true,
      openAiModerationEnabled: true,
      claimBusterEnabled: true,
      captchaEnabled: true,
      dailyRateLimitFree: 10,
      dailyRateLimitEarlyAccess: 50,
      dailyRateLimitModerator: 200,
      apiTimeoutSeconds: 30,
      maxContentLength: 5000,
    });
  });

  it.each([
    [{ key: 'nope', value: true }, /^Unknown setting "nope"/],
    [{ key: 'maintenanceMode', value: 'yes' }, /^Setting "maintenanceMode" must be true or false$/],
    [{ key: 'apiTimeoutSeconds', value: 'ten' }, /^Setting "apiTimeoutSeconds" must be a whole number$/],
    [{ key: 'apiTimeoutSeconds', value: 2.5 }, /^Setting "apiTimeoutSeconds" must be a whole number$/],
    [{ key: 'apiTimeoutSeconds', value: 0 }, /^Setting "apiTimeoutSeconds" must be from 1 to 300$/],
  ])('%j → 400 and nothing changes', async (body, message) => {
    const before = await app.rest('GET', '/api/admin/settings', { token: admin.token });
    const res = await app.rest<{ error: string }>('POST', '/api/admin/settings', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect((await app.rest('GET', '/api/admin/settings', { token: admin.token })).body).toEqual(before.body);
  });

  it('a per-role daily limit is copied into every user of that role', async () => {
    const u = await createUser(app, 'free');
    const g = await app.gql<{ updateSiteSetting: { dailyRateLimitFree: number } }>('mutation { updateSiteSetting(key: "dailyRateLimitFree", value: 25) { id dailyRateLimitFree } }', {}, admin.token);
    expect(g.data?.updateSiteSetting.dailyRateLimitFree).toBe(25);
    const me = await app.rest<{ dailyLimit: number }>('GET', '/api/auth/me', { token: u.token });
    expect(me.body.dailyLimit).toBe(25);
    await app.rest('POST', '/api/admin/settings', { token: admin.token, body: { key: 'dailyRateLimitFree', value: '10' } });
    expect((await app.rest<{ dailyLimit: number }>('GET', '/api/auth/me', { token: u.token })).body.dailyLimit).toBe(10);
  });

  it.each(['maintenanceMode', 'siteEnabled'])('%s closes the site to non-admins (503) except login, me and health', async (key) => {
    const u = await createUser(app, 'early_access');
    await app.rest('POST', '/api/admin/settings', { token: admin.token, body: { key, value: key === 'maintenanceMode' } });
    try {
      const slots = await app.rest<{ error: string }>('GET', '/api/early-access/slots');
      expect(slots.status).toBe(503);
      expect(slots.body.error).toMatch(/^FactLens is (down for maintenance|temporarily unavailable)/);
      expect((await app.rest('GET', '/api/extension/version', { token: u.token })).status).toBe(503);
      const g = await app.gql('{ earlyAccessSlots { remainingSlots } }', {}, u.token);
      expect(g.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // still open
      expect((await app.rest('POST', '/api/health', { body: {} })).status).toBe(200);
      expect((await app.rest('GET', '/api/auth/me', { token: u.token })).status).toBe(200);
      expect((await app.rest('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
      expect((await app.gql('{ me { id } health { db } }', {}, u.token)).errors).toBeUndefined();
      // admins keep working
      expect((await app.rest('GET', '/api/admin/users', { token: admin.token })).status).toBe(200);
    } finally {
      await app.rest('POST', '/api/admin/settings', { token: admin.token, body: { key, value: key !== 'maintenanceMode' } });
    }
    expect((await app.rest('GET', '/api/early-access/slots')).status).toBe(200);
  });
});

describe('contact', () => {
  it('stores a valid message from a signed-in user', async () => {
    const u = await createUser(app, 'free');
    const res = await app.rest<{ message: string }>('POST', '/api/contact', { token: u.token, body: { userEmail: u.email, issueType: 'feedback', issueDescription: 'Love the LED scales!' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you for your feedback. We'll review and get back to you soon.");
    const rows = await em().execute('select * from application_issues where user_email = ?', [u.email]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ userEmail: 'bad' }, 'Please enter a valid email address'],
    [{ issueType: 'refund' }, 'Please select an issue type'],
    [{ issueType: '' }, 'Please select an issue type'],
    [{ issueDescription: 'short' }, 'Please provide at least 10 characters describing the issue'],
  ])('%j → 400 "%s", nothing stored', async (patch, message) => {
    const u = await createUser(app, 'free');
    const res = await app.rest<{ error: string }>('POST', '/api/contact', { token: u.token, body: { userEmail: u.email, issueType: 'support', issueDescription: 'Something is broken here.', ...patch } });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    expect(await em().execute('select * from application_issues where user_email = ?', [u.email])).toHaveLength(0);
  });

  it('is rate-limited per user', async () => {
    const u = await createUser(app, 'free');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await app.rest('POST', '/api/contact', { token: u.token, body: { userEmail: u.email, issueType: 'support', issueDescription: `Message number ${i}` } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('extension version and config', () => {
  it('answers the latest version seeded at start', async () => {
    const u = await createUser(app, 'free');
    await em().execute("insert into extension_versions (version, release_notes, is_latest) values ('9.9.9', 'Notes', true) on conflict do nothing");
    await em().execute("update extension_versions set is_latest = (version = '9.9.9')");
    const res = await app.rest('GET', '/api/extension/version', { token: u.token });
    expect(res.body).toMatchObject({ version: '9.9.9', releaseNotes: 'Notes' });
  });

  it('reads defaults, saves in range, rejects out-of-range values (400) without changing the stored config', async () => {
    const u = await createUser(app, 'free');
    expect((await app.rest('GET', '/api/extension-config/test-user', { token: u.token })).body).toEqual({ minDragWidth: 20, minDragHeight: 20, minTextLength: 15 });
    const saved = await app.rest('POST', '/api/extension-config/test-user', { token: u.token, body: { minDragWidth: 200, minDragHeight: 1, minTextLength: 100 } });
    expect(saved.body).toEqual({ minDragWidth: 200, minDragHeight: 1, minTextLength: 100 });
    for (const bad of [{ minDragWidth: 201 }, { minDragHeight: 0 }, { minTextLength: 101 }, { minTextLength: 'ten' }, { minDragWidth: 2.5 }]) {
      const res = await app.rest<{ error: string }>('POST', '/api/extension-config/test-user', { token: u.token, body: { minDragWidth: 20, minDragHeight: 20, minTextLength: 15, ...bad } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/must be an integer from 1 to (200|100)$/);
    }
    expect((await app.rest('GET', '/api/extension-config/test-user', { token: u.token })).body).toEqual({ minDragWidth: 200, minDragHeight: 1, minTextLength: 100 });
  });
});
