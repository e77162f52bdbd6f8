// docs/ARCHITECTURE.md stays true: every path its tree names exists, and every top-level folder and
// every folder of api/src, api/src/modules and api/src/providers is named in it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../config.js';

/** Folders that are build output, caches or local data, never part of the documented tree. */
const UNTRACKED = new Set(['node_modules', 'dist', 'coverage', 'test-artifacts', 'bench']);
/** Description lines that continue an entry start this far right; entries are indented less. */
const CONTINUATION_INDENT = 20;

/**
 * The paths the "## Tree" block names. One entry per line: two spaces of indentation per level, the
 * name (folders end with "/"), then a description. A folder is the parent of the deeper entries below it.
 */
export function treePaths(markdown: string): { files: string[]; folders: string[] } {
  const section = markdown.split(/^## Tree$/m)[1];
  if (!section) throw new Error('docs/ARCHITECTURE.md has no "## Tree" section');
  const block = section.split('```')[1];
  if (!block) throw new Error('the "## Tree" section has no code block');
  const files: string[] = [];
  const folders: string[] = [];
  const parents: string[] = [];
  for (const line of block.split('\n')) {
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    if (indent >= CONTINUATION_INDENT) continue;
    if (indent % 2 !== 0) throw new Error(`odd indentation in the tree: "${line}"`);
    const level = indent / 2;
    if (level > parents.length) throw new Error(`"${line}" is indented deeper than its parent folder`);
    parents.length = level;
    const name = line.trim().split(/\s+/)[0]!;
    const full = [...parents, name.replace(/\/$/, '')].join('/');
    if (name.endsWith('/')) {
      folders.push(full);
      parents.push(name.replace(/\/$/, ''));
    } else {
      files.push(full);
    }
  }
  return { files, folders };
}

const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
const { files, folders } = treePaths(doc);
const isDir = (p: string) => fs.statSync(path.join(REPO_ROOT, p), { throwIfNoEntry: false })?.isDirectory() ?? false;
const subfolders = (p: string) =>
  fs
    .readdirSync(path.join(REPO_ROOT, p), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !UNTRACKED.has(d.name))
    .map((d) => (p ? `${p}/${d.name}` : d.name));

describe('docs/ARCHITECTURE.md', () => {
  it('parses a tree of folders and files', () => {
    expect(folders).toEqual(expect.arrayContaining(['api', 'api/src', 'api/src/modules', 'api/src/providers', 'common', 'web', 'extension', 'docs']));
    expect(files).toEqual(expect.arrayContaining(['package.json', 'api/src/app.ts']));
  });

  it('names only folders and files that exist', () => {
    expect(folders.filter((f) => !isDir(f))).toEqual([]);
    expect(files.filter((f) => !fs.existsSync(path.join(REPO_ROOT, f)))).toEqual([]);
  });

  it.each(['', 'api/src', 'api/src/modules', 'api/src/providers'])('names every folder of "%s"', (parent) => {
    const named = new Set(folders);
    expect(subfolders(parent).filter((f) => !named.has(f))).toEqual([]);
  });

  it('reads nesting from indentation', () => {
    const sample = '## Tree\n\n```\na/          x\n  b/        y\n    c.ts    z\n                        continued\n  d.ts      w\ne.ts        v\n```\n';
    expect(treePaths(sample)).toEqual({ folders: ['a', 'a/b'], files: ['a/b/c.ts', 'a/d.ts', 'e.ts'] });
  });
});
