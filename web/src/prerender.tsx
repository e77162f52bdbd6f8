import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './App';
import { preloadRoute } from './preloadRoute';
import { AppRoutes } from './routes';

/**
 * The public pages written as HTML at build time (docs/adr/0090-public-pages-load-at-once.md):
 * path, file under dist/pages/ (the API serves it for that path), the page's module (its chunk is
 * preloaded by the HTML) and whether the page brings Apollo Client (routes.tsx).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', module: 'src/routes/Landing.tsx', apollo: false },
  { path: '/login', file: 'login.html', module: 'src/routes/Login.tsx', apollo: true },
  { path: '/privacy', file: 'privacy.html', module: 'src/routes/Privacy.tsx', apollo: false },
  { path: '/terms', file: 'terms.html', module: 'src/routes/Terms.tsx', apollo: false },
] as const;

/**
 * A page as the browser first renders it, with nothing loaded yet (the landing page's slots read
 * '...'), and its styled-components CSS. Runs in Node through Vite's SSR loader (vite/postBuild.ts).
 * Apollo pages get a client that never sends anything: on the server nothing may query.
 */
export async function renderPage(pathname: string): Promise<{ html: string; styleTags: string }> {
  await preloadRoute(pathname);
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ApolloProvider client={client}>
          <StrictMode>
            <AppProviders>
              <MemoryRouter initialEntries={[pathname]}>
                <AppRoutes />
              </MemoryRouter>
            </AppProviders>
          </StrictMode>
        </ApolloProvider>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
