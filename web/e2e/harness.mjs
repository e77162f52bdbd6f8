// Shared pieces of the web end-to-end suite (web/e2e/*.test.mjs): the server, headless Debian
// Chromium through playwright-core, sign-in helpers, axe-core and screenshots.
//
// Server: scripts/e2e/web.mjs starts one server for the whole suite and passes E2E_WEB_ORIGIN (and
// the admin's E2E_WEB_ADMIN_EMAIL / E2E_WEB_ADMIN_PASSWORD); a test file run on its own
// (`node --test web/e2e/auth.test.mjs`) starts its own server instead (DATABASE_URL or embedded).
import axe from 'axe-core';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach } from 'node:test';
import { chromium } from 'playwright-core';
import { solveAltcha } from '../../scripts/lib/altcha-solve.mjs';
import { ADMIN, requester, ROOT, startServer } from './server.mjs';

export { ROOT };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// docs/adr/0014-browser-tests.md: the flags that work on these machines.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const ARTIFACTS = path.resolve(process.env.E2E_WEB_ARTIFACTS ?? path.join(ROOT, 'test-artifacts', 'web-e2e'));
mkdirSync(ARTIFACTS, { recursive: true });

// The machine is shared with other suites: generous waits (a wait ends as soon as its condition holds).
export const TIMEOUT = Number(process.env.E2E_WEB_TIMEOUT_MS ?? 30_000);
export const NAV_TIMEOUT = Math.max(TIMEOUT, 60_000);
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };

let serverPromise = null;
/**
 * The server under test: the runner's (E2E_WEB_ORIGIN, E2E_WEB_DATABASE_URL, E2E_WEB_DIST; stop() does nothing) or
 * one started for this file.
 */
export function useServer() {
  serverPromise ??= (async () => {
    const origin = process.env.E2E_WEB_ORIGIN;
    if (origin) {
      return {
        origin,
        admin: { email: process.env.E2E_WEB_ADMIN_EMAIL ?? ADMIN.email, password: process.env.E2E_WEB_ADMIN_PASSWORD ?? ADMIN.password },
        // Its database, for a second replica (startServer({ sharedDatabaseUrl })).
        databaseUrl: process.env.E2E_WEB_DATABASE_URL || null,
        webDist: process.env.E2E_WEB_DIST || path.join(ROOT, 'web', 'dist'),
        request: requester(origin),
        stop: async () => {},
      };
    }
    const name = path.basename(process.argv[1] ?? 'web-e2e', '.test.mjs');
    return startServer({ logFile: path.join(ARTIFACTS, `server-${name}.log`) });
  })();
  return serverPromise;
}

/** Headless Chromium; every context is fresh (Playwright gives the browser a new temporary profile). */
export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, timeout: NAV_TIMEOUT });
}

/**
 * A new isolated context and page at the server's origin. page.pageErrors collects uncaught
 * exceptions (checked by expectNoPageErrors).
 */
export async function newPage(browser, origin, { viewport = DESKTOP } = {}) {
  const context = await browser.newContext({ baseURL: origin, viewport, acceptDownloads: true });
  context.setDefaultTimeout(TIMEOUT);
  context.setDefaultNavigationTimeout(NAV_TIMEOUT);
  const page = await context.newPage();
  page.pageErrors = [];
  page.on('pageerror', (err) => page.pageErrors.push(err.message));
  return page;
}

export function expectNoPageErrors(page) {
  assert.deepEqual(page.pageErrors, [], `uncaught errors in the page: ${page.pageErrors.join(' | ')}`);
}

/** Go to a path and wait until the page's chunk has rendered (no route fallback, no loading texts). */
export async function open(page, p, ready) {
  await page.goto(p, { waitUntil: 'domcontentloaded' });
  if (ready) await ready(page);
  await settled(page);
}

/** No 'Loading...' / 'Checking authentication...' texts left, and web fonts ready. */
export async function settled(page) {
  await page.waitForFunction(
    () => {
      const text = document.getElementById('root')?.innerText ?? '';
      return text.length > 0 && !/\bLoading\b[^\n]*\.\.\.|Checking authentication/.test(text);
    },
    null,
    { timeout: TIMEOUT },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Sign in through the login form and land on /dashboard. */
export async function signIn(page, { email, password }) {
  await open(page, '/login', (p) => p.getByRole('heading', { name: 'Sign In' }).waitFor());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard', { timeout: NAV_TIMEOUT });
  await page.getByRole('heading', { name: 'Welcome to FactLens' }).waitFor({ timeout: NAV_TIMEOUT });
}

/**
 * First sign-in of a promoted member with the generated password: the app sends them to /account,
 * where they must replace it (docs/adr/0032-password-change-and-sessions.md); after the change they
 * land on /dashboard. Returns the new password.
 */
export async function signInFirstTime(page, { email, password }, newPassword = `e2e-chosen-${Math.random().toString(36).slice(2, 10)}`) {
  await open(page, '/login', (p) => p.getByRole('heading', { name: 'Sign In' }).waitFor());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/account', { timeout: NAV_TIMEOUT });
  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByLabel('Current (generated) password').fill(password);
  await card.getByLabel(/^New password/).fill(newPassword);
  await card.getByLabel('Confirm new password').fill(newPassword);
  await card.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL('**/dashboard', { timeout: NAV_TIMEOUT });
  await page.getByRole('heading', { name: 'Welcome to FactLens' }).waitFor({ timeout: NAV_TIMEOUT });
  return newPassword;
}

/** Sign in through the API (for setup) and return the token. */
export async function apiToken(request, { email, password }) {
  const r = await request('POST', '/api/auth/login', { body: { email, password } });
  assert.equal(r.status, 200, `login ${email}: ${JSON.stringify(r.body)}`);
  return r.body.token;
}

const rand255 = () => Math.floor(Math.random() * 254) + 1;

/** A fresh early-access applicant through the public REST call; returns its record from the admin list. */
export async function createApplicant(request, adminToken, prefix) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${prefix}-${suffix}@factlens.test`;
  const r = await request('POST', '/api/early-access', {
    // A made-up client address per applicant: the API allows 5 sign-ups per address and hour.
    forwardedFor: `10.${rand255()}.${rand255()}.${rand255()}`,
    body: {
      email,
      firstName: 'Ada',
      lastName: `${prefix}-${suffix}`,
      whyEarlyAdopter: 'I review news for a living and want better tools.',
      // The sign-up CAPTCHA, solved for real as the browser widget would (docs/adr/0031-altcha-proof-of-work-captcha.md).
      altcha: await solveAltcha(request.origin),
    },
  });
  assert.equal(r.status, 201, `early access sign-up: ${JSON.stringify(r.body)}`);
  const list = await request('GET', '/api/admin/early-access', { token: adminToken });
  assert.equal(list.status, 200, JSON.stringify(list.body));
  const applicant = list.body.find((a) => a.email === email);
  assert.ok(applicant, `applicant ${email} not in the admin list`);
  return applicant;
}

/**
 * A user of role early_access (sign-up + promotion through REST); returns { email, password, id }.
 * password is the generated one: the first sign-in with it must change it (see signInFirstTime).
 */
export async function createUser(request, adminToken, prefix) {
  const applicant = await createApplicant(request, adminToken, prefix);
  const r = await request('POST', '/api/admin/promote-user', { token: adminToken, body: { userId: applicant.id } });
  assert.equal(r.status, 200, `promote: ${JSON.stringify(r.body)}`);
  return { email: applicant.email, password: r.body.generatedPassword, id: r.body.user.id };
}

/**
 * The open toast whose title is `title` (Radix renders it as an <li> of the F8 viewport's list; a
 * role query would miss it while a dialog hides the rest of the page from assistive technology).
 */
export function toast(page, title) {
  return page.locator('ol > li[data-state="open"]').filter({ has: page.locator('h2', { hasText: title }) });
}

/** Full-page screenshot into test-artifacts/web-e2e/NAME.png. */
export async function screenshot(page, name) {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

const BLOCKING = new Set(['serious', 'critical']);
/**
 * Runs axe-core in the page (injected with evaluate, so a page CSP cannot block it). Writes every
 * violation to test-artifacts/web-e2e/axe/NAME.json and returns { blocking, all } (blocking =
 * serious or critical, as "rule: target (summary)" lines).
 */
export async function runAxe(page, name) {
  const has = await page.evaluate(() => typeof window.axe === 'object');
  if (!has) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const res = await window.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary, html: n.html.slice(0, 200) })),
    }));
  });
  mkdirSync(path.join(ARTIFACTS, 'axe'), { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'axe', `${name}.json`), JSON.stringify(violations, null, 2));
  const lines = (list) => list.flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target} (${v.help})`));
  return { blocking: lines(violations.filter((v) => BLOCKING.has(v.impact))), all: lines(violations) };
}

/** After a failing test, a screenshot of each page getPages() returns: FAILED-<test>-<n>.png. */
export function screenshotOnFailure(getPages) {
  afterEach(async (t) => {
    if (t.passed) return;
    const slug = t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    const pages = getPages().filter((p) => p && !p.isClosed());
    await Promise.all(pages.map((p, i) => screenshot(p, `FAILED-${slug}-${i}`).catch(() => {})));
  });
}

/** Fails when the page scrolls sideways (the app must work down to 360 px wide). */
export async function expectNoHorizontalOverflow(page, label) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client + 1, `${label}: the page is ${scroll}px wide in a ${client}px viewport`);
}
