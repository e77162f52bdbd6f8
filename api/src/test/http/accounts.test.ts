// Passwords and sessions over HTTP on real PostgreSQL: password change (REST and GraphQL), the forced
// change after a generated password, "sign out everywhere" and the idle timeout
// (docs/adr/0032-password-change-and-sessions.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES } from '@factlens/common';
import { loadConfig, ConfigError } from '../../config.js';
import { createUser, startTestApp, type TestApp } from '../harness.js';
import { solveAltcha } from '../altcha.js';

let app: TestApp;
let admin: { token: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.close();
});
const em = () => app.services.orm.em.fork();
beforeEach(async () => {
  await em().execute('delete from rate_limits');
});
const me = (token: string) => app.rest<{ email?: string; mustChangePassword?: boolean; error?: string }>('GET', '/api/auth/me', { token });

describe('password change', () => {
  it('REST: needs the current password, applies the rules, and signs out the other sessions only', async () => {
    const u = await createUser(app, 'free');
    const other = await app.login(u.email, u.password);
    const cases: [unknown, string][] = [
      [{ newPassword: 'a-new-password' }, ACCOUNT_MESSAGES.currentPassword],
      [{ currentPassword: u.password, newPassword: 'short' }, ACCOUNT_MESSAGES.newPasswordMin],
      [{ currentPassword: u.password }, ACCOUNT_MESSAGES.newPasswordMin],
      [{ currentPassword: u.password, newPassword: 'x'.repeat(257) }, ACCOUNT_MESSAGES.newPasswordMax],
      [{ currentPassword: u.password, newPassword: u.password }, ACCOUNT_MESSAGES.newPasswordSame],
      [{ currentPassword: u.password, newPassword: 12345678 }, ACCOUNT_MESSAGES.newPasswordMin],
      [{ currentPassword: 'wrong-password', newPassword: 'a-new-password' }, ACCOUNT_MESSAGES.wrongCurrentPassword],
    ];
    for (const [body, error] of cases) {
      const res = await app.rest<{ error: string }>('POST', '/api/auth/password', { token: u.token, body });
      // 400, never 401: a wrong current password must not sign the web app out.
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error });
    }
    expect((await me(other)).status).toBe(200);
    expect(
      (await app.rest('POST', '/api/auth/password', { body: { currentPassword: u.password, newPassword: 'a-new-password' } })).status,
    ).toBe(401);

    const res = await app.rest<{ message: string; revokedSessions: number }>('POST', '/api/auth/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'a-new-password', role: 'admin', id: 'x' },
    });
    expect(res).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.passwordChanged, revokedSessions: 1 } });
    expect((await me(u.token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await app.rest('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await app.rest('POST', '/api/auth/login', { body: { email: u.email, password: 'a-new-password' } })).status).toBe(200);
    expect((await me(u.token)).body).toMatchObject({ email: u.email, mustChangePassword: false });
    const [row] = await em().execute<{ role: string; password_changed_at: Date | null }[]>(
      'select role, password_changed_at from users where id = ?',
      [u.id],
    );
    expect(row.role).toBe('free');
    expect(row.password_changed_at).not.toBeNull();
  });

  it('GraphQL changePassword does the same; errors are BAD_USER_INPUT', async () => {
    const u = await createUser(app, 'early_access');
    const other = await app.login(u.email, u.password);
    const bad = await app.gql(
      'mutation { changePassword(currentPassword: "nope-nope", newPassword: "brand-new-pass") { message } }',
      {},
      u.token,
    );
    expect(bad.errors?.[0]).toMatchObject({ message: ACCOUNT_MESSAGES.wrongCurrentPassword, extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await app.gql<{ changePassword: { message: string; revokedSessions: number; user: { mustChangePassword: boolean } } }>(
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { message revokedSessions user { mustChangePassword } } }',
      { c: u.password, n: 'brand-new-pass' },
      u.token,
    );
    expect(ok.data?.changePassword).toEqual({
      message: ACCOUNT_MESSAGES.passwordChanged,
      revokedSessions: 1,
      user: { mustChangePassword: false },
    });
    expect((await me(other)).status).toBe(401);
    expect((await me(u.token)).status).toBe(200);
  });

  it('wrong current passwords are limited per user (10 per 15 minutes)', async () => {
    const u = await createUser(app, 'free');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await app.rest('POST', '/api/auth/password', {
            token: u.token,
            body: { currentPassword: `guess-${i}`, newPassword: 'a-new-password' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password is refused until the window ends.
    expect(
      (
        await app.rest('POST', '/api/auth/password', {
          token: u.token,
          body: { currentPassword: u.password, newPassword: 'a-new-password' },
        })
      ).status,
    ).toBe(429);
  });
});

describe('generated password → change at first sign-in', () => {
  it('the first sign-in says mustChangePassword, clears the stored clear copy; a change ends the requirement', async () => {
    await em().execute("delete from early_access_respondents where email = 'newbie@factlens.test'");
    await app.rest('POST', '/api/early-access', {
      body: { email: 'newbie@factlens.test', whyEarlyAdopter: 'I fact-check for a newsroom.', altcha: await solveAltcha(app) },
    });
    const [{ id }] = await em().execute<{ id: string }[]>("select id from early_access_respondents where email = 'newbie@factlens.test'");
    const promoted = await app.rest<{ outcome: string; generatedPassword: string }>('POST', '/api/admin/promote-user', {
      token: admin.token,
      body: { userId: id },
    });
    expect(promoted.body.outcome).toBe('CREATED');
    const generated = promoted.body.generatedPassword;

    const g = await app.gql<{ login: { token: string; mustChangePassword: boolean; user: { mustChangePassword: boolean } } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token mustChangePassword user { mustChangePassword } } }',
      { e: 'newbie@factlens.test', p: generated },
    );
    expect(g.data?.login).toMatchObject({ mustChangePassword: true, user: { mustChangePassword: true } });
    const token = g.data!.login.token;
    const [row] = await em().execute<{ generated_password: string | null }[]>(
      'select generated_password from early_access_respondents where id = ?',
      [id],
    );
    expect(row.generated_password).toBeNull();
    const list = await app.rest<{ id: string; generatedPassword: string | null }[]>('GET', '/api/admin/early-access', {
      token: admin.token,
    });
    expect(list.body.find((a) => a.id === id)?.generatedPassword).toBeNull();
    expect((await me(token)).body.mustChangePassword).toBe(true);
    // Until changed, every sign-in says so.
    expect(
      (
        await app.rest<{ mustChangePassword: boolean }>('POST', '/api/auth/login', {
          body: { email: 'newbie@factlens.test', password: generated },
        })
      ).body.mustChangePassword,
    ).toBe(true);

    const changed = await app.rest('POST', '/api/auth/password', {
      token,
      body: { currentPassword: generated, newPassword: 'my-own-password' },
    });
    expect(changed.status).toBe(200);
    expect((await me(token)).body.mustChangePassword).toBe(false);
    const again = await app.rest<{ mustChangePassword: boolean }>('POST', '/api/auth/login', {
      body: { email: 'newbie@factlens.test', password: 'my-own-password' },
    });
    expect(again.body.mustChangePassword).toBe(false);
    expect((await app.rest('POST', '/api/auth/login', { body: { email: 'newbie@factlens.test', password: generated } })).status).toBe(401);
  });
});

describe('sign out everywhere', () => {
  it("REST ends every session of the user, this one included, and no one else's", async () => {
    const u = await createUser(app, 'moderator');
    const tokens = [u.token, await app.login(u.email, u.password), await app.login(u.email, u.password)];
    const bystander = await createUser(app, 'moderator');
    const res = await app.rest<{ revokedSessions: number; message: string }>('POST', '/api/auth/logout-everywhere', { token: tokens[1] });
    expect(res).toMatchObject({ status: 200, body: { revokedSessions: 3, message: ACCOUNT_MESSAGES.signedOutEverywhere } });
    for (const t of tokens) expect((await me(t)).status).toBe(401);
    expect((await me(bystander.token)).status).toBe(200);
    expect((await app.rest('POST', '/api/auth/logout-everywhere')).status).toBe(401);
  });

  it('GraphQL signOutEverywhere answers how many sessions ended', async () => {
    const u = await createUser(app, 'free');
    const second = await app.login(u.email, u.password);
    const g = await app.gql<{ signOutEverywhere: number }>('mutation { signOutEverywhere }', {}, u.token);
    expect(g.data?.signOutEverywhere).toBe(2);
    expect((await me(second)).status).toBe(401);
  });
});

describe('idle timeout', () => {
  const lastSeen = async (token: string) => {
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('hex');
    return {
      hash,
      get: async () =>
        new Date(
          (await em().execute<{ last_seen_at: string | Date }[]>('select last_seen_at from sessions where token_hash = ?', [hash]))[0]
            .last_seen_at,
        ),
      set: (sql: string) => em().execute(`update sessions set last_seen_at = ${sql} where token_hash = ?`, [hash]),
    };
  };

  it('a session unused for SESSION_IDLE_DAYS (7) ends; a used one is kept alive, with at most one write per 5 minutes', async () => {
    const u = await createUser(app, 'free');
    const s = await lastSeen(u.token);
    await s.set("now() - interval '6 days'");
    expect((await me(u.token)).status).toBe(200);
    const refreshed = await s.get();
    expect(Date.now() - refreshed.getTime()).toBeLessThan(60_000);
    // Within 5 minutes nothing is written.
    await s.set("now() - interval '2 minutes'");
    const before = await s.get();
    expect((await me(u.token)).status).toBe(200);
    expect((await s.get()).getTime()).toBe(before.getTime());

    await s.set("now() - interval '7 days 1 minute'");
    const res = await me(u.token);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid or expired session');
    const g = await app.gql('{ me { id } }', {}, u.token);
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('SESSION_IDLE_DAYS is read from the environment (default 7, 1-365)', () => {
    expect(loadConfig({}).sessionIdleDays).toBe(7);
    expect(loadConfig({ SESSION_IDLE_DAYS: '2' }).sessionIdleDays).toBe(2);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(ConfigError);
  });

  it('honours a shorter SESSION_IDLE_DAYS', async () => {
    const short = await startTestApp({ SESSION_IDLE_DAYS: '1' });
    try {
      const u = await createUser(short, 'free');
      const s = await lastSeen(u.token);
      await short.services.orm.em
        .fork()
        .execute("update sessions set last_seen_at = now() - interval '25 hours' where token_hash = ?", [s.hash]);
      expect((await short.rest('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});
