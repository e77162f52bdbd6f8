import type { MiddlewareFn } from 'type-graphql';
import { unavailable } from '../errors.js';
import { ALWAYS_OPEN_FIELDS, closedReason } from '../modules/maintenance/maintenance.js';
import type { GqlContext } from './context.js';

/** Root-field middleware: answer SERVICE_UNAVAILABLE to non-admins while the site is closed. */
export const maintenanceGuard: MiddlewareFn<GqlContext> = async ({ info, context }, next) => {
  const root = info.parentType.name;
  if ((root === 'Query' || root === 'Mutation') && !ALWAYS_OPEN_FIELDS.has(info.fieldName) && context.principal?.role !== 'admin') {
    const reason = closedReason(await context.services.settings.get());
    if (reason) throw unavailable(reason);
  }
  return next();
};
