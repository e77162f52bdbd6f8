import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppError } from '../errors.js';
import type { AuthSession, Principal } from '../modules/auth/auth.service.js';
import type { User } from '../modules/users/user.entity.js';
import type { Services } from '../services.js';

/** Everything a resolver may use, built once per request (a forked EntityManager included). */
export interface GqlContext {
  em: EntityManager;
  /** The user entity, mapped on first read (docs/adr/0124-entity-manager-and-user-on-demand.md); `principal` has the id and the role. */
  readonly user: User | null;
  /** Who is asking (id and role), without an entity. */
  principal: Principal | null;
  /** The session of the bearer token, when valid. */
  session: AuthSession | null;
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

/**
 * The context of one request. `em` and `user` are getters on the prototype, so Apollo's per-operation
 * copy of the context (`Object.assign` of the own properties) neither forks an EntityManager nor maps
 * the user; that happens when a resolver first reads them (docs/adr/0124-entity-manager-and-user-on-demand.md).
 */
class RequestGqlContext implements GqlContext {
  principal: Principal | null;
  session: AuthSession | null;
  token: string | null;
  authError: AppError | null;
  minTextLength: number | null;
  services: Services;
  requestId: string;
  ip: string | null;
  userAgent: string | null;

  constructor(private readonly req: Request) {
    this.principal = req.principal ?? null;
    this.session = req.session ?? null;
    this.token = req.token ?? null;
    this.authError = req.authError ?? null;
    this.minTextLength = req.checkSession?.minTextLength ?? null;
    this.services = req.services;
    this.requestId = String(req.id);
    this.ip = req.ip ?? null;
    this.userAgent = req.headers['user-agent'] ?? null;
  }

  /** The request's EntityManager, forked on first read. */
  get em(): EntityManager {
    return this.req.em;
  }

  get user(): User | null {
    return this.req.user ?? null;
  }
}

export function contextFromRequest(req: Request): GqlContext {
  return new RequestGqlContext(req);
}
