import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ERROR_STATUS, ErrorCode } from '@factlens/common';
import { AppError, toAppError, unauthenticated } from '../errors.js';
import { errorKey, repeatedLogFor } from '../logger.js';
import type { LookupMode } from '../modules/auth/auth.service.js';
import type { User } from '../modules/users/user.entity.js';
import { ALWAYS_OPEN_PATHS, closedReason } from '../modules/maintenance/maintenance.js';
import type { Services } from '../services.js';

/** Accept a caller's X-Request-Id if it looks sane, else make one. */
export function requestId(req: Request, res: Response): string {
  const given = req.get('x-request-id');
  const id = given && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The request context's forks, made on first use: code that reaches MikroORM's global EntityManager
 * during a request gets a fork of its own, as `RequestContext.create` would give it, but a request
 * that never does (the hot paths) forks nothing (docs/adr/0124-entity-manager-and-user-on-demand.md).
 */
class LazyForks extends Map<string, EntityManager> {
  private forking = false;

  constructor(private readonly root: EntityManager) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // While the fork is made, MikroORM looks for the context's EntityManager: there is none yet, as
    // when `RequestContext.create` forks before it enters the context.
    if (!em && name === this.root.name && !this.forking) {
      this.forking = true;
      try {
        em = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      this.set(name, em);
    }
    return em;
  }
}

/** Run the rest of the request in MikroORM's request context (its EntityManager forked on first use). */
export function requestScope(services: Services): RequestHandler {
  return (req, _res, next) => {
    req.services = services;
    (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage.run(new RequestContext(new LazyForks(services.orm.em)), next);
  };
}

/**
 * `req.em`, the request's own EntityManager, forked on first read (docs/adr/0124-entity-manager-and-user-on-demand.md):
 * a cached fact-check or `me` never needs one. An accessor on the app's request prototype, so no request
 * object changes shape.
 */
export function installEntityManagerAccessor(request: object): void {
  Object.defineProperty(request, 'em', {
    configurable: true,
    get(this: Request & { emFork?: EntityManager }) {
      // A fork of the global EntityManager, never of the request context's.
      return (this.emFork ??= this.services.orm.em.fork({ disableContextResolution: true }) as EntityManager);
    },
    set(this: Request & { emFork?: EntityManager }, value: EntityManager) {
      this.emFork = value;
    },
  });
}

/**
 * How a request may use the session cache (docs/adr/0080-session-cache.md): the REST fact-check proves
 * the session in the statement that counts it; `GET /api/auth/me` reads it fresh with today's usage.
 */
function lookupMode(req: Request): LookupMode {
  if (req.baseUrl !== '/api') return 'cached';
  if (req.method === 'POST' && req.path === '/fact-check') return 'prove-later';
  if (req.method === 'GET' && req.path === '/auth/me') return 'fresh';
  return 'cached';
}

/**
 * `req.user` reads the user entity of the request's session, mapped on the first read
 * (docs/adr/0124-entity-manager-and-user-on-demand.md): requests that only need who is asking use `req.principal`
 * and never pay for the mapping. An accessor on the app's request prototype, so no request object
 * changes shape; assigning `req.user` (a test, a route) still stores a plain value on that request.
 */
export function installUserAccessor(request: object): void {
  Object.defineProperty(request, 'user', {
    configurable: true,
    get(this: Request) {
      return this.session ? this.session.user : null;
    },
    set(this: Request, value: User | null) {
      Object.defineProperty(this, 'user', { value, writable: true, configurable: true, enumerable: true });
    },
  });
}

/** Resolve `Authorization: Bearer <token>` to a user; a bad token is remembered, not thrown, so public calls still work. */
export function bearerAuth(): RequestHandler {
  return async (req, _res, next) => {
    req.principal = null;
    req.session = null;
    req.authError = null;
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) {
      req.authError = unauthenticated('Invalid authorization header');
      return next();
    }
    req.token = match[1];
    try {
      const session = await req.services.sessions.authenticate(() => req.em, match[1], req.services.config.sessionIdleDays, lookupMode(req));
      req.principal = session.principal;
      req.session = session;
      req.checkSession = { minTextLength: session.minTextLength, unconfirmedTokenHash: session.unconfirmedTokenHash };
    } catch (err) {
      const known = toAppError(err);
      if (!known) return next(err);
      req.authError = known;
    }
    next();
  };
}

/** REST: require a signed-in user (optionally with one of `roles`). */
export function requireUser(...roles: string[]): RequestHandler {
  return (req, _res, next) => {
    if (req.authError) return next(req.authError);
    const who = req.principal;
    if (!who) return next(unauthenticated());
    if (roles.length && !roles.includes(who.role)) return next(new AppError(ErrorCode.FORBIDDEN, 'You do not have permission to do this'));
    next();
  };
}

/** 503 for non-admins while the site is closed, except the paths of modules/maintenance (docs/adr/0006-site-settings-and-maintenance.md). */
export function maintenanceGate(): RequestHandler {
  return async (req, _res, next) => {
    if (ALWAYS_OPEN_PATHS.has(req.path) || req.principal?.role === 'admin') return next();
    try {
      const reason = closedReason(await req.services.settings.get());
      next(reason ? new AppError(ErrorCode.SERVICE_UNAVAILABLE, reason) : undefined);
    } catch (err) {
      next(err);
    }
  };
}

/** Wrap an async handler so its rejection reaches the error handler. */
export const handle =
  (fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    fn(req, res).catch(next);
  };

/** The JSON error body of every REST failure: `{ error }` plus safe details (docs/adr/0009-error-vocabulary.md). */
export function restErrorHandler() {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const e = err as { type?: string; status?: number; expose?: boolean };
    let app = toAppError(err);
    if (!app && e?.type === 'entity.parse.failed') app = new AppError(ErrorCode.BAD_USER_INPUT, 'Malformed JSON body');
    if (!app && e?.type === 'entity.too.large') app = new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Request body is too large');
    if (!app && e?.status && e.status >= 400 && e.status < 500 && e.expose) {
      app = new AppError(ErrorCode.BAD_USER_INPUT, 'Bad request');
    }
    if (!app) {
      // The same error again within 10 s is counted, not logged with its stack again (docs/adr/0061-database-outage.md).
      const logger = req.services?.logger;
      if (logger) repeatedLogFor(logger).log('error', errorKey(err), { err, requestId: String(req.id) }, 'unhandled error');
      else req.log?.error({ err }, 'unhandled error');
      res.status(ERROR_STATUS.INTERNAL_SERVER_ERROR).json({ error: 'Internal server error', requestId: String(req.id) });
      return;
    }
    if (app.status === 429 && app.details?.resetsAt) {
      const secs = Math.max(1, Math.ceil((Date.parse(String(app.details.resetsAt)) - Date.now()) / 1000));
      res.setHeader('Retry-After', String(secs));
    }
    if (app.retryAfterSeconds) res.setHeader('Retry-After', String(app.retryAfterSeconds));
    res.status(app.status).json({ error: app.message, code: app.code, ...app.details });
  };
}
