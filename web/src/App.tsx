import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ServiceBanner } from './components/ServiceBanner';
import { GlobalStyle } from './styles/GlobalStyle';
import { theme } from './styles/theme';
import { ToastProvider } from './toast/ToastProvider';

/** Everything a screen needs around it; shared by main.tsx and the tests. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <ServiceBanner />
          {children}
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
