import type { MiddlewareFn } from 'type-graphql';
import { unavailable } from '../errors.js';
import type { GqlContext } from './context.js';
import type { SiteSettings } from '@factlens/common';

/** Operations that keep working during maintenance or with the site disabled (DESIGN.md section 4). */
export const ALWAYS_OPEN_FIELDS = new Set(['login', 'logout', 'me', 'health']);
export const MAINTENANCE_MESSAGE = 'FactLens is down for maintenance. Please try again soon.';
export const DISABLED_MESSAGE = 'FactLens is temporarily unavailable. Please try again later.';

/** The 503 that applies to a non-admin call now, if any. */
export function closedReason(settings: SiteSettings): string | null {
  if (!settings.siteEnabled) return DISABLED_MESSAGE;
  if (settings.maintenanceMode) return MAINTENANCE_MESSAGE;
  return null;
}

/** Root-field middleware: answer SERVICE_UNAVAILABLE to non-admins while the site is closed. */
export const maintenanceGuard: MiddlewareFn<GqlContext> = async ({ info, context }, next) => {
  const root = info.parentType.name;
  if ((root === 'Query' || root === 'Mutation') && !ALWAYS_OPEN_FIELDS.has(info.fieldName) && context.user?.role !== 'admin') {
    const reason = closedReason(await context.services.settings.get());
    if (reason) throw unavailable(reason);
  }
  return next();
};
