// Writes schema.graphql at the repository root from the code-first schema (`npm run schema`).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { getSchema } from '../graphql/schema.js';
import { printSchemaFile } from '../graphql/print.js';

const file = path.join(REPO_ROOT, 'schema.graphql');
fs.writeFileSync(file, printSchemaFile(await getSchema()));
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
