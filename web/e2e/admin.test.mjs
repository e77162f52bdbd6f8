// Administrator pages in Chromium against the real server: a role change and a settings switch
// that survive a reload, and an applicant promoted then signing in with the generated password,
// which they must replace on /account first
// (docs/adr/0003-roles-and-permissions.md, 0017-screens-and-badges.md).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiToken,
  createApplicant,
  createUser,
  expectNoPageErrors,
  launchBrowser,
  NAV_TIMEOUT,
  newPage,
  open,
  screenshot,
  signIn,
  signInFirstTime,
  toast,
  screenshotOnFailure,
  useServer,
} from './harness.mjs';

const heading = (name) => (page) => page.getByRole('heading', { name }).first().waitFor();

describe('administrator pages', () => {
  let server;
  let browser;
  let page; // the administrator's session
  let adminToken;
  before(async () => {
    server = await useServer();
    browser = await launchBrowser();
    adminToken = await apiToken(server.request, server.admin);
    page = await newPage(browser, server.origin);
    await signIn(page, server.admin);
  });
  screenshotOnFailure(() => [page]);
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('changes a role on /admin/users and the change survives a reload', async () => {
    const user = await createUser(server.request, adminToken, 'role');
    await open(page, '/admin/users', heading(/^User Manager \(\d+ users\)$/));
    const select = page.getByLabel(`Role for ${user.email}`);
    const row = page.getByRole('row').filter({ has: select });
    assert.equal(await select.inputValue(), 'early_access');
    await row.getByText('Early Access', { exact: true }).first().waitFor();
    assert.match(await row.innerText(), new RegExp(user.id.slice(0, 8)));

    await select.selectOption('moderator');
    await toast(page, 'Role Updated').waitFor();
    // The badge (the cell, not the dropdown's option) now reads Moderator, orange.
    const badge = row.locator('[data-tone]');
    assert.equal(await badge.textContent(), 'Moderator');
    assert.equal(await badge.getAttribute('data-tone'), 'orange');

    await page.reload();
    await page.getByRole('heading', { name: /^User Manager \(\d+ users\)$/ }).waitFor({ timeout: NAV_TIMEOUT });
    const reloaded = page.getByLabel(`Role for ${user.email}`);
    assert.equal(await reloaded.inputValue(), 'moderator');
    assert.equal(await page.getByRole('row').filter({ has: reloaded }).locator('[data-tone]').textContent(), 'Moderator');
    const list = await server.request('GET', '/api/admin/users', { token: adminToken });
    assert.equal(list.body.find((u) => u.email === user.email)?.role, 'moderator');
    expectNoPageErrors(page);
  });

  it('flips a switch on /admin/settings and it survives a reload', async () => {
    const name = 'Claim-verification service';
    await open(page, '/admin/settings', heading('Site Controls'));
    const toggle = page.getByRole('switch', { name });
    // Enabled once the saved settings have loaded.
    await page.waitForFunction((el) => !el.disabled, await toggle.elementHandle());
    const before = await toggle.getAttribute('aria-checked');
    const flipped = before === 'true' ? 'false' : 'true';

    await toggle.click();
    // The display changes at once (optimistic), then the save is confirmed.
    assert.equal(await toggle.getAttribute('aria-checked'), flipped);
    await toast(page, 'Setting Updated').waitFor();
    await screenshot(page, 'state-settings-toast-1280');

    await page.reload();
    await page.getByRole('heading', { name: 'Site Controls' }).waitFor({ timeout: NAV_TIMEOUT });
    const again = page.getByRole('switch', { name });
    await page.waitForFunction((el) => !el.disabled, await again.elementHandle());
    assert.equal(await again.getAttribute('aria-checked'), flipped);
    const saved = await server.request('GET', '/api/admin/settings', { token: adminToken });
    assert.equal(String(saved.body.claimBusterEnabled), flipped, JSON.stringify(saved.body));

    // Put it back for the rest of the suite.
    await again.click();
    await page.waitForFunction(
      async (expected) => {
        const token = localStorage.getItem('auth_token');
        const res = await fetch('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } });
        return String((await res.json()).claimBusterEnabled) === expected;
      },
      before,
      { polling: 250 },
    );
    expectNoPageErrors(page);
  });

  it('promotes an applicant, who then signs in with the generated password and has the Early Access badge', async () => {
    const applicant = await createApplicant(server.request, adminToken, 'promote');
    await open(page, '/admin/early-adopters', heading(/^Early Adopters \(\d+\)$/));
    const card = page.locator('section[aria-labelledby^="applicant-"]').filter({ hasText: applicant.email });
    await card.waitFor();
    // The card's elements (docs/adr/0017-screens-and-badges.md).
    const text = await card.innerText();
    assert.match(text, /Not authorized/);
    // Signed up through REST with a solved ALTCHA challenge, like the browser widget does.
    assert.match(text, /\bVerified\b/);
    assert.doesNotMatch(text, /Not verified/);
    assert.match(text, /Not provided/); // no LinkedIn profile given
    assert.match(text, /Why Early Adopter\?/);
    assert.match(text, /I review news for a living/);
    assert.match(text, /Generated on promotion/);
    assert.equal(await card.getByRole('link', { name: 'Contact' }).getAttribute('href'), `mailto:${applicant.email}`);
    const reviewed = card.getByRole('checkbox', { name: 'Reviewed' });
    await reviewed.check();
    assert.ok(await reviewed.isChecked());

    await card.getByRole('button', { name: 'Promote to User' }).click();
    const promoted = toast(page, 'User promoted successfully');
    await promoted.waitFor();
    const match = /Generated password: (\S+)/.exec(await promoted.innerText());
    assert.ok(match, `no password in the toast: ${await promoted.innerText()}`);
    const password = match[1];
    const done = card.getByRole('button', { name: 'Already Promoted' });
    await done.waitFor();
    assert.ok(await done.isDisabled());
    assert.equal(await card.getByLabel('Generated password').textContent(), password);
    await card.getByText('Authorized', { exact: true }).waitFor();
    await screenshot(page, 'state-early-adopters-promoted-1280');

    // Persisted: after a reload the card still says so.
    await page.reload();
    await page
      .locator('section[aria-labelledby^="applicant-"]')
      .filter({ hasText: applicant.email })
      .getByRole('button', { name: 'Already Promoted' })
      .waitFor({ timeout: NAV_TIMEOUT });

    // Sign out (from the dashboard), then sign in as the promoted user.
    await open(page, '/dashboard', heading('Welcome to FactLens'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: NAV_TIMEOUT });
    // The generated password works once: the app sends the member to /account to choose their own first.
    const chosen = await signInFirstTime(page, { email: applicant.email, password });
    const relogin = await server.request('POST', '/api/auth/login', { body: { email: applicant.email, password: chosen } });
    assert.equal(relogin.status, 200, JSON.stringify(relogin.body));
    assert.equal(relogin.body.mustChangePassword, false);
    assert.equal((await server.request('POST', '/api/auth/login', { body: { email: applicant.email, password } })).status, 401);
    const status = page.getByRole('region', { name: 'Account Status' });
    const badge = status.locator('[data-tone]');
    assert.equal(await badge.textContent(), 'Early Access');
    assert.equal(await badge.getAttribute('data-tone'), 'green');
    await status.getByText(applicant.email, { exact: true }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Administrator tools' }).count(), 0, 'a non-admin sees the admin cards');
    await screenshot(page, 'state-dashboard-early-access-1280');
    expectNoPageErrors(page);
  });
});
