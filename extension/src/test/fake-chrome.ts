/**
 * A small in-memory stand-in for the chrome.* APIs the extension uses, for unit tests in jsdom.
 * It records listeners so tests can fire events, and keeps storage in a Map like the real area.
 * (End-to-end tests use real Chromium: extension/e2e/.)
 */
type Listener = (...args: never[]) => unknown;

export class FakeEvent<L extends Listener = Listener> {
  readonly listeners: L[] = [];
  addListener = (l: L) => void this.listeners.push(l);
  removeListener = (l: L) => {
    const i = this.listeners.indexOf(l);
    if (i >= 0) this.listeners.splice(i, 1);
  };
  hasListeners = () => this.listeners.length > 0;
}

export const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;

export interface FakeChrome {
  store: Map<string, unknown>;
  calls: { name: string; args: unknown[] }[];
  /** What tabs.sendMessage answers (default: no content script, rejects). */
  tabMessageHandler: (tabId: number, message: Record<string, unknown>) => Promise<unknown>;
  /** What runtime.sendMessage answers (content/popup side). */
  runtimeMessageHandler: (message: Record<string, unknown>) => Promise<unknown>;
  captureResult: () => Promise<string>;
  api: typeof chrome;
}

export function installFakeChrome(): FakeChrome {
  const store = new Map<string, unknown>();
  const calls: FakeChrome['calls'] = [];
  const record = (name: string, ...args: unknown[]) => void calls.push({ name, args });
  const fake: FakeChrome = {
    store,
    calls,
    tabMessageHandler: () => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.')),
    runtimeMessageHandler: () => Promise.resolve(undefined),
    captureResult: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo='),
    api: undefined as unknown as typeof chrome,
  };
  const keysOf = (keys: unknown): string[] =>
    keys === null || keys === undefined ? [...store.keys()] : Array.isArray(keys) ? (keys as string[]) : typeof keys === 'string' ? [keys] : Object.keys(keys as object);

  const api = {
    runtime: {
      id: EXTENSION_ID,
      getURL: (p: string) => `${EXTENSION_ORIGIN}/${p.replace(/^\//, '')}`,
      sendMessage: (message: Record<string, unknown>) => {
        record('runtime.sendMessage', message);
        return fake.runtimeMessageHandler(message);
      },
      onMessage: new FakeEvent(),
      onInstalled: new FakeEvent(),
    },
    storage: {
      local: {
        get: async (keys?: unknown) => {
          const out: Record<string, unknown> = {};
          for (const k of keysOf(keys)) if (store.has(k)) out[k] = structuredClone(store.get(k));
          return out;
        },
        set: async (items: Record<string, unknown>) => {
          for (const [k, v] of Object.entries(items)) store.set(k, structuredClone(v));
        },
        remove: async (keys: string | string[]) => {
          for (const k of Array.isArray(keys) ? keys : [keys]) store.delete(k);
        },
        setAccessLevel: async (options: unknown) => record('storage.setAccessLevel', options),
      },
    },
    tabs: {
      query: async () => [{ id: 7, windowId: 1, active: true }],
      sendMessage: (tabId: number, message: Record<string, unknown>) => {
        record('tabs.sendMessage', tabId, message);
        return fake.tabMessageHandler(tabId, message);
      },
      captureVisibleTab: (windowId: number, options: unknown) => {
        record('tabs.captureVisibleTab', windowId, options);
        return fake.captureResult();
      },
      create: async (props: unknown) => record('tabs.create', props),
    },
    scripting: {
      executeScript: async (injection: unknown) => {
        record('scripting.executeScript', injection);
        return [];
      },
    },
    contextMenus: {
      create: (props: unknown) => record('contextMenus.create', props),
      removeAll: async () => record('contextMenus.removeAll'),
      onClicked: new FakeEvent(),
    },
    commands: {
      onCommand: new FakeEvent(),
      getAll: async () => [{ name: 'fact-check', shortcut: 'Ctrl+Shift+F' }],
    },
    action: {
      openPopup: async () => {
        record('action.openPopup');
        throw new Error('no active browser window');
      },
    },
    permissions: {
      contains: async () => true,
      request: async () => true,
    },
  };
  fake.api = api as unknown as typeof chrome;
  (globalThis as { chrome?: unknown }).chrome = api;
  return fake;
}

export function contentSender(tabId = 7, url = 'https://news.example.com/story'): chrome.runtime.MessageSender {
  return { id: EXTENSION_ID, tab: { id: tabId, windowId: 1, active: true } as chrome.tabs.Tab, frameId: 0, url, origin: new URL(url).origin };
}

export function pageSender(page = 'popup.html'): chrome.runtime.MessageSender {
  return { id: EXTENSION_ID, url: `${EXTENSION_ORIGIN}/${page}`, origin: EXTENSION_ORIGIN };
}
