// Shared set-up for the Chromium tests: stub API, local pages, a test build, a persistent context.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildExtension } from '../build.mjs';
import { startPageServer } from './pages.mjs';
import { STUB_PASSWORD, STUB_USER, startStubApi } from './stub-api.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// docs/adr/0014-browser-tests.md: the flags that work on these machines.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function repoint(dir, origin) {
  const manifestPath = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  manifest.host_permissions = [`${origin}/*`, '<all_urls>'];
  manifest.content_security_policy.extension_pages = manifest.content_security_policy.extension_pages.replace(/connect-src [^;]*/, (d) => `${d} ${origin}`);
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  await writeFile(path.join(dir, 'config.json'), JSON.stringify({ apiOrigin: origin }));
}

export async function startHarness({ headless = true } = {}) {
  const api = await startStubApi();
  const pages = await startPageServer();
  const tmp = await mkdtemp(path.join(tmpdir(), 'factlens-e2e-'));
  // Built for another origin, then re-pointed the way the API's ZIP route does it (config.json and
  // the manifest's host permission), so the tests prove a downloaded copy talks to its own server.
  const { outDir } = await buildExtension({ outDir: path.join(tmp, 'extension'), apiOrigin: 'http://127.0.0.1:9', test: true });
  await repoint(outDir, api.origin);
  const context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
    executablePath: CHROMIUM,
    headless,
    viewport: { width: 1280, height: 800 },
    args: [...ARGS, `--disable-extensions-except=${outDir}`, `--load-extension=${outDir}`],
  });
  const first = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(first.url()).host;

  /** The live worker (after a restart, the new one). */
  async function getWorker() {
    const live = context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${extensionId}/`));
    return live ?? context.waitForEvent('serviceworker', { timeout: 10_000 });
  }

  /** Sign in through the worker's login message, as the popup does. */
  async function signIn() {
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    const reply = await popup.evaluate(({ email, password }) => chrome.runtime.sendMessage({ type: 'login', email, password }), { email: STUB_USER.email, password: STUB_PASSWORD });
    await popup.close();
    if (!reply?.ok) throw new Error(`sign-in failed: ${JSON.stringify(reply)}`);
  }

  async function close() {
    await context.close();
    await api.close();
    await pages.close();
    await rm(tmp, { recursive: true, force: true });
  }

  return { api, pages, context, extensionId, getWorker, signIn, close };
}
