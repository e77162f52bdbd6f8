import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { initOrm, migrate } from './db/orm.js';
import { startEmbeddedPostgres, type EmbeddedDb } from './db/embedded.js';
import { createApp } from './app.js';
import { createServices, type Services } from './services.js';
import { upsertUser } from './modules/users/users.service.js';
import { User } from './modules/users/user.entity.js';
import { ensureLatestVersion } from './modules/extension/extension.service.js';
import { releaseNotes, releaseVersion } from './modules/extension/release.js';
import { ensureSeedCorpus } from './modules/claim-review/ingest.js';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  stop(): Promise<void>;
}

/** Create the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD when no user has that email (DESIGN.md section 2). */
export async function bootstrapAdmin(services: Services): Promise<void> {
  const { adminEmail, adminPassword } = services.config;
  if (!adminEmail || !adminPassword) return;
  const em = services.orm.em.fork();
  if (await em.count(User, { email: adminEmail })) return;
  await upsertUser(em, { email: adminEmail, password: adminPassword, role: 'admin', settings: await services.settings.get() });
  services.logger.info({ email: adminEmail }, 'first administrator created');
}

/** Start everything: database (embedded when no DATABASE_URL), migrations, seeds, HTTP. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const t0 = performance.now();
  let embedded: EmbeddedDb | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
    databaseUrl = embedded.url;
  }
  let orm: Awaited<ReturnType<typeof initOrm>> | null = null;
  try {
    orm = await initOrm(databaseUrl, { pool: 20 });
    const applied = await migrate(orm);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    const services = createServices(orm, config, logger);
    await services.settings.seedDefaults();
    // Workers load their language data while the rest starts.
    const ocrReady = services.ocrPool.start();
    await bootstrapAdmin(services);
    if (config.seedClaimCorpus) await ensureSeedCorpus(orm, logger);
    const version = releaseVersion();
    await ensureLatestVersion(orm.em.fork(), version, releaseNotes(version));

    const { httpServer, apollo } = await createApp(services);
    await ocrReady;
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}`;
    logger.info({ url, embedded: !!embedded, ms: Math.round(performance.now() - t0) }, 'FactLens API listening');

    let stopping: Promise<void> | null = null;
    const ormRef = orm;
    return {
      url,
      port,
      services,
      stop: () =>
        (stopping ??= (async () => {
          await apollo.stop(); // drains HTTP connections (ApolloServerPluginDrainHttpServer)
          await services.ocrPool.stop();
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
