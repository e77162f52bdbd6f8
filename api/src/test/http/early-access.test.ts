import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EARLY_ACCESS_TOTAL_SLOTS } from '@factlens/common';
import { ACCOUNT_MESSAGES } from '@factlens/common';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
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
const countRespondents = async () => (await em().execute<{ n: string }[]>('select count(*)::int as n from early_access_respondents'))[0].n;
beforeEach(async () => {
  await em().execute('delete from early_access_respondents; delete from rate_limits;');
  await app.services.settings.update(em(), 'registrationOpen', true);
  await app.services.settings.update(em(), 'captchaEnabled', true);
});
const valid = (n = 1) => ({
  email: `person${n}@factlens.test`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  whyEarlyAdopter: 'I moderate a large community and need help.',
});
/** A valid sign-up with a freshly solved ALTCHA challenge (the CAPTCHA is on by default). */
const solved = async (n = 1) => ({ ...valid(n), altcha: await solveAltcha(app) });

describe('early-access sign-up', () => {
  it('stores the respondent with authorizedUser=false, captchaVerified=true (solved ALTCHA) and counts down the slots', async () => {
    const res = await app.rest<{ message: string; remainingSlots: number }>('POST', '/api/early-access', { body: await solved() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ remainingSlots: EARLY_ACCESS_TOTAL_SLOTS - 1 });
    const [row] = await em().execute<Record<string, unknown>[]>('select * from early_access_respondents');
    expect(row).toMatchObject({ email: 'person1@factlens.test', authorized_user: false, captcha_verified: true, first_name: 'Ada' });
    expect((await app.rest<{ remainingSlots: number }>('GET', '/api/early-access/slots')).body.remainingSlots).toBe(EARLY_ACCESS_TOTAL_SLOTS - 1);
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ linkedinUrl: 'https://twitter.com/ada' }, "Please enter a valid LinkedIn URL containing 'linkedin.com'"],
    [{ whyEarlyAdopter: 'too short' }, 'Please provide at least 10 characters explaining why you want to be an early adopter'],
    [{ whyEarlyAdopter: undefined }, 'Please provide at least 10 characters explaining why you want to be an early adopter'],
    [{ firstName: 'a'.repeat(65) }, 'First name must be at most 64 characters'],
    [{ linkedinUrl: 'https://linkedin.com/' + 'a'.repeat(120) }, 'LinkedIn URL must be at most 128 characters'],
  ])('%j → 400 "%s", nothing stored (REST and GraphQL)', async (patch, message) => {
    const body = { ...valid(), ...patch };
    const res = await app.rest<{ error: string }>('POST', '/api/early-access', { body });
    expect(res).toMatchObject({ status: 400, body: { error: message } });
    const g = await app.gql('mutation($i: EarlyAccessInput!) { joinEarlyAccess(input: $i) { remainingSlots } }', { i: body });
    // A missing required field never reaches the resolver: GraphQL's own validation answers it.
    if ('whyEarlyAdopter' in patch && patch.whyEarlyAdopter === undefined) expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    else expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await countRespondents()).toBe(0);
  });

  it('first and last name and LinkedIn are optional', async () => {
    const res = await app.rest('POST', '/api/early-access', { body: { email: 'min@factlens.test', whyEarlyAdopter: 'Ten chars!!', altcha: await solveAltcha(app) } });
    expect(res.status).toBe(201);
  });

  it('the same email twice (any case) is 409 and keeps the first', async () => {
    await app.rest('POST', '/api/early-access', { body: await solved() });
    const res = await app.rest<{ error: string }>('POST', '/api/early-access', { body: { ...(await solved()), email: ' PERSON1@factlens.test ', firstName: 'Other' } });
    expect(res).toMatchObject({ status: 409, body: { error: 'This email is already on the early access list.' } });
    const rows = await em().execute<{ first_name: string }[]>('select first_name from early_access_respondents');
    expect(rows).toEqual([{ first_name: 'Ada' }]);
  });

  it('registrationOpen=false → 403', async () => {
    await app.services.settings.update(em(), 'registrationOpen', false);
    const res = await app.rest<{ error: string }>('POST', '/api/early-access', { body: valid() });
    expect(res).toMatchObject({ status: 403, body: { error: 'Early access registration is currently closed.' } });
    expect(await countRespondents()).toBe(0);
  });

  it('no slots left → 409, and parallel sign-ups never push remainingSlots below 0', async () => {
    await em().execute('delete from rate_limits');
    // The race is the point here, not the CAPTCHA (40 proofs of work would take a while).
    await app.services.settings.update(em(), 'captchaEnabled', false);
    // 40 sign-ups at once from different addresses (X-Forwarded-For is not trusted: use distinct emails, one IP, limit lifted)
    await em().execute(`insert into rate_limits (key, count, reset_at) values ('signup:ip:127.0.0.1', -1000, now() + interval '1 hour')`);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => app.rest<{ error?: string }>('POST', '/api/early-access', { body: valid(i + 100) })));
    const created = results.filter((r) => r.status === 201).length;
    const full = results.filter((r) => r.status === 409);
    expect(created).toBe(EARLY_ACCESS_TOTAL_SLOTS);
    expect(full).toHaveLength(40 - EARLY_ACCESS_TOTAL_SLOTS);
    expect(full[0].body.error).toBe('Sorry, all early access slots have been taken.');
    expect(await countRespondents()).toBe(EARLY_ACCESS_TOTAL_SLOTS);
    expect((await app.gql<{ earlyAccessSlots: { remainingSlots: number } }>('{ earlyAccessSlots { remainingSlots } }')).data?.earlyAccessSlots.remainingSlots).toBe(0);
  });

  it('rate-limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await app.rest('POST', '/api/early-access', { body: await solved(i + 300) })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

describe('promotion', () => {
  async function signUp(n: number): Promise<string> {
    await app.rest('POST', '/api/early-access', { body: await solved(n) });
    return (await em().execute<{ id: string }[]>('select id from early_access_respondents where email = ?', [`person${n}@factlens.test`]))[0].id;
  }

  it('creates an early_access user with a generated password that signs in; first login sets lastLoginDate and clears it', async () => {
    const id = await signUp(1);
    const res = await app.rest<{ generatedPassword: string; user: { role: string; dailyLimit: number } }>('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: id } });
    expect(res.status).toBe(200);
    expect(res.body.generatedPassword).toMatch(/^[A-Za-z0-9]{16,50}$/);
    expect(res.body.user).toMatchObject({ role: 'early_access', dailyLimit: 50 });
    const list = await app.rest<{ id: string; authorizedUser: boolean; generatedPassword: string | null; authorizedDate: string }[]>('GET', '/api/admin/early-access', { token: admin.token });
    const applicant = list.body.find((a) => a.id === id)!;
    expect(applicant).toMatchObject({ authorizedUser: true, generatedPassword: res.body.generatedPassword });
    expect(applicant.authorizedDate).toBeTruthy();

    const login = await app.rest<{ user: { role: string } }>('POST', '/api/auth/login', { body: { email: 'person1@factlens.test', password: res.body.generatedPassword } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('early_access');
    const [row] = await em().execute<{ generated_password: string | null; last_login_date: string | null }[]>('select generated_password, last_login_date from early_access_respondents where id = ?', [id]);
    expect(row.generated_password).toBeNull();
    expect(row.last_login_date).not.toBeNull();
  });

  it('a second promotion is refused (409) without side effects', async () => {
    const id = await signUp(2);
    const first = await app.gql<{ promoteApplicant: { generatedPassword: string } }>('mutation($id: ID!) { promoteApplicant(respondentId: $id) { generatedPassword user { role } } }', { id }, admin.token);
    expect(first.errors).toBeUndefined();
    const second = await app.rest<{ error: string }>('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: id } });
    expect(second).toMatchObject({ status: 409, body: { error: 'This applicant has already been promoted.' } });
    const [row] = await em().execute<{ generated_password: string }[]>('select generated_password from early_access_respondents where id = ?', [id]);
    expect(row.generated_password).toBe(first.data?.promoteApplicant.generatedPassword);
  });

  it('two simultaneous promotions create one user', async () => {
    const id = await signUp(3);
    const results = await Promise.all([1, 2, 3, 4].map(() => app.rest('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: id } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const [n] = await em().execute<{ n: number }[]>("select count(*)::int as n from users where email = 'person3@factlens.test'");
    expect(n.n).toBe(1);
  });

  it('a brand-new account: outcome CREATED, a generated password, and the first sign-in must change it', async () => {
    const id = await signUp(6);
    const g = await app.gql<{ promoteApplicant: { outcome: string; message: string; generatedPassword: string | null; user: { role: string; mustChangePassword: boolean } } }>(
      'mutation($id: ID!) { promoteApplicant(respondentId: $id) { outcome message generatedPassword user { role mustChangePassword } } }',
      { id },
      admin.token,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data?.promoteApplicant).toMatchObject({ outcome: 'CREATED', user: { role: 'early_access', mustChangePassword: true } });
    expect(g.data?.promoteApplicant.generatedPassword).toMatch(/^[A-Za-z0-9]{16,50}$/);
    const login = await app.rest<{ mustChangePassword: boolean; user: { mustChangePassword: boolean } }>('POST', '/api/auth/login', {
      body: { email: 'person6@factlens.test', password: g.data!.promoteApplicant.generatedPassword },
    });
    expect(login.status).toBe(200);
    expect(login.body.mustChangePassword).toBe(true);
    expect(login.body.user.mustChangePassword).toBe(true);
  });

  it('an existing free user: outcome UPGRADED, role raised to early access, password and sessions untouched, no password shown', async () => {
    const free = await createUser(app, 'free', { email: 'person4@factlens.test' });
    const [before] = await em().execute<{ password: string }[]>('select password from users where id = ?', [free.id]);
    const id = await signUp(4);
    const res = await app.rest<{ outcome: string; message: string; generatedPassword: string | null; user: { id: string; role: string; dailyLimit: number } }>(
      'POST',
      '/api/admin/promote-user',
      { token: admin.token, body: { userId: id } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'UPGRADED', generatedPassword: null, user: { id: free.id, role: 'early_access', dailyLimit: 50 } });
    expect(res.body.message).toMatch(/upgraded to early access/);
    const [after] = await em().execute<{ password: string; must_change_password: boolean }[]>('select password, must_change_password from users where id = ?', [free.id]);
    expect(after).toEqual({ password: before.password, must_change_password: false });
    // The live session still works and now carries the new role; the old password still signs in.
    expect((await app.rest<{ role: string }>('GET', '/api/auth/me', { token: free.token })).body.role).toBe('early_access');
    expect((await app.rest('POST', '/api/auth/login', { body: { email: free.email, password: free.password } })).status).toBe(200);
    const [row] = await em().execute<{ authorized_user: boolean; generated_password: string | null }[]>('select authorized_user, generated_password from early_access_respondents where id = ?', [id]);
    expect(row).toEqual({ authorized_user: true, generated_password: null });
  });

  it.each(['early_access', 'moderator'] as const)('an existing %s member: outcome ALREADY_MEMBER, nothing changes', async (role) => {
    const n = role === 'moderator' ? 5 : 7;
    const member = await createUser(app, role, { email: `person${n}@factlens.test` });
    const id = await signUp(n);
    const res = await app.rest<{ outcome: string; generatedPassword: string | null; user: { role: string } }>('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: id } });
    expect(res.body).toMatchObject({ outcome: 'ALREADY_MEMBER', generatedPassword: null, user: { role } });
    expect((await app.rest('GET', '/api/auth/me', { token: member.token })).status).toBe(200);
  });

  it('regression: promoting an applicant with an admin\'s email leaves the admin\'s password and sessions intact', async () => {
    const victim = await createUser(app, 'admin', { email: 'boss@factlens.test', password: 'boss-password-1' });
    const other = await app.login(victim.email, victim.password);
    const [before] = await em().execute<{ password: string; role: string; updated_at: Date }[]>('select password, role, updated_at from users where id = ?', [victim.id]);
    // Anyone can sign up with any email: the attacker applies as the administrator.
    await app.rest('POST', '/api/early-access', { body: { ...(await solved(99)), email: 'Boss@FactLens.test' } });
    const [{ id }] = await em().execute<{ id: string }[]>("select id from early_access_respondents where email = 'boss@factlens.test'");
    const rest = await app.rest<{ outcome: string; generatedPassword: string | null; message: string }>('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: id } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ outcome: 'ALREADY_MEMBER', generatedPassword: null });
    expect(rest.body.message).toMatch(/^Already a member/);
    const [after] = await em().execute<{ password: string; role: string; updated_at: Date; must_change_password: boolean }[]>(
      'select password, role, updated_at, must_change_password from users where id = ?',
      [victim.id],
    );
    expect(after).toEqual({ ...before, must_change_password: false });
    const live = await em().execute<{ n: number }[]>('select count(*)::int as n from sessions where user_id = ? and revoked_at is null', [victim.id]);
    expect(live[0].n).toBe(2);
    for (const token of [victim.token, other]) expect((await app.rest<{ role: string }>('GET', '/api/auth/me', { token })).body.role).toBe('admin');
    expect((await app.rest('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } })).status).toBe(200);
    // Over GraphQL as well (a second applicant row for the same person cannot exist; use a fresh one).
    await em().execute('delete from early_access_respondents');
    await app.rest('POST', '/api/early-access', { body: { ...(await solved(98)), email: 'boss@factlens.test' } });
    const [{ id: id2 }] = await em().execute<{ id: string }[]>("select id from early_access_respondents where email = 'boss@factlens.test'");
    const g = await app.gql<{ promoteApplicant: { outcome: string; generatedPassword: string | null } }>(
      'mutation($id: ID!) { promoteApplicant(respondentId: $id) { outcome generatedPassword } }',
      { id: id2 },
      admin.token,
    );
    expect(g.data?.promoteApplicant).toEqual({ outcome: 'ALREADY_MEMBER', generatedPassword: null });
    const [again] = await em().execute<{ password: string }[]>('select password from users where id = ?', [victim.id]);
    expect(again.password).toBe(before.password);
  });

  it('an unknown or malformed id is 404', async () => {
    expect((await app.rest('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await app.rest('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: 'nope' } })).status).toBe(404);
  });
});

describe('ALTCHA proof-of-work CAPTCHA on sign-up', () => {
  const secrets = async () =>
    Object.fromEntries((await em().execute<{ name: string; value: string }[]>('select name, value from install_secrets')).map((r) => [r.name, r.value]));

  it('the challenge endpoint answers a signed, expiring SHA-256 challenge, never cached; the key is generated per install', async () => {
    const res = await app.rest<{ parameters: { algorithm: string; expiresAt: number; nonce: string }; signature: string }>('GET', '/api/altcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.parameters.algorithm).toBe('SHA-256');
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = res.body.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(500);
    expect(ttl).toBeLessThanOrEqual(600);
    const keys = await secrets();
    expect(keys.altcha_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.altcha_key_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.altcha_hmac).not.toBe(keys.altcha_key_hmac);
    // Two challenges differ.
    const again = await app.rest<{ parameters: { nonce: string } }>('GET', '/api/altcha/challenge');
    expect(again.body.parameters.nonce).not.toBe(res.body.parameters.nonce);
  });

  it('no solution → 400 with a clear message, nothing stored (REST and GraphQL); slots say the CAPTCHA is required', async () => {
    const res = await app.rest<{ error: string }>('POST', '/api/early-access', { body: valid() });
    expect(res).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.captchaMissing } });
    const g = await app.gql('mutation($i: EarlyAccessInput!) { joinEarlyAccess(input: $i) { remainingSlots } }', { i: valid() });
    expect(g.errors?.[0]).toMatchObject({ message: ACCOUNT_MESSAGES.captchaMissing, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await countRespondents()).toBe(0);
    expect((await app.rest<{ captchaRequired: boolean }>('GET', '/api/early-access/slots')).body.captchaRequired).toBe(true);
  });

  it.each([
    ['not base64 JSON', () => Promise.resolve('%%%')],
    ['the widget test-mode payload', () => Promise.resolve(Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'))],
    ['a wrong solution', async () => {
      const p = JSON.parse(Buffer.from(await solveAltcha(app), 'base64').toString()) as { solution: { derivedKey: string } };
      p.solution.derivedKey = '00'.repeat(32);
      return Buffer.from(JSON.stringify(p)).toString('base64');
    }],
    ['a challenge signed with another key', async () => {
      const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 10, deriveKey, hmacSignatureSecret: 'guess', hmacKeySignatureSecret: 'guess2', expiresAt: new Date(Date.now() + 60_000) });
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    }],
    ['an expired challenge signed with the real key', async () => {
      const k = await secrets();
      const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 10, deriveKey, hmacSignatureSecret: k.altcha_hmac, hmacKeySignatureSecret: k.altcha_key_hmac, expiresAt: new Date(Date.now() - 1000) });
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    }],
    ['a costlier algorithm than ours', async () => {
      const p = JSON.parse(Buffer.from(await solveAltcha(app), 'base64').toString()) as { challenge: { parameters: { cost: number } } };
      p.challenge.parameters.cost = 1e9;
      return Buffer.from(JSON.stringify(p)).toString('base64');
    }],
    ['a 1 MB string', () => Promise.resolve('A'.repeat(1_000_000))],
    ['a number', () => Promise.resolve(42 as unknown as string)],
  ])('%s → 400 "%s", nothing stored', async (_name, make) => {
    const t0 = Date.now();
    const res = await app.rest<{ error: string }>('POST', '/api/early-access', { body: { ...valid(), altcha: await make() } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ACCOUNT_MESSAGES.captchaInvalid);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(await countRespondents()).toBe(0);
  });

  it('one solution buys one sign-up (replay → 400); a sign-up refused for another reason does not use it up', async () => {
    const payload = await solveAltcha(app);
    expect((await app.rest('POST', '/api/early-access', { body: { ...valid(1), altcha: payload } })).status).toBe(201);
    const replay = await app.rest<{ error: string }>('POST', '/api/early-access', { body: { ...valid(2), altcha: payload } });
    expect(replay).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.captchaReused } });
    const second = await solveAltcha(app);
    expect((await app.rest('POST', '/api/early-access', { body: { ...valid(1), altcha: second } })).status).toBe(409);
    expect((await app.rest('POST', '/api/early-access', { body: { ...valid(3), altcha: second } })).status).toBe(201);
    expect(await countRespondents()).toBe(2);
  });

  it('admins can switch it off (captchaEnabled=false): sign-up works without it and captchaVerified stays false', async () => {
    const off = await app.rest('POST', '/api/admin/settings', { token: admin.token, body: { key: 'captchaEnabled', value: false } });
    expect(off.status).toBeLessThan(300);
    const g = await app.gql<{ siteSettings: { captchaEnabled: boolean } }>('{ siteSettings { captchaEnabled } }', {}, admin.token);
    expect(g.data?.siteSettings.captchaEnabled).toBe(false);
    expect((await app.rest<{ captchaRequired: boolean }>('GET', '/api/early-access/slots')).body.captchaRequired).toBe(false);
    expect((await app.rest('POST', '/api/early-access', { body: valid() })).status).toBe(201);
    const [row] = await em().execute<{ captcha_verified: boolean }[]>('select captcha_verified from early_access_respondents');
    expect(row.captcha_verified).toBe(false);
  });
});

describe('deleting an applicant', () => {
  it('admins delete an applicant (REST and GraphQL), which frees the place; unknown or malformed ids are 404', async () => {
    await app.services.settings.update(em(), 'captchaEnabled', false);
    await em().execute(`insert into rate_limits (key, count, reset_at) values ('signup:ip:127.0.0.1', -1000, now() + interval '1 hour')`);
    for (let i = 0; i < EARLY_ACCESS_TOTAL_SLOTS; i++) expect((await app.rest('POST', '/api/early-access', { body: valid(i + 500) })).status).toBe(201);
    expect((await app.rest('POST', '/api/early-access', { body: valid(600) })).status).toBe(409);
    const ids = (await em().execute<{ id: string }[]>('select id from early_access_respondents order by email')).map((r) => r.id);
    const del = await app.rest<{ remainingSlots: number }>('DELETE', `/api/admin/early-access/${ids[0]}`, { token: admin.token });
    expect(del).toMatchObject({ status: 200, body: { remainingSlots: 1 } });
    expect((await app.rest('POST', '/api/early-access', { body: valid(600) })).status).toBe(201);
    const g = await app.gql<{ deleteApplicant: { id: string; remainingSlots: number } }>(
      'mutation($id: ID!) { deleteApplicant(respondentId: $id) { id remainingSlots } }',
      { id: ids[1] },
      admin.token,
    );
    expect(g.data?.deleteApplicant).toEqual({ id: ids[1], remainingSlots: 1 });
    expect((await app.rest('DELETE', `/api/admin/early-access/${ids[1]}`, { token: admin.token })).status).toBe(404);
    expect((await app.rest('DELETE', '/api/admin/early-access/------------------------------------', { token: admin.token })).status).toBe(404);
    const free = await createUser(app, 'free');
    expect((await app.rest('DELETE', `/api/admin/early-access/${ids[2]}`, { token: free.token })).status).toBe(403);
    expect(await countRespondents()).toBe(EARLY_ACCESS_TOTAL_SLOTS - 1);
  });
});
