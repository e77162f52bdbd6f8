import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RequestContext } from '@mikro-orm/core';
import { ERROR_STATUS, ErrorCode } from '@factlens/common';
import { AppError, toAppError, unauthenticated } from '../errors.js';
import { errorKey, repeatedLogFor } from '../logger.js';
import type { LookupMode } from '../modules/auth/auth.service.js';
import { ALWAYS_OPEN_PATHS, closedReason } from '../modules/maintenance/maintenance.js';
import type { Services } from '../services.js';

/** Accept a caller's X-Request-Id if it looks sane, else make one. */
export function requestId(req: Request, res: Response): string {
  const given = req.get('x-request-id');
  const id = given && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** A forked EntityManager per request, also registered as MikroORM's request context. */
export function requestScope(services: Services): RequestHandler {
  return (req, _res, next) => {
    req.services = services;
    req.em = services.orm.em.fork();
    RequestContext.create(req.em, next);
  };
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

/** Resolve `Authorization: Bearer <token>` to a user; a bad token is remembered, not thrown, so public calls still work. */
export function bearerAuth(): RequestHandler {
  return async (req, _res, next) => {
    req.user = null;
    req.authError = null;
    const header = req.get('authorization');
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) {
      req.authError = unauthenticated('Invalid authorization header');
      return next();
    }
    req.token = match[1];
    try {
      const session = await req.services.sessions.authenticate(req.em, match[1], req.services.config.sessionIdleDays, lookupMode(req));
      req.user = session.user;
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
    if (!req.user) return next(unauthenticated());
    if (roles.length && !roles.includes(req.user.role)) return next(new AppError(ErrorCode.FORBIDDEN, 'You do not have permission to do this'));
    next();
  };
}

/** 503 for non-admins while the site is closed, except the paths of modules/maintenance (docs/adr/0006-site-settings-and-maintenance.md). */
export function maintenanceGate(): RequestHandler {
  return async (req, _res, next) => {
    if (ALWAYS_OPEN_PATHS.has(req.path) || req.user?.role === 'admin') return next();
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
