import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { graphqlUrl } from '../../apollo/client';
import { clearToken, getToken } from '../../apollo/token';

/**
 * fetch for the explorer: the signed-in user's bearer token (read at each request, so a new
 * sign-in is picked up), cookies, and a 401 clears the token like every other call of the app.
 * A header typed into GraphiQL's headers editor wins, so an analyst can try another token.
 */
export const authFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(input, { ...init, headers, credentials: 'include' });
  if (res.status === 401) clearToken();
  return res;
};

/** GraphiQL's fetcher on our /graphql: plain JSON POSTs (no multipart, no subscriptions). */
export function createExplorerFetcher(url: string = graphqlUrl()): Fetcher {
  return createGraphiQLFetcher({ url, fetch: authFetch, enableIncrementalDelivery: false });
}

/**
 * Where GraphiQL keeps its tabs: this browser tab's sessionStorage, per user, so another account
 * signing in on the same machine never sees the previous analyst's queries and results.
 */
export function explorerStorage(userId: string, backing: Storage | null = safeSessionStorage()) {
  const prefix = `factlens-explorer:${userId}:`;
  const keys = () => {
    const found: string[] = [];
    for (let i = 0; backing && i < backing.length; i++) {
      const key = backing.key(i);
      if (key?.startsWith(prefix)) found.push(key);
    }
    return found;
  };
  return {
    getItem: (key: string) => backing?.getItem(prefix + key) ?? null,
    setItem: (key: string, value: string) => backing?.setItem(prefix + key, value),
    removeItem: (key: string) => backing?.removeItem(prefix + key),
    clear: () => keys().forEach((key) => backing?.removeItem(key)),
    get length() {
      return keys().length;
    },
  };
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
