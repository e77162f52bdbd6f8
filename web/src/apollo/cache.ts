import { InMemoryCache, type FieldPolicy } from '@apollo/client';

interface Connection {
  edges: readonly unknown[];
  nodes: readonly unknown[];
  pageInfo: unknown;
  totalCount: number;
}

/**
 * Cursor connections: filters are part of the cache key, `first`/`after` are not; a page
 * fetched with `after` is appended, a first page replaces what was there.
 */
function connection(keyArgs: string[]): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return {
        ...incoming,
        edges: [...existing.edges, ...incoming.edges],
        nodes: [...existing.nodes, ...incoming.nodes],
      };
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          users: connection(['role', 'email']),
          earlyAccessApplicants: connection([]),
        },
      },
      User: { keyFields: ['id'] },
      EarlyAccessRespondent: { keyFields: ['id'] },
      // A singleton: the server always answers id "site", so every settings result and every
      // updateSiteSetting payload lands on the same normalised object.
      SiteSettings: { keyFields: ['id'] },
      ExtensionVersion: { keyFields: ['version'] },
      // No ids of their own: they live inside the Query (or mutation) field that returned them.
      EarlyAccessSlots: { keyFields: false, merge: true },
      ExtensionConfig: { keyFields: false, merge: true },
      Health: { keyFields: false },
    },
  });
}
