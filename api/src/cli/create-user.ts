// Create a user or reset an existing one's password and role (ends their sessions).
// Usage: npm run user:create -- --email you@example.com --password '...' [--role admin]
import { parseArgs } from 'node:util';
import { isRole, ROLES, loginSchema, type Role } from '@factlens/common';
import { SettingsService } from '../modules/settings/settings.service.js';
import { upsertUser } from '../modules/users/users.service.js';
import { withCliDatabase } from './cli-db.js';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'free' } } });
if (!values.email || !values.password || !isRole(values.role) || values.password.length < 8) {
  console.error(`Usage: npm run user:create -- --email EMAIL --password PASSWORD(8+ chars) [--role ${ROLES.join('|')}]`);
  process.exit(2);
}
await loginSchema.validate({ email: values.email, password: values.password }).catch((e: Error) => {
  console.error(e.message);
  process.exit(2);
});
// Narrowed above; the closure below needs them as plain constants.
const { email, password, role } = values as { email: string; password: string; role: Role };
await withCliDatabase(async (orm) => {
  const settings = new SettingsService(orm);
  await settings.seedDefaults();
  const { user, created } = await upsertUser(orm.em.fork(), { email, password, role, settings: await settings.get() });
  console.log(`${created ? 'Created' : 'Updated'} ${user.email} (${user.role})`);
});
