import { authHeaders, clearToken } from '../apollo/token';

/** A non-OK REST answer; `message` is `${status}: ${bodyText || statusText}` (docs/adr/0009-error-vocabulary.md). */
export class HttpError extends Error {
  readonly status: number;
  readonly bodyText: string;
  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

export function apiUrl(path: string): string {
  return new URL(path, window.location.href).toString();
}

/**
 * The REST helper (download, extension test page): cookies always, bearer when a token
 * exists, a JSON content type only with a body; a 401 clears the token; non-OK raises.
 */
export async function apiFetch(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(apiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401) clearToken();
  if (!res.ok) throw new HttpError(res.status, res.statusText, await res.text());
  return res;
}

/** Reads a response as JSON when it is JSON, else as text (the test page shows either). */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
