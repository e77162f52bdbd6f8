import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './logger.js';
import { resetCommand, startServer, type RunningServer } from './server.js';

// The API process (docs/adr/0060-graceful-stop.md): on SIGTERM, SIGINT or SIGHUP, or when the
// `npm start` process that supervises it goes away, it stops accepting, finishes what is in flight
// (at most SHUTDOWN_TIMEOUT_SECONDS), closes the pool, stops the embedded PostgreSQL and exits 0.

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(2);
  }
  throw err;
}
const logger = createLogger(config.logLevel, config.logFormat);

let server: RunningServer | null = null;
let exiting = false;

function shutdown(reason: string): void {
  if (exiting) return;
  exiting = true;
  logger.info({ reason }, 'shutting down: finishing requests in flight');
  // Draining is bounded by SHUTDOWN_TIMEOUT_SECONDS; the pool and PostgreSQL get a little more.
  const force = setTimeout(
    () => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    },
    (config.shutdownTimeoutSeconds + 15) * 1000,
  );
  force.unref();
  // Still starting: stopped as soon as startServer returns (below).
  if (server) stopServer(server);
}

function stopServer(running: RunningServer): void {
  running
    .stop()
    .then(() => process.exit(0))
    .catch((err: unknown) => {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));

// Supervised by scripts/start.mjs: stop when it goes away, even by SIGKILL. The IPC channel closes
// with it ('disconnect'); the parent pid check covers a parent that gave no channel.
if (process.env.FACTLENS_SUPERVISED === '1') {
  const parent = process.ppid;
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => shutdown('parent process exited'));
  }
  const watch = setInterval(() => {
    if (process.ppid !== parent) shutdown('parent process exited');
  }, 1000);
  watch.unref();
}

try {
  server = await startServer(config, logger);
} catch (err) {
  logger.fatal({ err }, 'FactLens failed to start');
  process.exit(1);
}
if (exiting) stopServer(server);

const { ready } = server;
if (process.send && process.connected) {
  // scripts/start.mjs prints this as one readable line.
  process.send({ type: 'factlens:ready', ...ready, resetCommand: ready.adminEmail ? resetCommand(ready.adminEmail) : null });
}
