#!/usr/bin/env node
// `npm start`: build what is missing (the API is rebuilt incrementally every time, which is quick when
// nothing changed), then run the API, which serves the web app, /graphql and /api on one port.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 9)) {
  console.error(`FactLens needs Node >= 24.9 (this is ${process.version}). Run: bash scripts/setup-node.sh`);
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'node_modules'))) run('npm ci');
run('npx tsc -b common api');
if (!fs.existsSync(path.join(root, 'extension', 'dist', 'manifest.json'))) run('npm run build -w extension');
if (!fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) run('npm run build -w web');

const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
