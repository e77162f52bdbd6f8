/**
 * Extension state in chrome.storage.local (the worker may be killed at any moment, so nothing
 * lives in its globals). The worker restricts this area to trusted contexts at start, so content
 * scripts, and therefore pages, can never read the token.
 */
import { AUTH_TOKEN_STORAGE_KEY } from '@factlens/common';
import { packagedApiOrigin } from './packaged-config.js';
import { OCR_METHODS, type Account, type ExtensionConfig, type OcrMethod } from './messages.js';

export const STORAGE_KEYS = {
  token: AUTH_TOKEN_STORAGE_KEY,
  account: 'account',
  apiBase: 'api_base',
  config: 'extension_config',
  ocrMethod: 'ocr_method',
} as const;

interface Stored {
  [STORAGE_KEYS.token]?: string;
  [STORAGE_KEYS.account]?: Account;
  [STORAGE_KEYS.apiBase]?: string;
  [STORAGE_KEYS.config]?: { value: ExtensionConfig; fetchedAt: number };
  [STORAGE_KEYS.ocrMethod]?: OcrMethod;
}

const area = () => chrome.storage.local;

async function read<K extends keyof Stored>(key: K): Promise<Stored[K]> {
  const items = (await area().get(key)) as Stored;
  return items[key];
}

export async function restrictToTrustedContexts(): Promise<void> {
  await area().setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
}

export const getToken = async (): Promise<string | null> => (await read(STORAGE_KEYS.token)) ?? null;
export const getAccount = async (): Promise<Account | null> => (await read(STORAGE_KEYS.account)) ?? null;

export async function setSession(token: string, account: Account): Promise<void> {
  await area().set({ [STORAGE_KEYS.token]: token, [STORAGE_KEYS.account]: account });
  // The config belongs to the user; the next check fetches the new user's.
  await area().remove(STORAGE_KEYS.config);
}

export const setAccount = (account: Account): Promise<void> => area().set({ [STORAGE_KEYS.account]: account });

export async function clearSession(): Promise<void> {
  await area().remove([STORAGE_KEYS.token, STORAGE_KEYS.account, STORAGE_KEYS.config]);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Normalise a user-entered server address to an origin, or null when it is not allowed:
 * https anywhere, plain http only for this machine or this copy's own origin (`builtIn`)
 * (the manifest's CSP connect-src and optional host permissions say the same).
 */
export function normalizeApiBase(input: string, builtIn: string): string | null {
  try {
    const url = new URL(input.trim());
    if (url.username || url.password) return null;
    if (url.protocol === 'https:') return url.origin;
    if (url.protocol === 'http:' && (LOCAL_HOSTS.has(url.hostname) || url.origin === builtIn)) return url.origin;
    return null;
  } catch {
    return null;
  }
}

export const getApiBase = async (): Promise<string> => (await read(STORAGE_KEYS.apiBase)) ?? (await packagedApiOrigin());

/** Changing the server ends the session: a token is only valid where it was issued. */
export async function setApiBase(origin: string | null): Promise<void> {
  await clearSession();
  if (origin === null || origin === (await packagedApiOrigin())) await area().remove(STORAGE_KEYS.apiBase);
  else await area().set({ [STORAGE_KEYS.apiBase]: origin });
}

export async function getCachedConfig(maxAgeMs: number, now = Date.now()): Promise<ExtensionConfig | null> {
  const cached = await read(STORAGE_KEYS.config);
  return cached && now - cached.fetchedAt < maxAgeMs ? cached.value : null;
}

export const setCachedConfig = (value: ExtensionConfig, now = Date.now()): Promise<void> =>
  area().set({ [STORAGE_KEYS.config]: { value, fetchedAt: now } });

export async function getOcrMethod(): Promise<OcrMethod> {
  const stored = await read(STORAGE_KEYS.ocrMethod);
  return stored && OCR_METHODS.includes(stored) ? stored : 'tesseract';
}

export const setOcrMethod = (method: OcrMethod): Promise<void> => area().set({ [STORAGE_KEYS.ocrMethod]: method });
