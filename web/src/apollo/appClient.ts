import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './client';

let client: ApolloClient | null = null;

/** The page's one Apollo client, created by the first page that needs it (apollo/WithApollo.tsx). */
export function appClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
