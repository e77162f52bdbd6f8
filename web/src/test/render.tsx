import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { restoreToken } from '../apollo/token';
import { AppProviders } from '../App';
import { AppRoutes } from '../routes';

/** Shows the router's current path so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders the real route table at `path` with a fresh Apollo client (apollo/WithApollo.tsx uses it). */
export function renderRoute(path: string) {
  restoreToken();
  const client = createApolloClient();
  const user = userEvent.setup();
  const view = render(
    <ApolloProvider client={client}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </ApolloProvider>,
  );
  return { ...view, client, user };
}

/** Renders one element inside the app providers and a router (for components). */
export function renderWithProviders(ui: ReactElement, path = '/') {
  restoreToken();
  const client = createApolloClient();
  const user = userEvent.setup();
  const view = render(
    <ApolloProvider client={client}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </ApolloProvider>,
  );
  return { ...view, client, user };
}
