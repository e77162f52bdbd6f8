import http from 'node:http';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { ApolloServer } from '@apollo/server';
import { createApollo } from './graphql/apollo.js';
import { graphqlMiddleware } from './graphql/express.js';
import { contextFromRequest, type GqlContext } from './graphql/context.js';
import { graphqlUploads } from './graphql/uploads.js';
import { bearerAuth, installEntityManagerAccessor, installUserAccessor, maintenanceGate, requestId, requestScope, restErrorHandler } from './http/middleware.js';
import { securityHeaders } from './http/security-headers.js';
import { webApp } from './http/web-app.js';
import { inspectJsonBody, jsonBody, multipartErrors, multipartGuard, pathAndQueryGuard, requireJsonContentType } from './http/input-guards.js';
import { notFound } from './errors.js';
import { DatabaseMonitor } from './modules/health/database-monitor.js';
import { databaseGate } from './http/database-gate.js';
import { authRoutes } from './rest/auth.routes.js';
import { earlyAccessRoutes } from './rest/early-access.routes.js';
import { adminRoutes } from './rest/admin.routes.js';
import { healthRoutes } from './rest/health.routes.js';
import { contactRoutes } from './rest/contact.routes.js';
import { extensionRoutes } from './rest/extension.routes.js';
import { factCheckRoutes } from './rest/fact-check.routes.js';
import { OCR_BODY_LIMIT, ocrRoutes } from './rest/ocr.routes.js';
import { downloadRoutes } from './rest/download.routes.js';
import { analyticsRoutes } from './rest/analytics.routes.js';
import { disputeRoutes } from './rest/disputes.routes.js';
import { claimIndexRoutes } from './rest/claim-index.routes.js';
import type { Services } from './services.js';

export const JSON_BODY_LIMIT = '1mb';

export interface App {
  app: Express;
  httpServer: http.Server;
  apollo: ApolloServer<GqlContext>;
  /** Database up/down state: 503 with Retry-After while it is down (docs/adr/0061-database-outage.md). */
  database: DatabaseMonitor;
}

/** Build the HTTP server: /api (REST shims), /graphql (Apollo) and, when built, the web app with SPA fallback. */
export async function createApp(services: Services): Promise<App> {
  const { config, logger } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  installUserAccessor(app.request);
  installEntityManagerAccessor(app.request);
  const httpServer = http.createServer(app);
  const apollo = await createApollo(config, logger, httpServer);

  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // During a database outage the monitor logs the 503s once per interval with a count; static
      // files are logged at debug; no line carries the request headers (docs/adr/0064-first-hour.md).
      customLogLevel: (req, res, err) =>
        (res as express.Response).locals?.databaseDown
          ? 'silent'
          : err || res.statusCode >= 500
            ? 'error'
            : res.statusCode >= 400
              ? 'warn'
              : /^\/(api|graphql)(\/|$|\?)/.test((req as express.Request).originalUrl ?? req.url ?? '')
                ? 'info'
                : 'debug',
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // CSP, frame-ancestors, HSTS over https and the other browser headers (docs/adr/0022-content-security-policy.md).
  app.use(...securityHeaders());
  // Malformed escapes and NUL in the path or query: a JSON 400 before any router (docs/adr/0023-input-guards.md).
  app.use(pathAndQueryGuard());

  const database = new DatabaseMonitor(services.orm, logger);
  app.use(['/api', '/graphql'], databaseGate(database));

  const ocrJson = jsonBody(OCR_BODY_LIMIT);
  const api = express.Router();
  api.use(requestScope(services), bearerAuth(), maintenanceGate());
  api.use(requireJsonContentType());
  // The OCR body (up to OCR_BODY_LIMIT) goes through the same depth and key checks, for signed-in callers only.
  api.use('/extract-text-from-image', (req, res, next) => (req.principal && req.method === 'POST' ? ocrJson(req, res, next) : next()), inspectJsonBody());
  api.use(ocrRoutes());
  api.use(jsonBody(JSON_BODY_LIMIT), inspectJsonBody());
  // The paths are disjoint; the busiest routers come first, so their requests pass fewer routers
  // (docs/adr/0123-per-request-http-cost.md).
  api.use(factCheckRoutes(), authRoutes(), healthRoutes(), earlyAccessRoutes(), adminRoutes(), contactRoutes(), extensionRoutes(), downloadRoutes(), analyticsRoutes(), disputeRoutes(), claimIndexRoutes());
  api.use((req, _res, next) => next(notFound(`No such API route: ${req.method} ${req.baseUrl}${req.path}`)));
  api.use(restErrorHandler());
  app.use('/api', api);

  app.use(
    '/graphql',
    // Authenticate before any body is read: a multipart upload without a valid token gets 401 unspooled.
    requestScope(services),
    bearerAuth(),
    requireJsonContentType({ allowMultipart: true }),
    jsonBody(JSON_BODY_LIMIT),
    // Multipart uploads (the OCR mutation); Apollo's CSRF prevention requires a preflight header for them.
    multipartGuard(),
    ...graphqlUploads(),
    multipartErrors(),
    // The JSON body or the multipart `operations`: keys, NUL and depth (docs/adr/0023-input-guards.md).
    inspectJsonBody(),
    graphqlMiddleware(apollo, async ({ req }) => contextFromRequest(req)),
    restErrorHandler(),
  );

  // The built web app when present: precompressed files, prerendered public pages, SPA fallback
  // with the app's own 404 page for unknown paths (docs/adr/0091-precompressed-web-assets.md).
  const web = webApp(config.webDist);
  if (web) app.use(...web);
  return { app, httpServer, apollo, database };
}
