import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ErrorCode } from '@factlens/common';
import { getOperationAST } from 'graphql/utilities/getOperationAST';
import { print } from 'graphql/language/printer';
import { setServiceUnavailable } from '../apollo/serviceStatus';
import { authHeaders, clearToken } from '../apollo/token';
import { serverText } from './serverText';

/** The GraphQL endpoint on the page's own origin (absolute, so tests under jsdom resolve it). */
export function graphqlUrl(): string {
  return new URL('/graphql', window.location.href).toString();
}

interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: unknown };
}

/** A failed call: `status` is the HTTP status (null when no answer came), `errors` the GraphQL errors. */
export class GraphQLFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors: readonly GraphQLErrorBody[] = [],
  ) {
    super(message);
    this.name = 'GraphQLFetchError';
  }
}

/**
 * One GraphQL operation over plain `fetch`, for the public pages that do not load Apollo Client
 * (docs/adr/0090-public-pages-load-at-once.md). The request is the one Apollo's HttpLink sends
 * (same URL, headers, bearer token and cookies), and the answer has the effects of the app's links
 * (apollo/links.ts): a 401 or an UNAUTHENTICATED error clears the token, a 503 or a
 * SERVICE_UNAVAILABLE error shows the maintenance banner, any other answer clears it.
 */
export async function fetchGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch(graphqlUrl(), {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
        ...authHeaders(),
      },
      body: JSON.stringify({ operationName: getOperationAST(document)?.name?.value, variables: variables ?? {}, query: print(document) }),
    });
  } catch (error) {
    throw new GraphQLFetchError(error instanceof Error ? error.message : 'Network error', null);
  }
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401) clearToken();
    if (response.status === 503) setServiceUnavailable(serverText(text) || response.statusText || 'Service unavailable');
    throw new GraphQLFetchError(`${response.status}: ${serverText(text) || response.statusText}`, response.status);
  }
  let body: { data?: TData | null; errors?: GraphQLErrorBody[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new GraphQLFetchError('The server answered with something other than JSON', response.status);
  }
  const errors = body.errors ?? [];
  const unavailable = errors.find((e) => e.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE);
  setServiceUnavailable(unavailable ? unavailable.message : null);
  if (errors.some((e) => e.extensions?.code === ErrorCode.UNAUTHENTICATED)) clearToken();
  if (errors.length > 0 || !body.data) throw new GraphQLFetchError(errors[0]?.message ?? 'No data', response.status, errors);
  return body.data;
}
