// Every migration, in order. `npm run migration:create -w api` adds the newest one here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122022126 } from './Migration20261122022126.js';
import { Migration20261122023901 } from './Migration20261122023901.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122022126', class: Migration20261122022126 },
  { name: 'Migration20261122023901', class: Migration20261122023901 },
];
