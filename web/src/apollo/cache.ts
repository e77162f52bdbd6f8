import { InMemoryCache, type FieldPolicy } from '@apollo/client';

interface Connection {
  // A query selects `nodes`, `edges` or both.
  edges?: readonly unknown[];
  nodes?: readonly unknown[];
  pageInfo: unknown;
  totalCount: number;
}

/** `existing` then `incoming`, for the lists the query selected. */
function append(existing: readonly unknown[] | undefined, incoming: readonly unknown[] | undefined) {
  return existing && incoming ? [...existing, ...incoming] : incoming;
}

/**
 * Cursor connections: filters are part of the cache key, `after` is not; a page fetched with
 * `after` is appended, a first page replaces what was there.
 */
function connection(keyArgs: string[]): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return {
        ...incoming,
        edges: append(existing.edges, incoming.edges),
        nodes: append(existing.nodes, incoming.nodes),
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
          // `first` is part of the key: the history (20 a page, appended) and the dashboard's
          // "latest 10" are different lists.
          factChecks: connection(['userId', 'platform', 'search', 'first']),
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
