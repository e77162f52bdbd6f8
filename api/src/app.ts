import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { expressMiddleware } from '@as-integrations/express5';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { MAX_UPLOAD_BYTES } from './modules/ocr/ocr.resolver.js';
import type { ApolloServer } from '@apollo/server';
import { createApollo } from './graphql/apollo.js';
import { contextFromRequest, type GqlContext } from './graphql/context.js';
import { bearerAuth, maintenanceGate, requestId, requestScope, restErrorHandler } from './http/middleware.js';
import { notFound } from './errors.js';
import { authRoutes } from './rest/auth.routes.js';
import { earlyAccessRoutes } from './rest/early-access.routes.js';
import { adminRoutes } from './rest/admin.routes.js';
import { accountRoutes } from './rest/account.routes.js';
import { factCheckRoutes, ocrRoute } from './rest/fact-check.routes.js';
import { downloadRoutes } from './rest/download.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import type { Services } from './services.js';

export const JSON_BODY_LIMIT = '1mb';

export interface App {
  app: Express;
  httpServer: http.Server;
  apollo: ApolloServer<GqlContext>;
}

/** Build the HTTP server: /api (REST shims), /graphql (Apollo) and, when built, the web app with SPA fallback. */
export async function createApp(services: Services): Promise<App> {
  const { config, logger } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = http.createServer(app);
  const apollo = await createApollo(config, logger, httpServer);

  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });

  const api = express.Router();
  api.use(requestScope(services), bearerAuth(), maintenanceGate());
  api.use(ocrRoute());
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(authRoutes(), earlyAccessRoutes(), adminRoutes(), accountRoutes(), factCheckRoutes(), downloadRoutes(), analyticsRoutes());
  api.use((req, _res, next) => next(notFound(`No such API route: ${req.method} ${req.baseUrl}${req.path}`)));
  api.use(restErrorHandler());
  app.use('/api', api);

  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    // Multipart uploads (the OCR mutation); Apollo's CSRF prevention requires a preflight header for them.
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 }),
    requestScope(services),
    bearerAuth(),
    expressMiddleware(apollo, { context: async ({ req }) => contextFromRequest(req) }),
    restErrorHandler(),
  );

  const index = path.join(config.webDist, 'index.html');
  if (fs.existsSync(index)) {
    app.use(express.static(config.webDist, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
    // SPA fallback: every other GET renders the app, which shows its own 404 page.
    app.get(/^(?!\/(api|graphql)(\/|$)).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
  return { app, httpServer, apollo };
}

function immutableAssets(res: http.ServerResponse, file: string): void {
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
