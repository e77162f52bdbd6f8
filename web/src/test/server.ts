import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** The GraphQL endpoint as the app resolves it under jsdom (http://localhost/). */
export const GRAPHQL_URL = 'http://localhost/graphql';
export const api = graphql.link(GRAPHQL_URL);

/** One msw server for the web tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer();
