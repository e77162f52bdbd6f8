import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../test/harness.js';
import { User } from '../modules/users/user.entity.js';
import { EarlyAccessRespondent } from '../modules/early-access/respondent.entity.js';
import { ExtensionConfig } from '../modules/extension/extension-config.entity.js';
import { AppSetting } from '../modules/settings/app-setting.entity.js';
import { toAppError } from '../errors.js';
import { DEFAULT_SETTINGS, SETTING_KEYS } from '@factlens/common';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const em = () => app.services.orm.em.fork();

describe('entity constraints (real PostgreSQL)', () => {
  it('generates uuid ids by default, also for raw inserts', async () => {
    const rows = await em().execute<{ id: string }[]>(
      "insert into users (email, password) values ('raw@factlens.test', 'x') returning id",
    );
    expect(rows[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('applies the defaults to a new user', async () => {
    const e = em();
    e.create(User, { email: 'defaults@factlens.test', password: 'hash' });
    await e.flush();
    const [row] = await em().execute<Record<string, unknown>[]>("select * from users where email = 'defaults@factlens.test'");
    expect(row).toMatchObject({ role: 'free', subscription_tier: 'free', subscription_status: 'active', daily_usage: 0, daily_limit: 10 });
    expect(Number.isNaN(Date.parse(String(row.created_at)))).toBe(false);
    expect(Number.isNaN(Date.parse(String(row.updated_at)))).toBe(false);
  });

  it('rejects a second user with the same email and keeps the first', async () => {
    const e = em();
    e.create(User, { email: 'dup@factlens.test', password: 'first' });
    await e.flush();
    const e2 = em();
    e2.create(User, { email: 'dup@factlens.test', password: 'second' });
    const err = await e2.flush().catch((x: unknown) => x);
    expect(toAppError(err)?.status).toBe(409);
    expect(toAppError(err)?.message).toBe('An account with this email already exists');
    const rows = await em().execute<{ password: string }[]>("select password from users where email = 'dup@factlens.test'");
    expect(rows).toEqual([{ password: 'first' }]);
  });

  it('rejects a role outside the four roles', async () => {
    const err = await em()
      .execute("insert into users (email, password, role) values ('badrole@factlens.test', 'x', 'superuser')")
      .catch((x: unknown) => x);
    expect(toAppError(err)?.status).toBe(400);
  });

  it.each([
    ['users.first_name', () => em().create(User, { email: 'long1@factlens.test', password: 'x', firstName: 'a'.repeat(65) })],
    ['users.last_name', () => em().create(User, { email: 'long2@factlens.test', password: 'x', lastName: 'a'.repeat(65) })],
    ['respondents.linkedin_url', () => em().create(EarlyAccessRespondent, { email: 'long3@factlens.test', linkedinUrl: 'https://linkedin.com/' + 'a'.repeat(120) })],
    ['respondents.first_name', () => em().create(EarlyAccessRespondent, { email: 'long4@factlens.test', firstName: 'a'.repeat(65) })],
    ['respondents.generated_password', () => em().create(EarlyAccessRespondent, { email: 'long5@factlens.test', generatedPassword: 'a'.repeat(51) })],
  ])('a value over the max length of %s gives a clear 400 and stores nothing', async (_col, build) => {
    const entity = build();
    const e = app.services.orm.em.fork();
    e.persist(entity);
    const err = await e.flush().catch((x: unknown) => x);
    const app400 = toAppError(err);
    expect(app400?.status).toBe(400);
    expect(app400?.message).toBe('A value is longer than allowed');
    const users = await em().count(User, { email: { $like: 'long%' } });
    const respondents = await em().count(EarlyAccessRespondent, { email: { $like: 'long%' } });
    expect(users + respondents).toBe(0);
  });

  it('accepts values exactly at the max lengths', async () => {
    const e = em();
    e.create(EarlyAccessRespondent, {
      email: 'exact@factlens.test',
      firstName: 'a'.repeat(64),
      lastName: 'b'.repeat(64),
      linkedinUrl: 'l'.repeat(128),
      generatedPassword: 'p'.repeat(50),
    });
    await e.flush();
    const r = await em().findOneOrFail(EarlyAccessRespondent, { email: 'exact@factlens.test' });
    expect(r).toMatchObject({ authorizedUser: false, captchaVerified: false });
    expect(r.signupDate).toBeInstanceOf(Date);
  });

  it('one extension config per user, with the 20x20 / 15 defaults', async () => {
    const e = em();
    const user = e.create(User, { email: 'cfg@factlens.test', password: 'x' });
    e.create(ExtensionConfig, { user });
    await e.flush();
    const [row] = await em().execute<Record<string, unknown>[]>('select * from extension_config where user_id = ?', [user.id]);
    expect(row).toMatchObject({ min_drag_width: 20, min_drag_height: 20, min_text_length: 15 });
    const e2 = em();
    e2.create(ExtensionConfig, { user: e2.getReference(User, user.id) });
    expect(toAppError(await e2.flush().catch((x: unknown) => x))?.status).toBe(409);
  });

  it('seeds every setting with its default, once', async () => {
    await app.services.settings.seedDefaults();
    const rows = await em().find(AppSetting, {});
    expect(rows).toHaveLength(SETTING_KEYS.length);
    const stored = Object.fromEntries(rows.map((r) => [r.settingKey, r.settingValue]));
    for (const key of SETTING_KEYS) expect(stored[key]).toBe(String(DEFAULT_SETTINGS[key]));
  });

  it('stores the first admin with an argon2id hash, never the password', async () => {
    const [row] = await em().execute<{ password: string; role: string }[]>("select password, role from users where email = 'admin@factlens.test'");
    expect(row.role).toBe('admin');
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
