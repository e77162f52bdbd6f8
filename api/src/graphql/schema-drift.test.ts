import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../config.js';
import { getSchema } from './schema.js';
import { printSchemaFile } from './print.js';

describe('schema.graphql', () => {
  it('matches the code-first schema (run `npm run schema` after changing resolvers or types)', async () => {
    const committed = fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(printSchemaFile(await getSchema())).toBe(committed);
  });

  it('describes every type and field', async () => {
    const schema = await getSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Boolean', 'ID', 'Float'].includes(type.name)) continue;
      const isRoot = type === schema.getQueryType() || type === schema.getMutationType();
      if (!type.description && !isRoot) missing.push(type.name);
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
