import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppError } from '../errors.js';
import type { User } from '../modules/users/user.entity.js';
import type { Services } from '../services.js';

/** Everything a resolver may use, built once per request (a forked EntityManager included). */
export interface GqlContext {
  em: EntityManager;
  user: User | null;
  token: string | null;
  /** Set when a bearer token was sent but is bad, expired or revoked. */
  authError: AppError | null;
  /** The signed-in user's "shortest text to check", read with the session (docs/adr/0080-session-cache.md). */
  minTextLength: number | null;
  services: Services;
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}

export function contextFromRequest(req: Request): GqlContext {
  return {
    em: req.em,
    user: req.user ?? null,
    token: req.token ?? null,
    authError: req.authError ?? null,
    minTextLength: req.checkSession?.minTextLength ?? null,
    services: req.services,
    requestId: String(req.id),
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
  };
}
