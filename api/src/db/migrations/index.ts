// Every migration, in order. `npm run migration:create -w api` adds the newest one here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122022126 } from './Migration20261122022126.js';
import { Migration20261122023901 } from './Migration20261122023901.js';
import { Migration20261123200000_accounts } from './Migration20261123200000_accounts.js';
import { Migration20261123201000_matching } from './Migration20261123201000_matching.js';
import { Migration20261123210000_disputes } from './Migration20261123210000_disputes.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122022126', class: Migration20261122022126 },
  { name: 'Migration20261122023901', class: Migration20261122023901 },
  { name: 'Migration20261123200000_accounts', class: Migration20261123200000_accounts },
  { name: 'Migration20261123201000_matching', class: Migration20261123201000_matching },
  { name: 'Migration20261123210000_disputes', class: Migration20261123210000_disputes },
];
