import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*(`[^`]*`)\s*\)/g;
const PREFIX = 'virtual:gql-document/';
const RESOLVED = `\0${PREFIX}`;

/**
 * Build-time stand-in for the client preset's babel plugin. Each `graphql(`...`)` call
 * becomes an import of a one-document virtual module holding that document's generated AST.
 * Without it, the first `graphql()` call pulls the map of every document in the app into the
 * landing bundle; importing from gql/graphql.ts instead would still put every document in
 * one shared chunk. Types are unaffected: tsc checks the source as written. Line breaks are
 * preserved so source maps stay line-accurate.
 *
 * Lookups use the generated files themselves (gql.ts maps each source text to its document
 * name, graphql.ts holds each document on one line), so naming rules are never re-implemented.
 */
export function graphqlDocuments(options: { srcDir: string; gqlDir: string }): Plugin {
  const read = (file: string) => readFileSync(join(options.gqlDir, file), 'utf8');

  /** Source text → generated export name, from the `documents` map in gql.ts. */
  function documentNames(): Map<string, string> {
    const names = new Map<string, string>();
    for (const match of read('gql.ts').matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      names.set(JSON.parse(match[1] ?? '""') as string, match[2] ?? '');
    }
    return names;
  }

  /** The `{...}` AST literal of `export const Name = {...} as unknown as DocumentNode<...>;`. */
  function documentLiteral(name: string): string {
    const prefix = `export const ${name} = `;
    const line = read('graphql.ts')
      .split('\n')
      .find((l) => l.startsWith(prefix));
    const literal = line?.slice(prefix.length).replace(/ as unknown as DocumentNode<.*>;\s*$/, '');
    if (!literal) throw new Error(`${name} is not in ${options.gqlDir}graphql.ts: run npm run codegen`);
    return literal;
  }

  return {
    name: 'factlens:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      this.addWatchFile(join(options.gqlDir, 'graphql.ts'));
      return { code: `export default ${documentLiteral(id.slice(RESOLVED.length))};`, map: null };
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.(ts|tsx)$/.test(file) || !file.startsWith(options.srcDir) || file.startsWith(options.gqlDir)) return null;
      if (!code.includes('graphql(`')) return null;
      const known = documentNames();
      const used = new Set<string>();
      const out = code.replace(CALL, (whole, literal: string) => {
        // The template has no substitutions, so its text is the literal without the backticks.
        const name = known.get(literal.slice(1, -1));
        if (!name) this.error(`${file}: a graphql() document is not in src/gql: run npm run codegen`);
        used.add(name);
        return `__gql_${name}` + '\n'.repeat(whole.split('\n').length - 1);
      });
      const imports = [...used].map((n) => `import __gql_${n} from '${PREFIX}${n}';`).join(' ');
      return { code: imports + out, map: null };
    },
  };
}
