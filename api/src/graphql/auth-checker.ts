import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors.js';
import type { GqlContext } from './context.js';

/** One rule for @Authorized: signed in, and (when roles are given) one of those roles. */
export const authChecker: AuthChecker<GqlContext> = ({ context }, roles) => {
  if (context.authError) throw context.authError;
  const who = context.principal;
  if (!who) throw unauthenticated();
  if (roles.length > 0 && !roles.includes(who.role)) throw forbidden();
  return true;
};
