import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { authLink, serviceStatusLink, unauthenticatedLink } from './links';
import { createCache } from './cache';
import { resetFreshness } from './freshness';
import { graphqlUrl } from '../lib/graphqlFetch';

export { graphqlUrl };

/**
 * One client per page (and per test). docs/adr/0016-client-behaviour.md: cache-first by default, no polling,
 * no refetch on focus (Apollo never does that), no retries (no RetryLink).
 */
export function createApolloClient(): ApolloClient {
  const client = new ApolloClient({
    link: ApolloLink.from([unauthenticatedLink, serviceStatusLink, authLink, new HttpLink({ uri: graphqlUrl(), credentials: 'include' })]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  client.onClearStore(async () => resetFreshness());
  client.onResetStore(async () => resetFreshness());
  return client;
}
