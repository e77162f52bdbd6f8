/** Popup-facing handlers: sign in, sign out, who am I. */
import { ApiError, describeError } from '../shared/errors.js';
import { ErrorKind, fail, ok, type Account, type Reply } from '../shared/messages.js';
import { clearSession, getAccount as getStoredAccount, getApiBase, getToken, setAccount, setSession } from '../shared/storage.js';
import { apiClient } from './session.js';

export async function login(email: string, password: string): Promise<Reply<Account>> {
  try {
    const { token, user } = await (await apiClient()).login(email.trim(), password);
    await setSession(token, user);
    return ok(user);
  } catch (error) {
    const info = describeError(error);
    if (info.kind === ErrorKind.network) return fail(info);
    // docs/adr/0009-error-vocabulary.md: the server's error text, or 'Login failed'.
    const serverText = error instanceof ApiError && typeof error.body?.error === 'string' ? error.body.error : null;
    return fail({ ...info, message: serverText || 'Login failed' });
  }
}

export async function logout(): Promise<Reply<null>> {
  const token = await getToken();
  if (token) {
    // Revoke on the server when we can; signing out locally must work offline too.
    await (await apiClient(token)).logout().catch(() => undefined);
  }
  await clearSession();
  return ok(null);
}

export async function getAccount(): Promise<Reply<{ account: Account | null; apiBase: string; stale: boolean }>> {
  const apiBase = await getApiBase();
  const token = await getToken();
  if (!token) return ok({ account: null, apiBase, stale: false });
  try {
    const account = await (await apiClient(token)).me();
    await setAccount(account);
    return ok({ account, apiBase, stale: false });
  } catch (error) {
    const info = describeError(error);
    if (info.kind === ErrorKind.unauthenticated) {
      await clearSession();
      return ok({ account: null, apiBase, stale: false });
    }
    // Server unreachable or in maintenance: show what we knew, marked stale.
    const cached = await getStoredAccount();
    return cached ? ok({ account: cached, apiBase, stale: true }) : fail(info);
  }
}
