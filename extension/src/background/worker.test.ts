import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_API_ORIGIN } from '../shared/build-info.js';
import { STORAGE_KEYS } from '../shared/storage.js';
import { ACCOUNT, buildResult } from '../test/fixtures.js';
import { contentSender, installFakeChrome, pageSender, type FakeChrome, type FakeEvent } from '../test/fake-chrome.js';

const API = DEFAULT_API_ORIGIN;
const server = setupServer();
const fake: FakeChrome = installFakeChrome();
let runCommand: typeof import('./commands.js').runCommand;
let startupCalls: FakeChrome['calls'] = [];
const originalExecuteScript = fake.api.scripting.executeScript;
const originalCapture = fake.captureResult;
type Handler = (...args: unknown[]) => unknown;
const listeners = (event: unknown) => (event as FakeEvent<Handler>).listeners;

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await import('./index.js'); // registers the listeners on the fake chrome, like Chrome loading the worker
  ({ runCommand } = await import('./commands.js'));
  await new Promise((r) => setTimeout(r, 0));
  startupCalls = [...fake.calls];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  fake.store.clear();
  fake.calls.length = 0;
  fake.tabMessageHandler = () => Promise.reject(new Error('Receiving end does not exist.'));
  fake.api.scripting.executeScript = originalExecuteScript;
  fake.captureResult = originalCapture;
});

/** Deliver a message to the worker's onMessage listener and wait for its reply. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies differ per message; each test narrows what it reads
function send(message: unknown, sender: chrome.runtime.MessageSender): Promise<any> {
  return new Promise((resolve) => {
    const [listener] = listeners(fake.api.runtime.onMessage);
    expect(listener!(message, sender, resolve)).toBe(true);
  });
}

const signIn = () => fake.store.set(STORAGE_KEYS.token, 'tok').set(STORAGE_KEYS.account, ACCOUNT);
const calls = (name: string) => fake.calls.filter((c) => c.name === name);

describe('service worker wiring', () => {
  it('registers its listeners at the top level and locks storage to trusted contexts', () => {
    for (const event of [fake.api.runtime.onMessage, fake.api.runtime.onInstalled, fake.api.commands.onCommand, fake.api.contextMenus.onClicked]) {
      expect(listeners(event)).toHaveLength(1);
    }
    expect(startupCalls).toContainEqual({ name: 'storage.setAccessLevel', args: [{ accessLevel: 'TRUSTED_CONTEXTS' }] });
  });

  it('exposes the very function the command listener calls as globalThis.factlensRunCommand', () => {
    expect(globalThis.factlensRunCommand).toBe(runCommand);
  });

  it('creates the "Fact-check selection" context menu on install', async () => {
    listeners(fake.api.runtime.onInstalled)[0]!({ reason: 'install' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls('contextMenus.create')[0]!.args[0]).toEqual({ id: 'factlens-fact-check-selection', title: 'Fact-check selection', contexts: ['selection'] });
  });
});

const SIGNED_OUT = { config: { minDragWidth: 20, minDragHeight: 20, minTextLength: 15 }, signedIn: false };
const triggers = () => calls('tabs.sendMessage').map((c) => [c.args[0], c.args[1]]);

describe('commands', () => {
  it('injects the content script when nobody receives the trigger, then sends the trigger again', async () => {
    let delivered = 0;
    fake.tabMessageHandler = async () => {
      if (delivered++ === 0) throw new Error('Receiving end does not exist.');
      return { ok: true, data: null };
    };
    await expect(runCommand('fact-check', { id: 7 })).resolves.toEqual({ ok: true, data: null });
    expect(calls('scripting.executeScript')[0]!.args[0]).toEqual({ target: { tabId: 7, frameIds: [0] }, files: ['content.js'] });
    expect(triggers()).toEqual([
      [7, { type: 'trigger', mode: 'auto', context: SIGNED_OUT }],
      [7, { type: 'trigger', mode: 'auto', context: SIGNED_OUT }],
    ]);
  });

  it('sends one trigger, with no ping and no injection, when the content script is there', async () => {
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    await runCommand('fact-check', { id: 7 });
    expect(calls('scripting.executeScript')).toHaveLength(0);
    expect(triggers()).toEqual([[7, { type: 'trigger', mode: 'auto', context: SIGNED_OUT }]]);
  });

  it('the shortcut listener goes through the same path', async () => {
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    listeners(fake.api.commands.onCommand)[0]!('fact-check', { id: 9 });
    await new Promise((r) => setTimeout(r, 0));
    expect(triggers()).toEqual([[9, { type: 'trigger', mode: 'auto', context: SIGNED_OUT }]]);
  });

  it('the context menu checks the selection and passes the selected text along', async () => {
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    listeners(fake.api.contextMenus.onClicked)[0]!({ menuItemId: 'factlens-fact-check-selection', selectionText: 'Vaccines cause autism' }, { id: 4 });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls('tabs.sendMessage')[0]!.args[1]).toEqual({ type: 'trigger', mode: 'selection', selectionText: 'Vaccines cause autism', context: SIGNED_OUT });
  });

  it('uses the active tab when none is given, and rejects unknown commands', async () => {
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    await runCommand('fact-check');
    expect(calls('tabs.sendMessage')[0]!.args[0]).toBe(7);
    await expect(runCommand('format-disk', { id: 7 })).resolves.toMatchObject({ ok: false, error: { kind: 'bad_input' } });
  });

  it('reports pages it cannot run on', async () => {
    fake.api.scripting.executeScript = (async () => {
      throw new Error('Cannot access a chrome:// URL');
    }) as never;
    await expect(runCommand('fact-check', { id: 7 })).resolves.toMatchObject({ ok: false, error: { kind: 'unsupported_page' } });
  });
});

describe('the check context on the trigger', () => {
  it('signed out: defaults and signedIn false, without a request', async () => {
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    await runCommand('fact-check', { id: 7 });
    expect(calls('tabs.sendMessage')[0]!.args[1]).toMatchObject({ context: SIGNED_OUT });
  });

  it('signed in: fetches the user config once, sanitised, then serves it from storage', async () => {
    signIn();
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    let requests = 0;
    server.use(
      http.get(`${API}/api/extension-config/test-user`, () => {
        requests++;
        return HttpResponse.json({ minDragWidth: 40, minDragHeight: 999, minTextLength: 25 });
      }),
    );
    const expected = { config: { minDragWidth: 40, minDragHeight: 20, minTextLength: 25 }, signedIn: true };
    await runCommand('fact-check', { id: 7 });
    await runCommand('fact-check', { id: 7 });
    expect(calls('tabs.sendMessage').map((c) => (c.args[1] as { context: unknown }).context)).toEqual([expected, expected]);
    expect(requests).toBe(1);
  });

  it('a 401 while fetching the config ends the session and says signed out', async () => {
    signIn();
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    server.use(http.get(`${API}/api/extension-config/test-user`, () => HttpResponse.json({ error: 'Session expired', code: 'UNAUTHENTICATED' }, { status: 401 })));
    await runCommand('fact-check', { id: 7 });
    expect(calls('tabs.sendMessage')[0]!.args[1]).toMatchObject({ context: SIGNED_OUT });
    expect(fake.store.has(STORAGE_KEYS.token)).toBe(false);
  });
});

describe('message validation', () => {
  it('rejects other extensions and unknown senders', async () => {
    await expect(send({ type: 'open-sign-in' }, { ...contentSender(), id: 'someone-else' })).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    await expect(send({ type: 'open-sign-in' }, { id: fake.api.runtime.id })).resolves.toMatchObject({ ok: false });
  });

  it('keeps pages (content scripts) from signing in or starting region mode in other tabs', async () => {
    await expect(send({ type: 'login', email: 'a@b.co', password: 'x' }, contentSender())).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    await expect(send({ type: 'start-region', tabId: 99 }, contentSender())).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    await expect(send({ type: 'get-account' }, contentSender())).resolves.toMatchObject({ ok: false });
  });

  it('no longer answers get-config (the config rides on the trigger)', async () => {
    await expect(send({ type: 'get-config' }, contentSender())).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('rejects malformed payloads', async () => {
    await expect(send({ type: 'fact-check', text: 42, platform: 'news', contentType: 'text' }, contentSender())).resolves.toMatchObject({ ok: false });
  });
});

describe('fact-check', () => {
  const message = { type: 'fact-check', text: 'The moon landing was staged in a studio', platform: 'news', contentType: 'text' };

  it('without a session says "sign in" and calls nothing', async () => {
    await expect(send(message, contentSender())).resolves.toMatchObject({ ok: false, error: { kind: 'unauthenticated', status: 401 } });
  });

  it('calls the API as the stored user and keeps the usage counter fresh', async () => {
    signIn();
    let body: unknown;
    let auth: string | null = null;
    server.use(
      http.post(`${API}/api/fact-check`, async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json(buildResult());
      }),
    );
    const reply = await send(message, contentSender());
    expect(reply.ok).toBe(true);
    expect(reply.data.verdict).toBe('false');
    expect(body).toEqual({ content: message.text, userId: ACCOUNT.id, platform: 'news', contentType: 'text' });
    expect(auth).toBe('Bearer tok');
    expect(fake.store.get(STORAGE_KEYS.account)).toMatchObject({ dailyUsage: 4, dailyLimit: 50 });
  });

  it('a 401 ends the session', async () => {
    signIn();
    server.use(http.post(`${API}/api/fact-check`, () => HttpResponse.json({ error: 'Session expired' }, { status: 401 })));
    await expect(send(message, contentSender())).resolves.toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(fake.store.has(STORAGE_KEYS.token)).toBe(false);
    expect(fake.store.has(STORAGE_KEYS.account)).toBe(false);
  });

  it('relays 429 details', async () => {
    signIn();
    server.use(http.post(`${API}/api/fact-check`, () => HttpResponse.json({ error: 'Daily limit reached', used: 50, limit: 50, resetsAt: '2025-09-02T00:00:00Z' }, { status: 429 })));
    await expect(send(message, contentSender())).resolves.toEqual({
      ok: false,
      error: { kind: 'rate_limited', status: 429, message: 'Daily limit reached', used: 50, limit: 50, resetsAt: '2025-09-02T00:00:00Z' },
    });
  });

  it('fetches the account first when only the token is stored', async () => {
    fake.store.set(STORAGE_KEYS.token, 'tok');
    server.use(
      http.get(`${API}/api/auth/me`, () => HttpResponse.json(ACCOUNT)),
      http.post(`${API}/api/fact-check`, () => HttpResponse.json(buildResult({ usage: null }))),
    );
    await expect(send(message, contentSender())).resolves.toMatchObject({ ok: true });
    expect(fake.store.get(STORAGE_KEYS.account)).toEqual(ACCOUNT);
  });
});

describe('dispute', () => {
  const message = { type: 'dispute', factCheckId: 'fc-1', reason: 'outdated', note: 'An older review' };

  it('posts the reason and note to the dispute route as the stored user and relays the status', async () => {
    signIn();
    let body: unknown;
    let auth: string | null = null;
    server.use(
      http.post(`${API}/api/fact-checks/fc-1/dispute`, async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json({ dispute: { id: 'd-1', factCheckId: 'fc-1', status: 'open', reason: 'outdated', note: 'An older review' } }, { status: 201 });
      }),
    );
    await expect(send(message, contentSender())).resolves.toEqual({ ok: true, data: { status: 'open' } });
    expect(body).toEqual({ reason: 'outdated', note: 'An older review' });
    expect(auth).toBe('Bearer tok');
  });

  it('relays a refusal as data', async () => {
    signIn();
    server.use(http.post(`${API}/api/fact-checks/fc-1/dispute`, () => HttpResponse.json({ error: 'This result is already under review', code: 'CONFLICT' }, { status: 409 })));
    await expect(send(message, contentSender())).resolves.toMatchObject({ ok: false, error: { message: 'This result is already under review' } });
  });
});

describe('index-stats (widget footer)', () => {
  const STATS = { reviews: 12345, newestReviewDate: '2026-01-02', publishers: 7, languages: [{ language: 'en', reviews: 12345 }] };

  it('GETs the public stats route once, relays them, and answers from memory for a while (signed out too)', async () => {
    (await import('./checks.js')).resetIndexStatsCache();
    let hits = 0;
    let auth: string | null = 'unset';
    server.use(
      http.get(`${API}/api/claim-index/stats`, ({ request }) => {
        hits++;
        auth = request.headers.get('authorization');
        return HttpResponse.json(STATS);
      }),
    );
    await expect(send({ type: 'index-stats' }, contentSender())).resolves.toEqual({ ok: true, data: STATS });
    await expect(send({ type: 'index-stats' }, contentSender())).resolves.toEqual({ ok: true, data: STATS });
    expect(hits).toBe(1);
    expect(auth).toBeNull();
  });

  it('relays a failure as data, and only content scripts may ask', async () => {
    (await import('./checks.js')).resetIndexStatsCache();
    server.use(http.get(`${API}/api/claim-index/stats`, () => HttpResponse.json({ nope: true })));
    await expect(send({ type: 'index-stats' }, contentSender())).resolves.toMatchObject({ ok: false });
    await expect(send({ type: 'index-stats' }, pageSender())).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});

describe('account', () => {
  it('login stores the token and account (never handing the token back to the page)', async () => {
    server.use(http.post(`${API}/api/auth/login`, () => HttpResponse.json({ token: 'new-token', user: ACCOUNT })));
    const reply = await send({ type: 'login', email: ' ada@example.com ', password: 'pw' }, pageSender());
    expect(reply).toEqual({ ok: true, data: ACCOUNT });
    expect(JSON.stringify(reply)).not.toContain('new-token');
    expect(fake.store.get(STORAGE_KEYS.token)).toBe('new-token');
  });

  it('login failure shows the server text, or "Login failed"', async () => {
    server.use(http.post(`${API}/api/auth/login`, () => HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 })));
    await expect(send({ type: 'login', email: 'a@b.co', password: 'x' }, pageSender())).resolves.toMatchObject({ ok: false, error: { message: 'Invalid email or password' } });
    server.use(http.post(`${API}/api/auth/login`, () => new HttpResponse('', { status: 500 })));
    await expect(send({ type: 'login', email: 'a@b.co', password: 'x' }, pageSender())).resolves.toMatchObject({ ok: false, error: { message: 'Login failed' } });
  });

  it('get-account refreshes the user; a 401 signs out', async () => {
    signIn();
    server.use(http.get(`${API}/api/auth/me`, () => HttpResponse.json({ ...ACCOUNT, dailyUsage: 9 })));
    await expect(send({ type: 'get-account' }, pageSender())).resolves.toEqual({ ok: true, data: { account: { ...ACCOUNT, dailyUsage: 9 }, apiBase: API, stale: false } });
    server.use(http.get(`${API}/api/auth/me`, () => HttpResponse.json({ error: 'nope' }, { status: 401 })));
    await expect(send({ type: 'get-account' }, pageSender())).resolves.toEqual({ ok: true, data: { account: null, apiBase: API, stale: false } });
    expect(fake.store.has(STORAGE_KEYS.token)).toBe(false);
  });

  it('get-account offline shows the cached account as stale', async () => {
    signIn();
    server.use(http.get(`${API}/api/auth/me`, () => HttpResponse.error()));
    await expect(send({ type: 'get-account' }, pageSender())).resolves.toEqual({ ok: true, data: { account: ACCOUNT, apiBase: API, stale: true } });
  });

  it('logout revokes on the server and clears storage, even when the server is down', async () => {
    signIn();
    let revoked = false;
    server.use(
      http.post(`${API}/api/auth/logout`, () => {
        revoked = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(send({ type: 'logout' }, pageSender())).resolves.toEqual({ ok: true, data: null });
    expect(revoked).toBe(true);
    expect(fake.store.size).toBe(0);
    signIn();
    server.use(http.post(`${API}/api/auth/logout`, () => HttpResponse.error()));
    await send({ type: 'logout' }, pageSender());
    expect(fake.store.size).toBe(0);
  });
});

describe('OCR of a region', () => {
  const device = { devicePixelRatio: 2, screenWidth: 1920, screenHeight: 1080, viewportWidth: 1280, viewportHeight: 800, userAgent: 'UA' };
  const crop = { left: 10, top: 20, width: 300, height: 80 };

  // jsdom has neither: stand in for the browser's canvas, recording what is drawn where.
  let drawn: unknown[][] = [];
  let captureWidth = 2560;
  const scope = globalThis as Record<string, unknown>;
  beforeEach(() => {
    drawn = [];
    captureWidth = 2560;
    scope.createImageBitmap = async () => ({ width: captureWidth, height: 1600, close: () => undefined });
    scope.OffscreenCanvas = class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage: (...args: unknown[]) => drawn.push([...args.slice(1), this.width, this.height]) };
      }
      async convertToBlob() {
        return new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
      }
    };
  });
  afterEach(() => {
    delete scope.createImageBitmap;
    delete scope.OffscreenCanvas;
  });

  function ocrServer(): { body: Record<string, unknown> } {
    const seen = { body: {} as Record<string, unknown> };
    server.use(
      http.post(`${API}/api/extract-text-from-image`, async ({ request }) => {
        seen.body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ extractedText: 'Bananas are radioactive enough to hurt you', confidence: 93, processing: {} });
      }),
    );
    return seen;
  }

  it('captures the sender tab, reports progress, crops once, and sends only the region with no crop area', async () => {
    signIn();
    fake.store.set(STORAGE_KEYS.ocrMethod, 'gemini');
    fake.tabMessageHandler = async () => ({ ok: true });
    const seen = ocrServer();
    const region = { left: 10.3, top: 20, width: 300, height: 80 };
    const reply = await send({ type: 'ocr-region', requestId: 'r1', cropArea: region, deviceInfo: device }, contentSender());
    expect(reply).toEqual({ ok: true, data: { extractedText: 'Bananas are radioactive enough to hurt you', confidence: 93, processing: {} } });
    expect(calls('tabs.captureVisibleTab')[0]!.args).toEqual([1, { format: 'png' }]);
    expect(calls('tabs.sendMessage')[0]!.args.slice(0, 2)).toEqual([7, { type: 'ocr-progress', requestId: 'r1', phase: 'captured' }]);
    // One rounding rule, edges outwards to whole device pixels: 20.6..620.6 becomes 20..621.
    expect(drawn).toEqual([[20, 40, 601, 160, 0, 0, 601, 160, 601, 160]]);
    expect(seen.body).toEqual({ imageDataUrl: 'data:image/png;base64,AQID', deviceInfo: device, userId: ACCOUNT.id, ocrMethod: 'gemini' });
  });

  it('crops at the measured scale of the capture and tells the API that scale', async () => {
    signIn();
    fake.tabMessageHandler = async () => ({ ok: true });
    captureWidth = 2400; // zoomed: 1.875 image pixels per CSS pixel, not the reported 2
    const seen = ocrServer();
    await send({ type: 'ocr-region', requestId: 'r4', cropArea: crop, deviceInfo: device }, contentSender());
    expect(drawn[0]!.slice(0, 4)).toEqual([18, 37, 564, 151]);
    expect(seen.body).not.toHaveProperty('cropArea');
    expect(seen.body.deviceInfo).toEqual({ ...device, devicePixelRatio: 1.875 });
  });

  it('refuses a region outside the capture without calling the API', async () => {
    signIn();
    fake.tabMessageHandler = async () => ({ ok: true });
    const seen = ocrServer();
    const reply = await send({ type: 'ocr-region', requestId: 'r5', cropArea: { left: 5000, top: 10, width: 50, height: 50 }, deviceInfo: device }, contentSender());
    expect(reply).toMatchObject({ ok: false, error: { kind: 'bad_input', message: 'The selected region is outside the visible page.' } });
    expect(seen.body).toEqual({});
  });

  it('never captures when another tab became active in the meantime', async () => {
    signIn();
    const reply = await send({ type: 'ocr-region', requestId: 'r3', cropArea: crop, deviceInfo: device }, contentSender(99));
    expect(reply).toMatchObject({ ok: false, error: { kind: 'bad_input' } });
    expect(calls('tabs.captureVisibleTab')).toHaveLength(0);
  });

  it('explains a failed capture', async () => {
    signIn();
    fake.captureResult = () => Promise.reject(new Error('Either the <all_urls> or activeTab permission is required.'));
    const reply = await send({ type: 'ocr-region', requestId: 'r2', cropArea: crop, deviceInfo: device }, contentSender());
    expect(reply).toMatchObject({ ok: false, error: { kind: 'unsupported_page' } });
    expect(reply.error.message).toContain('Select a region');
  });
});

describe('open-sign-in', () => {
  it('falls back to the popup page in a tab when the popup cannot open', async () => {
    await expect(send({ type: 'open-sign-in' }, contentSender())).resolves.toEqual({ ok: true, data: null });
    expect(calls('tabs.create')[0]!.args[0]).toEqual({ url: `${fake.api.runtime.getURL('popup.html')}` });
  });
});

describe('start-region from the popup', () => {
  it('triggers region mode in the given tab', async () => {
    fake.tabMessageHandler = async () => ({ ok: true, data: null });
    await expect(send({ type: 'start-region', tabId: 12 }, pageSender())).resolves.toEqual({ ok: true, data: null });
    expect(calls('tabs.sendMessage').map((c) => c.args.slice(0, 2))).toEqual([[12, { type: 'trigger', mode: 'region', context: SIGNED_OUT }]]);
  });
});
