import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EARLY_ACCESS_TOTAL_SLOTS } from '@factlens/common';
import { createUser, startTestApp, type TestApp } from '../harness.js';

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
});
const valid = (n = 1) => ({
  email: `person${n}@factlens.test`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  whyEarlyAdopter: 'I moderate a large community and need help.',
});

describe('early-access sign-up', () => {
  it('stores the respondent with authorizedUser=false, captchaVerified=false and counts down the slots', async () => {
    const res = await app.rest<{ message: string; remainingSlots: number }>('POST', '/api/early-access', { body: valid() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ remainingSlots: EARLY_ACCESS_TOTAL_SLOTS - 1 });
    const [row] = await em().execute<Record<string, unknown>[]>('select * from early_access_respondents');
    expect(row).toMatchObject({ email: 'person1@factlens.test', authorized_user: false, captcha_verified: false, first_name: 'Ada' });
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
    const res = await app.rest('POST', '/api/early-access', { body: { email: 'min@factlens.test', whyEarlyAdopter: 'Ten chars!!' } });
    expect(res.status).toBe(201);
  });

  it('the same email twice (any case) is 409 and keeps the first', async () => {
    await app.rest('POST', '/api/early-access', { body: valid() });
    const res = await app.rest<{ error: string }>('POST', '/api/early-access', { body: { ...valid(), email: ' PERSON1@factlens.test ', firstName: 'Other' } });
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
    for (let i = 0; i < 7; i++) statuses.push((await app.rest('POST', '/api/early-access', { body: valid(i + 300) })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

describe('promotion', () => {
  async function signUp(n: number): Promise<string> {
    await app.rest('POST', '/api/early-access', { body: valid(n) });
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

  it('upgrades an existing free user, keeps a moderator a moderator', async () => {
    const free = await createUser(app, 'free', { email: 'person4@factlens.test' });
    const id = await signUp(4);
    const res = await app.rest<{ user: { id: string; role: string } }>('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: id } });
    expect(res.body.user).toMatchObject({ id: free.id, role: 'early_access' });
    await createUser(app, 'moderator', { email: 'person5@factlens.test' });
    const id5 = await signUp(5);
    const res5 = await app.rest<{ user: { role: string } }>('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: id5 } });
    expect(res5.body.user.role).toBe('moderator');
  });

  it('an unknown or malformed id is 404', async () => {
    expect((await app.rest('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await app.rest('POST', '/api/admin/promote-user', { token: admin.token, body: { userId: 'nope' } })).status).toBe(404);
  });
});
