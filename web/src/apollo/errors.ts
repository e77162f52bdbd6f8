import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { serverText } from '../lib/serverText';

// Also read by lib/graphqlFetch.ts, which public pages use without Apollo.
export { serverText };

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
