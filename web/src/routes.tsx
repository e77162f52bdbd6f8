import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { RouteFallback } from './components/RouteFallback';
import { ScrollToTop } from './components/ScrollToTop';
import { page } from './routePage';

// Every page is its own chunk: the landing page loads no admin, test-page or form code. Only the
// pages marked `apollo` load Apollo Client (docs/adr/0090-public-pages-load-at-once.md).
const Landing = page(() => import('./routes/Landing'), { apollo: false });
const Login = page(() => import('./routes/Login'), { apollo: true });
const Dashboard = page(() => import('./routes/Dashboard'), { apollo: true });
const ExtensionTest = page(() => import('./routes/ExtensionTest'), { apollo: true });
const Privacy = page(() => import('./routes/Privacy'), { apollo: false });
const Terms = page(() => import('./routes/Terms'), { apollo: false });
const Docs = page(() => import('./routes/Docs'), { apollo: true });
const AdminUsers = page(() => import('./routes/admin/AdminUsers'), { apollo: true });
const AdminAnalytics = page(() => import('./routes/admin/AdminAnalytics'), { apollo: true });
const AdminExplorer = page(() => import('./routes/admin/AdminExplorer'), { apollo: true });
const History = page(() => import('./routes/History'), { apollo: true });
const AdminSettings = page(() => import('./routes/admin/AdminSettings'), { apollo: true });
const AdminEarlyAdopters = page(() => import('./routes/admin/AdminEarlyAdopters'), { apollo: true });
const AdminClaims = page(() => import('./routes/admin/AdminClaims'), { apollo: true });
const Account = page(() => import('./routes/Account'), { apollo: true });
const Moderation = page(() => import('./routes/Moderation'), { apollo: true });
const NotFound = page(() => import('./routes/NotFound'), { apollo: false });

/** The routes of docs/adr/0017-screens-and-badges.md, with history and explorer (docs/analytics.md): every route, then the 404 for any other path. */
export const routes: RouteObject[] = [
  { path: '/', element: <Landing /> },
  { path: '/login', element: <Login /> },
  { path: '/dashboard', element: <Dashboard /> },
  { path: '/account', element: <Account /> },
  { path: '/history', element: <History /> },
  { path: '/extension-test', element: <ExtensionTest /> },
  { path: '/privacy', element: <Privacy /> },
  { path: '/terms', element: <Terms /> },
  { path: '/docs', element: <Docs /> },
  { path: '/moderation', element: <Moderation /> },
  { path: '/admin/users', element: <AdminUsers /> },
  { path: '/admin/analytics', element: <AdminAnalytics /> },
  { path: '/admin/explorer', element: <AdminExplorer /> },
  { path: '/admin/settings', element: <AdminSettings /> },
  { path: '/admin/early-adopters', element: <AdminEarlyAdopters /> },
  { path: '/admin/claims', element: <AdminClaims /> },
  { path: '*', element: <NotFound /> },
];

/**
 * The routed pages. Declarative routing (not a data router): the app loads its data with
 * Apollo, and the data router would add ~17 KB gzip to the landing page's budget.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <ScrollToTop />
      <Suspense fallback={<RouteFallback />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
