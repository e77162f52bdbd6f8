/** Build an API client from stored state and run a call as the signed-in user. */
import { createApiClient, type ApiClient } from '../shared/api-client.js';
import { defaultMessage, describeError } from '../shared/errors.js';
import { ErrorKind, fail, ok, type Account, type Reply } from '../shared/messages.js';
import { clearSession, getAccount, getApiBase, getToken, setAccount } from '../shared/storage.js';

export async function apiClient(token: string | null = null): Promise<ApiClient> {
  return createApiClient({ baseUrl: await getApiBase(), token });
}

export const NOT_SIGNED_IN = { kind: ErrorKind.unauthenticated, status: 401, message: defaultMessage('unauthenticated') } as const;

/**
 * Run `fn` with a client carrying the token and the stored account. Any 401 ends the session
 * (docs/adr/0016-client-behaviour.md: the token is cleared when a request returns 401).
 */
export async function withSession<T>(fn: (client: ApiClient, account: Account) => Promise<T>): Promise<Reply<T>> {
  const token = await getToken();
  if (!token) return fail({ ...NOT_SIGNED_IN });
  const client = await apiClient(token);
  try {
    let account = await getAccount();
    if (!account) {
      account = await client.me();
      await setAccount(account);
    }
    return ok(await fn(client, account));
  } catch (error) {
    const info = describeError(error);
    if (info.kind === ErrorKind.unauthenticated) await clearSession();
    return fail(info);
  }
}
