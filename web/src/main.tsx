import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { restoreToken } from './apollo/token';
import { AppProviders } from './App';
import { preloadRoute } from './preloadRoute';
import { AppRoutes } from './routes';

restoreToken();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A public page arrives prerendered (web/src/prerender.tsx): it is hydrated, so what the visitor
// already sees stays. The page at this address is loaded before the first render
// (the prerendered HTML preloads its chunk), so neither path shows the loading fallback
// (docs/adr/0090-public-pages-load-at-once.md). A failed load renders anyway: the route's error
// boundary shows it.
const prerendered = container.firstElementChild !== null;
const start = () => {
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // The prerendered form controls were locked until now (web/vite/prerender.ts).
  for (const element of container.querySelectorAll('[data-prerender-lock]')) {
    element.removeAttribute(element.getAttribute('data-prerender-lock') ?? '');
    element.removeAttribute('data-prerender-lock');
  }
  hydrateRoot(container, app);
};
const load = () => preloadRoute(window.location.pathname).then(start, start);
// A prerendered page is painted first; loading the page's code and hydrating come after that
// paint (in a hidden tab nothing is painted, and animation frames wait for the tab to show).
if (prerendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else void load();
