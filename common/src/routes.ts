/**
 * The paths of the web app's pages. web/src/routes.tsx renders exactly these (a test keeps the two
 * in step); the API serves the app with HTTP 200 for them and with HTTP 404 for any other path, where
 * the app shows its 404 page (docs/adr/0064-first-hour.md).
 */
export const WEB_ROUTES = [
  '/',
  '/login',
  '/dashboard',
  '/history',
  '/account',
  '/extension-test',
  '/privacy',
  '/terms',
  '/docs',
  '/moderation',
  '/admin/users',
  '/admin/analytics',
  '/admin/explorer',
  '/admin/settings',
  '/admin/early-adopters',
  '/admin/claims',
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

const KNOWN = new Set<string>(WEB_ROUTES);

/** True when `pathname` is a page of the web app (case-insensitive, a trailing slash allowed, like the router). */
export function isWebRoute(pathname: string): boolean {
  let p = pathname.toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return KNOWN.has(p || '/');
}
