import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';

/** The release version of the product (root package.json), which is also the extension's manifest version. */
export function releaseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** Release notes of `version` from extension/CHANGELOG.md ("## 1.2.3" sections), or null. */
export function releaseNotes(version: string, file = path.join(REPO_ROOT, 'extension', 'CHANGELOG.md')): string | null {
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((l) => new RegExp(`^##\\s*\\[?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`).test(l));
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => /^##\s/.test(l));
  const notes = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
  return notes || null;
}
