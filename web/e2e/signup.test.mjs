// Landing page and early-access sign-up in Chromium against the real server (docs/adr/0005-early-access.md, 0015-validation-and-limits.md).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiToken, expectNoPageErrors, launchBrowser, newPage, open, screenshot, TIMEOUT, toast, useServer } from './harness.mjs';

const HEADLINE = 'Stop Misinformation Before It Spreads';
const landingReady = (page) => page.getByRole('heading', { name: HEADLINE }).waitFor();
const isSlotsQuery = (route) => route.request().method() === 'POST' && route.request().postDataJSON()?.operationName === 'EarlyAccessSlots';

/** Waits until the slots line shows a number and returns it. */
async function slotsNumber(page) {
  const slots = page.getByTestId('remaining-slots');
  await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="remaining-slots"]')?.textContent ?? ''), null, {
    timeout: TIMEOUT,
  });
  return Number(await slots.textContent());
}

/** Tick the ALTCHA "I'm not a robot" box in the form and wait until the widget reads 'Verified'. */
async function solveCaptcha(dialog) {
  const box = dialog.getByRole('checkbox', { name: "I'm not a robot" });
  await box.waitFor();
  assert.equal(await box.isChecked(), false);
  // A real pointer click in the middle of the box, as a user ticks it (the widget draws its
  // check mark over the input, so Playwright's element click would refuse the covered input).
  await box.scrollIntoViewIfNeeded();
  const at = await box.boundingBox();
  await dialog.page().mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  const verified = dialog.getByRole('checkbox', { name: 'Verified' });
  await verified.waitFor();
  assert.ok(await verified.isChecked(), "the CAPTCHA reads 'Verified' but is not ticked");
}

describe('landing page and early-access sign-up', () => {
  let server;
  let browser;
  before(async () => {
    server = await useServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the navigation, hero, slots line and footer of ADR 0017', async () => {
    const page = await newPage(browser, server.origin);
    await open(page, '/', landingReady);
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.match(await nav.innerText(), /FactLens/);
    const signIn = nav.getByRole('link', { name: 'Sign In' });
    assert.equal(await signIn.getAttribute('href'), '/login');
    assert.match(await page.locator('main').innerText(), /intelligent browser extension that quickly fact-checks online content/);

    // "limited to ~~25~~ N": the 25 struck through, then '...' or the number of remaining slots.
    assert.equal(await page.locator('main del').textContent(), '25');
    const shown = await page.getByTestId('remaining-slots').textContent();
    assert.match(shown, /^(\.\.\.|\d+)$/);
    const api = await server.request('GET', '/api/early-access/slots');
    assert.equal(await slotsNumber(page), api.body.remainingSlots);

    const footer = page.locator('footer');
    assert.equal(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '/privacy');
    assert.equal(await footer.getByRole('link', { name: 'Terms of Use' }).getAttribute('href'), '/terms');
    assert.match(await footer.innerText(), /© 2025/);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("shows '...' while the slots load and 'Failed to fetch slots' with '...' after a failed load", async () => {
    const page = await newPage(browser, server.origin);
    // Hold the slots query: the line must read '...' until the answer arrives.
    let release;
    const held = new Promise((r) => (release = r));
    let seen = false;
    await page.route('**/graphql', async (route) => {
      if (!isSlotsQuery(route)) return route.continue();
      seen = true;
      await held;
      return route.continue();
    });
    await open(page, '/', landingReady);
    await page.waitForFunction(() => document.querySelector('[data-testid="remaining-slots"]'));
    assert.equal(await page.getByTestId('remaining-slots').textContent(), '...');
    assert.ok(seen, 'the slots query was not sent');
    release();
    await slotsNumber(page);
    await page.unrouteAll({ behavior: 'wait' });

    // A failed load: '...' stays, with its failure message (ADR 0016).
    const failing = await newPage(browser, server.origin);
    await failing.route('**/graphql', (route) =>
      isSlotsQuery(route) ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }) : route.continue(),
    );
    await failing.goto('/', { waitUntil: 'domcontentloaded' });
    await failing.getByText('Failed to fetch slots').waitFor();
    assert.equal(await failing.getByTestId('remaining-slots').textContent(), '...');
    await screenshot(failing, 'state-landing-slots-failed-1280');
    await failing.context().close();
    await page.context().close();
  });

  it("validates with the shared validation messages, signs up, shows 'Thank You!', resets on close and refetches the slots", async () => {
    const page = await newPage(browser, server.origin);
    await open(page, '/', landingReady);
    const before = await slotsNumber(page);

    await page.getByRole('button', { name: 'Join Early Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Early Access' });
    await dialog.waitFor();
    // Fields, privacy notice and buttons (docs/adr/0017-screens-and-badges.md).
    for (const label of ['First name', 'Last name', 'Email', 'LinkedIn profile', 'Why do you want to be an early adopter?'])
      await dialog.getByLabel(label).waitFor();
    assert.match(await dialog.innerText(), /not be charged/);
    assert.match(
      await dialog.innerText(),
      /not sell your information or use it for anything except validating your acceptance into the early adopter program/,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();

    // Invalid input: the three messages of docs/adr/0015-validation-and-limits.md, and nothing is sent.
    let joinCalls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/graphql') && req.postDataJSON()?.operationName === 'JoinEarlyAccess') joinCalls++;
    });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('LinkedIn profile').fill('https://example.com/in/ada');
    await dialog.getByLabel('Why do you want to be an early adopter?').fill('too short');
    await dialog.getByRole('button', { name: 'Sign me up!' }).click();
    await dialog.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await dialog.getByText("Please enter a valid LinkedIn URL containing 'linkedin.com'", { exact: true }).waitFor();
    await dialog
      .getByText('Please provide at least 10 characters explaining why you want to be an early adopter', { exact: true })
      .waitFor();
    assert.equal(await dialog.getByLabel('Email').getAttribute('aria-invalid'), 'true');
    await screenshot(page, 'state-signup-validation-1280');
    assert.equal(joinCalls, 0, 'an invalid form was submitted');

    // A valid sign-up; the button reads 'Submitting...' while the call is pending.
    const email = `signup-${Date.now().toString(36)}@factlens.test`;
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/grace-hopper-e2e');
    await dialog.getByLabel('Why do you want to be an early adopter?').fill('I moderate a large community and fight misinformation daily.');
    // Valid fields but the CAPTCHA not ticked: the form asks for it and sends nothing.
    await dialog.getByRole('button', { name: 'Sign me up!' }).click();
    await dialog.getByText("Please complete the CAPTCHA check (tick 'I'm not a robot') before signing up.", { exact: true }).waitFor();
    assert.equal(joinCalls, 0, 'a sign-up without the CAPTCHA was submitted');
    // Tick 'I'm not a robot' as a user would: the widget fetches a challenge from the API and
    // solves the proof of work in its worker (docs/adr/0031-altcha-proof-of-work-captcha.md).
    await solveCaptcha(dialog);
    assert.equal(await dialog.getByText("Please complete the CAPTCHA check (tick 'I'm not a robot') before signing up.").count(), 0);
    let release;
    const held = new Promise((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'JoinEarlyAccess') await held;
      return route.continue();
    });
    await dialog.getByRole('button', { name: 'Sign me up!' }).click();
    const submitting = dialog.getByRole('button', { name: 'Submitting...' });
    await submitting.waitFor();
    assert.ok(await submitting.isDisabled(), "'Submitting...' is not disabled");
    release();
    await dialog.getByRole('heading', { name: 'Thank You!' }).waitFor();
    assert.match(await dialog.innerText(), /You've been added to our early access list\. We'll be in touch soon!/);
    await page.unrouteAll({ behavior: 'wait' });
    await screenshot(page, 'state-signup-thank-you-1280');
    assert.equal(joinCalls, 1);

    // Close: the modal goes, and the slots line (refetched after success) shows one fewer.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelector('[data-testid="remaining-slots"]')?.textContent === String(n), before - 1, {
      timeout: TIMEOUT,
    });
    const api = await server.request('GET', '/api/early-access/slots');
    assert.equal(api.body.remainingSlots, before - 1);

    // Reopening starts from an empty form (closing reset it).
    await page.getByRole('button', { name: 'Join Early Access' }).click();
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel('Email').inputValue(), '');
    assert.equal(await dialog.getByLabel('First name').inputValue(), '');
    assert.equal(await dialog.getByText('Please enter a valid email address').count(), 0);

    // The same email again: the server refuses it and a destructive 'Error' toast shows its text.
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Why do you want to be an early adopter?').fill('Signing up a second time on purpose.');
    await solveCaptcha(dialog); // the reopened form has a fresh, unticked widget
    await dialog.getByRole('button', { name: 'Sign me up!' }).click();
    const error = toast(page, 'Error');
    await error.waitFor();
    assert.match(await error.innerText(), /This email is already on the early access list\./);
    await screenshot(page, 'state-signup-duplicate-error-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The applicant is stored as the admin sees it.
    const token = await apiToken(server.request, server.admin);
    const list = await server.request('GET', '/api/admin/early-access', { token });
    const stored = list.body.find((a) => a.email === email);
    assert.ok(stored, 'the applicant is not in the admin list');
    assert.equal(stored.linkedinUrl, 'https://www.linkedin.com/in/grace-hopper-e2e');
    assert.equal(stored.authorizedUser, false);
    assert.equal(stored.captchaVerified, true, 'the widget-solved CAPTCHA was not recorded');
    expectNoPageErrors(page);
    await page.context().close();
  });
});
