import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      email
      role
      mustChangePassword
    }
  }
`);

/** The signed-in user, or null. The auth query is never served from cache (docs/adr/0016-client-behaviour.md). */
export function useCurrentUser() {
  return useQuery(CurrentUserQuery, { fetchPolicy: 'network-only', nextFetchPolicy: 'network-only' });
}
