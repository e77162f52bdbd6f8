// Every route of docs/adr/0017-screens-and-badges.md (and the dialogs and error states) at 1280 and 360 px wide:
// a full-page screenshot in test-artifacts/web-e2e/, axe-core with no serious or critical
// violations, and no sideways scrolling at 360 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  apiToken,
  createApplicant,
  createUser,
  DESKTOP,
  expectNoHorizontalOverflow,
  expectNoPageErrors,
  launchBrowser,
  MOBILE,
  newPage,
  open,
  runAxe,
  screenshot,
  settled,
  screenshotOnFailure,
  useServer,
} from './harness.mjs';

const heading = (name) => (page) => page.getByRole('heading', { name, level: 1 }).waitFor();
const enabledSwitches = (page) =>
  page.waitForFunction(() => {
    const switches = [...document.querySelectorAll('[role="switch"]')];
    return switches.length > 0 && switches.every((s) => !s.disabled);
  });

// kind: which session sees the page.
const ROUTES = [
  {
    path: '/',
    name: 'landing',
    kind: 'visitor',
    ready: async (page) => {
      await heading('Stop Misinformation Before It Spreads')(page);
      await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="remaining-slots"]')?.textContent ?? ''));
    },
  },
  { path: '/login', name: 'login', kind: 'visitor', ready: heading('Sign In') },
  { path: '/privacy', name: 'privacy', kind: 'visitor', ready: heading('Privacy Policy') },
  { path: '/terms', name: 'terms', kind: 'visitor', ready: heading('Terms of Use') },
  { path: '/docs', name: 'docs', kind: 'visitor', ready: heading('FactLens Documentation') },
  { path: '/no/such/page', name: '404', kind: 'visitor', ready: heading('404 Page Not Found') },
  {
    path: '/dashboard',
    name: 'dashboard',
    kind: 'admin',
    ready: async (page) => {
      await heading('Welcome to FactLens')(page);
      await page.getByText(/^Version \d/).waitFor();
    },
  },
  {
    path: '/extension-test',
    name: 'extension-test',
    kind: 'admin',
    ready: heading('Extension Test Page'),
  },
  {
    path: '/admin/users',
    name: 'admin-users',
    kind: 'admin',
    ready: async (page) => {
      await heading(/^User Manager \(\d+ users\)$/)(page);
      await page.getByRole('table').waitFor();
    },
  },
  { path: '/admin/analytics', name: 'admin-analytics', kind: 'admin', ready: heading('Usage Dashboard') },
  {
    path: '/admin/settings',
    name: 'admin-settings',
    kind: 'admin',
    ready: async (page) => {
      await heading('Site Controls')(page);
      await enabledSwitches(page);
    },
  },
  {
    path: '/admin/early-adopters',
    name: 'admin-early-adopters',
    kind: 'admin',
    ready: async (page) => {
      await heading(/^Early Adopters \(\d+\)$/)(page);
      await page.locator('section[aria-labelledby^="applicant-"]').first().waitFor();
    },
  },
];

// Dialogs and error states, opened on top of a route.
const STATES = [
  {
    name: 'landing-signup-modal',
    path: '/',
    kind: 'visitor',
    ready: ROUTES[0].ready,
    act: async (page) => {
      await page.getByRole('button', { name: 'Join Early Access' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join Early Access' });
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByLabel('LinkedIn profile').fill('https://example.com/me');
      await dialog.getByRole('button', { name: 'Sign me up!' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();
    },
  },
  {
    name: 'login-error',
    path: '/login',
    kind: 'visitor',
    ready: heading('Sign In'),
    act: async (page) => {
      await page.getByLabel('Email').fill('nobody@factlens.test');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    },
  },
  {
    name: 'dashboard-contact-dialog',
    path: '/dashboard',
    kind: 'admin',
    ready: ROUTES[6].ready,
    act: async (page) => {
      await page.getByRole('button', { name: 'Connect With Us' }).click();
      await page.getByRole('dialog', { name: 'Connect With Us' }).getByLabel('Description').waitFor();
    },
  },
];

describe('every route at 1280 and 360 px: screenshots, axe-core, no sideways scroll', () => {
  let server;
  let browser;
  const pages = {}; // pages[kind][width]
  before(async () => {
    server = await useServer();
    browser = await launchBrowser();
    const adminToken = await apiToken(server.request, server.admin);
    // Content for the admin pages: an applicant still waiting, and a promoted one.
    await createApplicant(server.request, adminToken, 'screens-waiting');
    await createUser(server.request, adminToken, 'screens-promoted');
    for (const kind of ['visitor', 'admin']) {
      pages[kind] = {};
      for (const viewport of [DESKTOP, MOBILE]) {
        const page = await newPage(browser, server.origin, { viewport });
        if (kind === 'admin') {
          const token = await apiToken(server.request, server.admin);
          await page.context().addInitScript((t) => localStorage.setItem('auth_token', t), token);
        }
        pages[kind][viewport.width] = page;
      }
    }
  });
  screenshotOnFailure(() => Object.values(pages).flatMap((byWidth) => Object.values(byWidth)));
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function check(t, { name, path, kind, ready, act }) {
    const blocking = [];
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = pages[kind][viewport.width];
      await open(page, path, ready);
      if (act) {
        await act(page);
        await settled(page);
      }
      const label = `${name}-${viewport.width}`;
      await screenshot(page, label);
      const axe = await runAxe(page, label);
      for (const line of axe.all) t.diagnostic(`axe ${label}: ${line}`);
      blocking.push(...axe.blocking.map((l) => `${label}: ${l}`));
      if (viewport === MOBILE) await expectNoHorizontalOverflow(page, label);
      expectNoPageErrors(page);
      if (act) await page.keyboard.press('Escape');
    }
    assert.deepEqual(blocking, [], `serious or critical axe violations:\n${blocking.join('\n')}`);
  }

  for (const route of ROUTES) {
    it(`${route.path} (${route.kind})`, (t) => check(t, route));
  }
  for (const state of STATES) {
    it(`${state.name} (${state.kind})`, (t) => check(t, state));
  }
});
