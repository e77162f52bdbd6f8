import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { RouteFallback } from './components/RouteFallback';
import { ScrollToTop } from './components/ScrollToTop';

// Every page is its own chunk: the landing page loads no admin, test-page or form code.
const Landing = lazy(() => import('./routes/Landing'));
const Login = lazy(() => import('./routes/Login'));
const Dashboard = lazy(() => import('./routes/Dashboard'));
const ExtensionTest = lazy(() => import('./routes/ExtensionTest'));
const Privacy = lazy(() => import('./routes/Privacy'));
const Terms = lazy(() => import('./routes/Terms'));
const Docs = lazy(() => import('./routes/Docs'));
const AdminUsers = lazy(() => import('./routes/admin/AdminUsers'));
const AdminAnalytics = lazy(() => import('./routes/admin/AdminAnalytics'));
const AdminExplorer = lazy(() => import('./routes/admin/AdminExplorer'));
const History = lazy(() => import('./routes/History'));
const AdminSettings = lazy(() => import('./routes/admin/AdminSettings'));
const AdminEarlyAdopters = lazy(() => import('./routes/admin/AdminEarlyAdopters'));
const Account = lazy(() => import('./routes/Account'));
const Moderation = lazy(() => import('./routes/Moderation'));
const NotFound = lazy(() => import('./routes/NotFound'));

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
