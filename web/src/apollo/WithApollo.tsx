import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { appClient } from './appClient';

/**
 * Apollo Client for what is inside: the client already provided (tests provide a fresh one per
 * render), else the page's one client. Pages that query the API and the early-access form render
 * inside it; this module is their chunk's only way to Apollo, so the public pages never load it
 * (docs/adr/0090-public-pages-load-at-once.md).
 */
export default function WithApollo({ children }: { children: ReactNode }) {
  const { client } = useContext(getApolloContext());
  if (client) return children;
  return <ApolloProvider client={appClient()}>{children}</ApolloProvider>;
}
