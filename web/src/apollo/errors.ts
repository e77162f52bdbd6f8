import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server's `{ "error": "..." }` field when the body is that JSON, else the raw text. */
export function serverText(bodyText: string): string {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') return parsed.error;
  } catch {
    // Not JSON: the raw text is the message.
  }
  return bodyText;
}

/**
 * The text to show for a failed GraphQL call: the server's own message when it sent one
 * (GraphQL error, or `status: text` for a non-OK response as docs/adr/0009-error-vocabulary.md says), else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) {
    const text = serverText(error.bodyText) || error.response.statusText;
    return text ? `${error.statusCode}: ${text}` : fallback;
  }
  return fallback;
}
