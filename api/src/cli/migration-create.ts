// Generate a migration from the difference between the entities and the current migrations snapshot.
// Usage: npm run migration:create -w api [-- --initial]
import fs from 'node:fs';
import path from 'node:path';
import { initOrm, MIGRATIONS_DIR } from '../db/orm.js';
import { startEmbeddedPostgres } from '../db/embedded.js';

const tmp = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'factlens-migrate-'));
const db = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: tmp });
const orm = await initOrm(process.env.DATABASE_URL ?? db!.url);
try {
  await orm.migrator.up();
  const initial = process.argv.includes('--initial');
  const res = await orm.migrator.create(MIGRATIONS_DIR, false, initial);
  if (!res.fileName) {
    console.log('No changes: no migration created.');
  } else {
    const cls = res.fileName.replace(/\.ts$/, '');
    const indexFile = path.join(MIGRATIONS_DIR, 'index.ts');
    let index = fs.readFileSync(indexFile, 'utf8');
    index = index.replace(/(import type[^\n]*\n)/, `$1import { ${cls} } from './${cls}.js';\n`);
    index = index.replace(/\[([^\]]*)\];/, (_m, items: string) => {
      const list = items.split(',').map((s) => s.trim()).filter(Boolean);
      list.push(`{ name: '${cls}', class: ${cls} }`);
      return `[\n  ${list.join(',\n  ')},\n];`;
    });
    fs.writeFileSync(indexFile, index);
    console.log(`Created ${res.fileName}`);
  }
} finally {
  await orm.close(true);
  await db?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
