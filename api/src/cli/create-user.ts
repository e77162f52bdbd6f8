// Create a user or reset an existing one's password and role (ends their sessions).
// Usage: npm run user:create -- --email you@example.com --password '...' [--role admin]
import { parseArgs } from 'node:util';
import { isRole, ROLES, loginSchema } from '@factlens/common';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { initOrm, migrate } from '../db/orm.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import { upsertUser } from '../modules/users/users.service.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'free' } } });
if (!values.email || !values.password || !isRole(values.role) || values.password.length < 8) {
  console.error(`Usage: npm run user:create -- --email EMAIL --password PASSWORD(8+ chars) [--role ${ROLES.join('|')}]`);
  process.exit(2);
}
await loginSchema.validate({ email: values.email, password: values.password }).catch((e: Error) => {
  console.error(e.message);
  process.exit(2);
});
const config = loadConfig();
const logger = createLogger('warn');
const db = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
const orm = await initOrm(config.databaseUrl ?? db!.url, { pool: 2 });
try {
  await migrate(orm);
  const settings = new SettingsService(orm);
  await settings.seedDefaults();
  const { user, created } = await upsertUser(orm.em.fork(), { email: values.email, password: values.password, role: values.role, settings: await settings.get() });
  console.log(`${created ? 'Created' : 'Updated'} ${user.email} (${user.role})`);
} finally {
  await orm.close(true);
  await db?.stop();
}
