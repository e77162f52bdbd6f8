import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { ErrorCode } from '@factlens/common';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { of, tap } from 'rxjs';
import { serverText } from './errors';
import { setServiceUnavailable } from './serviceStatus';
import { clearToken, getToken } from './token';

/** Adds `Authorization: Bearer <token>` when a token exists (docs/adr/0016-client-behaviour.md). */
export const authLink = new SetContextLink((prev) => {
  const token = getToken();
  if (!token) return {};
  return { headers: { ...prev.headers, Authorization: `Bearer ${token}` } };
});

/** True for an HTTP 401 or a GraphQL error coded UNAUTHENTICATED. */
export function isAuthError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === ErrorCode.UNAUTHENTICATED);
  }
  return false;
}

/** The server's message when the site is in maintenance or switched off, else null. */
export function serviceUnavailableMessage(error: unknown): string | null {
  if (ServerError.is(error) && error.statusCode === 503) {
    return serverText(error.bodyText) || error.response.statusText || 'Service unavailable';
  }
  if (CombinedGraphQLErrors.is(error)) {
    const found = error.errors.find((e) => e.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE);
    if (found) return found.message;
  }
  return null;
}

/** `{ field: null }` for every root field: the "empty result" a query yields after a 401. */
export function emptyResult(query: DocumentNode): Record<string, null> {
  const definition = getMainDefinition(query);
  const data: Record<string, null> = {};
  for (const selection of definition.selectionSet.selections) {
    if (selection.kind === Kind.FIELD) data[(selection.alias ?? selection.name).value] = null;
  }
  return data;
}

/**
 * Any 401 or UNAUTHENTICATED clears the token. Queries then yield an empty result (so `me`
 * is null and the dashboard sends the visitor away); mutations still raise the error.
 */
export const unauthenticatedLink: ApolloLink = new ErrorLink(({ error, operation }) => {
  if (!isAuthError(error)) return;
  clearToken();
  if (operation.operationType === OperationTypeNode.QUERY) {
    return of({ data: emptyResult(operation.query) });
  }
});

/** Keeps the maintenance banner in step with the API: set by a 503, cleared by any answer. */
export const serviceStatusLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap({
      next: (result) => {
        const errors = 'errors' in result && result.errors ? new CombinedGraphQLErrors(result) : null;
        setServiceUnavailable(errors ? serviceUnavailableMessage(errors) : null);
      },
      error: (error: unknown) => {
        const message = serviceUnavailableMessage(error);
        if (message) setServiceUnavailable(message);
      },
    }),
  ),
);
