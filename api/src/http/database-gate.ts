import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { ErrorCode } from '@factlens/common';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../errors.js';
import type { DatabaseMonitor } from '../modules/health/database-monitor.js';

/**
 * Express gate for /api and /graphql (docs/adr/0061-database-outage.md): while the database is down,
 * answer 503 with Retry-After at once, before the session lookup; any 5xx answer asks the monitor
 * to check the database.
 */
export function databaseGate(monitor: DatabaseMonitor): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    res.once('finish', () => {
      if (res.statusCode >= 500 && !res.locals.databaseDown) void monitor.check();
    });
    if (!monitor.isDown) return next();
    monitor.noteRefused();
    // pino-http skips these lines: the monitor logs the outage once per interval with a count.
    res.locals.databaseDown = true;
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    if (req.baseUrl === '/graphql') {
      res
        .status(503)
        .json({
          errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, dependency: 'database' } }],
        });
    } else if (req.path === '/health') {
      res
        .status(503)
        .json({
          status: 'degraded',
          db: 'error',
          down: ['database'],
          error: DATABASE_UNAVAILABLE_MESSAGE,
          since: monitor.status.downSince,
        });
    } else {
      res.status(503).json({ error: DATABASE_UNAVAILABLE_MESSAGE, code: ErrorCode.SERVICE_UNAVAILABLE, dependency: 'database' });
    }
  };
}

/**
 * GraphQL errors raised by a resolver arrive with HTTP 200; when one of them is "database
 * unavailable" the answer becomes 503 with Retry-After, like the REST paths (and the gate, seeing a
 * 5xx, has the monitor check the database).
 */
export function databaseOutagePlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          if (!errors?.some((e) => isDatabaseUnavailable(e.originalError ?? e))) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
