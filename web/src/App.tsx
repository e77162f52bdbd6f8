import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ServiceBanner } from './components/ServiceBanner';
import { SlotsContext, SlotsStore } from './components/landing/slotsStore';
import { GlobalStyle } from './styles/GlobalStyle';
import { theme } from './styles/theme';
import { ToastProvider } from './toast/ToastProvider';

/**
 * Everything a screen needs around it; shared by main.tsx, the prerender and the tests. Apollo
 * Client is not here: the pages that use it bring it (apollo/WithApollo.tsx), so the public
 * pages load without it (docs/adr/0090-public-pages-load-at-once.md).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [slots] = useState(() => new SlotsStore());
  return (
    <SlotsContext.Provider value={slots}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <ServiceBanner />
          {children}
        </ToastProvider>
      </ThemeProvider>
    </SlotsContext.Provider>
  );
}
