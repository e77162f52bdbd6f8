// Every migration, in order. `npm run migration:create -w api` adds the newest one here.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122022126 } from './Migration20261122022126.js';
import { Migration20261122023901 } from './Migration20261122023901.js';
import { Migration20261123200000_accounts } from './Migration20261123200000_accounts.js';
import { Migration20261123201000_matching } from './Migration20261123201000_matching.js';
import { Migration20261123210000_disputes } from './Migration20261123210000_disputes.js';
import { Migration20261123230000_session_cache } from './Migration20261123230000_session_cache.js';
import { Migration20261124000000_feeds } from './Migration20261124000000_feeds.js';
import { Migration20261124009500_user_counts } from './Migration20261124009500_user_counts.js';
import { Migration20261124120000_check_results } from './Migration20261124120000_check_results.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122022126', class: Migration20261122022126 },
  { name: 'Migration20261122023901', class: Migration20261122023901 },
  { name: 'Migration20261123200000_accounts', class: Migration20261123200000_accounts },
  { name: 'Migration20261123201000_matching', class: Migration20261123201000_matching },
  { name: 'Migration20261123210000_disputes', class: Migration20261123210000_disputes },
  { name: 'Migration20261123230000_session_cache', class: Migration20261123230000_session_cache },
  { name: 'Migration20261124000000_feeds', class: Migration20261124000000_feeds },
  { name: 'Migration20261124009500_user_counts', class: Migration20261124009500_user_counts },
  { name: 'Migration20261124120000_check_results', class: Migration20261124120000_check_results },
];
