import type { SiteSettings } from '@factlens/common';

/*
 * Who may use the site while it is closed (maintenanceMode, or siteEnabled=false): administrators, and
 * everyone for the operations below. One list for both transports: GraphQL checks the root field name,
 * REST the path under /api. See docs/adr/0006-site-settings-and-maintenance.md.
 */

/** Operations that keep working while the site is closed: GraphQL root field → REST path under /api. */
export const ALWAYS_OPEN = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  health: '/health',
} as const;

export const ALWAYS_OPEN_FIELDS: ReadonlySet<string> = new Set(Object.keys(ALWAYS_OPEN));
export const ALWAYS_OPEN_PATHS: ReadonlySet<string> = new Set(Object.values(ALWAYS_OPEN));

export const MAINTENANCE_MESSAGE = 'FactLens is down for maintenance. Please try again soon.';
export const DISABLED_MESSAGE = 'FactLens is temporarily unavailable. Please try again later.';

/** The 503 message that applies to a non-admin call now, if any. */
export function closedReason(settings: SiteSettings): string | null {
  if (!settings.siteEnabled) return DISABLED_MESSAGE;
  if (settings.maintenanceMode) return MAINTENANCE_MESSAGE;
  return null;
}
