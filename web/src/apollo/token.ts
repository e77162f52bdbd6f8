import { AUTH_TOKEN_STORAGE_KEY } from '@factlens/common';

/**
 * The session token: kept in memory for every request and mirrored in
 * localStorage.auth_token so a reload keeps the session (docs/web.md).
 */
let token: string | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can throw (privacy mode, sandboxed iframes); the in-memory token still works.
    return null;
  }
}

export function getToken(): string | null {
  return token;
}

/** Sets the token; an empty value clears it. */
export function setToken(next: string | null | undefined): void {
  const value = next ? next : null;
  token = value;
  const store = storage();
  if (value) store?.setItem(AUTH_TOKEN_STORAGE_KEY, value);
  else store?.removeItem(AUTH_TOKEN_STORAGE_KEY);
}

export function clearToken(): void {
  setToken(null);
}

/** Reads the stored token back into memory; called once on page load. */
export function restoreToken(): string | null {
  token = storage()?.getItem(AUTH_TOKEN_STORAGE_KEY) || null;
  return token;
}

/** Authorization header for REST calls made outside Apollo (download, test page). */
export function authHeaders(): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
