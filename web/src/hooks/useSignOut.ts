import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { clearToken } from '../apollo/token';
import { graphql } from '../gql';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Sign out (docs/adr/0016-client-behaviour.md): post logout, clear the token and the cache, then a full page
 * load of / so no state of the session survives. A failed logout still signs out locally.
 */
export function useSignOut() {
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    clearToken();
    await client.clearStore();
    window.location.assign('/');
  }, [client, logout]);

  return { signOut, signingOut };
}
