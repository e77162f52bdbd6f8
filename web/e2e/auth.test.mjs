// Sign-in, the dashboard, the extension ZIP download, sign-out and the 404 page in Chromium against
// the real server (docs/adr/0016-client-behaviour.md, 0017-screens-and-badges.md).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import {
  expectNoPageErrors,
  launchBrowser,
  NAV_TIMEOUT,
  newPage,
  open,
  screenshot,
  settled,
  signIn,
  toast,
  screenshotOnFailure,
  useServer,
} from './harness.mjs';

describe('sign-in, dashboard, download, sign-out, 404', () => {
  let server;
  let browser;
  let page; // one signed-in session through the tests below, as a user would go
  before(async () => {
    server = await useServer();
    browser = await launchBrowser();
    page = await newPage(browser, server.origin);
  });
  screenshotOnFailure(() => [page]);
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the red 'Invalid email or password' alert for a wrong password, then signs in to /dashboard", async () => {
    await open(page, '/login', (p) => p.getByRole('heading', { name: 'Sign In' }).waitFor());
    assert.equal(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href'), '/');

    // Field validation first (docs/adr/0015-validation-and-limits.md), nothing sent.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();

    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    // Red: the theme's danger colour (#b42318) on its soft background.
    const colour = await alert.evaluate((el) => getComputedStyle(el).color);
    assert.equal(colour, 'rgb(180, 35, 24)');
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('auth_token')), null);
    await screenshot(page, 'state-login-error-1280');

    await page.getByLabel('Password').fill(server.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard', { timeout: NAV_TIMEOUT });
    await page.getByRole('heading', { name: 'Welcome to FactLens' }).waitFor({ timeout: NAV_TIMEOUT });
    assert.ok(await page.evaluate(() => localStorage.getItem('auth_token')), 'no auth_token stored');
    expectNoPageErrors(page);
  });

  it('shows every dashboard card for the administrator', async (t) => {
    await settled(page);
    // Top bar: welcome with the email, Sign Out.
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.match(await nav.innerText(), new RegExp(`Welcome, ${server.admin.email.replace(/[.]/g, '\\.')}`));
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor();

    // The administrator block: the four cards of ADR 0017, in order, linking to the admin pages
    // (later issues may add more cards between them).
    const admin = page.getByRole('region', { name: 'Administrator tools' });
    const cards = await admin
      .getByRole('link')
      .evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.querySelector('strong')?.textContent]));
    const SPEC_CARDS = [
      ['/admin/users', 'User Manager'],
      ['/admin/analytics', 'Usage Dashboard'],
      ['/admin/settings', 'Site Controls'],
      ['/admin/early-adopters', 'Early Adopters'],
    ];
    const specHrefs = new Set(SPEC_CARDS.map(([href]) => href));
    assert.deepEqual(
      cards.filter(([href]) => specHrefs.has(href)),
      SPEC_CARDS,
      `admin cards: ${JSON.stringify(cards)}`,
    );
    if (cards.length > SPEC_CARDS.length) t.diagnostic(`admin block has more cards than the four of ADR 0017: ${JSON.stringify(cards)}`);

    // Download Extension: the version the API reports, its notes if any, and 'Ready'.
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const version = await server.request('GET', '/api/extension/version', { token });
    assert.equal(version.status, 200, JSON.stringify(version.body));
    const download = page.getByRole('region', { name: 'Download Extension' });
    await download.getByText(`Version ${version.body.version}`, { exact: true }).waitFor();
    await download.getByText('Ready', { exact: true }).waitFor();
    if (version.body.releaseNotes)
      assert.match(await download.innerText(), new RegExp(version.body.releaseNotes.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // Account Status: Authorized, the email, the red Administrator badge, Plan 'Early Access'.
    const status = page.getByRole('region', { name: 'Account Status' });
    await status.getByText('Authorized', { exact: true }).waitFor();
    await status.getByText(server.admin.email, { exact: true }).waitFor();
    const badge = status.getByText('Administrator', { exact: true });
    assert.equal(await badge.getAttribute('data-tone'), 'red');
    assert.equal(await badge.evaluate((el) => getComputedStyle(el).color), 'rgb(180, 35, 24)');
    await status.getByText('Early Access', { exact: true }).waitFor();

    await page.getByRole('region', { name: 'Installation Instructions' }).waitFor();
    await page.getByRole('region', { name: 'Update or Remove' }).waitFor();

    // Give Feedback / Get Help: the docs link and the contact dialog with the email prefilled.
    const feedback = page.getByRole('region', { name: 'Give Feedback / Get Help' });
    assert.equal(await feedback.getByRole('link', { name: 'Documentation' }).getAttribute('href'), '/docs');
    await screenshot(page, 'state-dashboard-admin-1280');
    await feedback.getByRole('button', { name: 'Connect With Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect With Us' });
    const email = dialog.getByLabel('Email');
    await email.waitFor();
    assert.equal(await email.inputValue(), server.admin.email);
    await dialog.getByLabel('Type').selectOption('feedback');
    await dialog.getByLabel('Description').fill('The end-to-end suite says hello from Chromium.');
    await screenshot(page, 'state-dashboard-contact-dialog-1280');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const sent = toast(page, 'Message Sent!');
    await sent.waitFor();
    assert.match(await sent.innerText(), /Thank you for your feedback\. We'll review and get back to you soon\./);
    await dialog.waitFor({ state: 'detached' });
    expectNoPageErrors(page);
  });

  it('starts a ZIP download from the Download Extension card', async () => {
    const card = page.getByRole('region', { name: 'Download Extension' });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: NAV_TIMEOUT }),
      card.getByRole('button', { name: 'Download Extension (.zip)' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.zip$/);
    const file = await download.path();
    const bytes = await readFile(file);
    assert.ok(bytes.length > 1000, `the ZIP is only ${bytes.length} bytes`);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
    assert.equal(await download.failure(), null);
    expectNoPageErrors(page);
  });

  it('signs out with a full page load of / and the token stops working', async () => {
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    // A marker in the page's JavaScript world: a client-side navigation would keep it.
    await page.evaluate(() => (window.__e2eSession = 'still-here'));
    const logout = page.waitForRequest((req) => req.url().endsWith('/graphql') && req.postDataJSON()?.operationName === 'Logout');
    const load = page.waitForEvent('load', { timeout: NAV_TIMEOUT });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await logout;
    await load;
    await page.waitForURL((url) => url.pathname === '/', { timeout: NAV_TIMEOUT });
    await page.getByRole('heading', { name: 'Stop Misinformation Before It Spreads' }).waitFor();
    assert.equal(await page.evaluate(() => window.__e2eSession), undefined, 'no full page load happened');
    assert.equal(await page.evaluate(() => localStorage.getItem('auth_token')), null);
    const me = await server.request('GET', '/api/auth/me', { token });
    assert.equal(me.status, 401);

    // Signed out, the dashboard sends the visitor back to /.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/', { timeout: NAV_TIMEOUT });
    expectNoPageErrors(page);
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const res = await page.goto('/no/such/page');
    assert.equal(res.status(), 404); // not a route: the app, rendering its 404 page, with HTTP 404 (docs/adr/0064-first-hour.md)
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href'), '/');
    expectNoPageErrors(page);
  });

  it('signs in again with the stored token restored after a reload', async () => {
    await signIn(page, server.admin);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to FactLens' }).waitFor({ timeout: NAV_TIMEOUT });
    expectNoPageErrors(page);
  });
});
