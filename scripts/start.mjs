#!/usr/bin/env node
// `npm start`: build what is missing (the API is rebuilt incrementally every time, which is quick when
// nothing changed), then run the API, which serves the web app, /graphql and /api on one port.
//
// Builds are quiet: their output is shown only when one fails. The API runs as a child in its own
// process group, so a terminal's Ctrl+C reaches it once, through this process: SIGINT, SIGTERM or
// SIGHUP here is forwarded, and this process waits for the API to drain and exits with its code. If
// this process dies (even by SIGKILL), the API notices its IPC channel closing and stops by itself
// (docs/adr/0060-graceful-stop.md).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 9)) {
  console.error(`FactLens needs Node >= 24.9 (this is ${process.version}). Run: bash scripts/setup-node.sh`);
  process.exit(1);
}

/** Run a build step; print its output only when it fails (then stop). */
function quietly(label, cmd, args, env = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) {
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
    console.error(`\nFactLens: ${label} failed (exit ${res.status ?? res.signal}); its output is above.`);
    process.exit(1);
  }
  const ms = Date.now() - started;
  if (ms > 2000) console.log(`FactLens: ${label} (${(ms / 1000).toFixed(0)} s)`);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// FACTLENS_SKIP_BUILD=1: run what is built (a service manager, or a test after `npm run build`).
const build = process.env.FACTLENS_SKIP_BUILD !== '1';
if (build && !fs.existsSync(path.join(root, 'node_modules'))) quietly('npm ci', npm, ['ci']);
if (build) quietly('built the API', npx, ['tsc', '-b', 'common', 'api']);

// The unpacked extension talks to this server: the configured origin, else localhost on PORT.
const apiOrigin = (process.env.PUBLIC_ORIGIN?.trim() || `http://localhost:${process.env.PORT?.trim() || '3000'}`).replace(/\/+$/, '');
const extensionConfig = path.join(root, 'extension', 'dist', 'config.json');
let builtFor;
try {
  builtFor = JSON.parse(fs.readFileSync(extensionConfig, 'utf8')).apiOrigin;
} catch {
  builtFor = null;
}
let wanted = apiOrigin;
try {
  wanted = new URL(apiOrigin).origin;
} catch {
  // The API reports a malformed PUBLIC_ORIGIN with a clear message at start.
}
if (build && (!fs.existsSync(path.join(root, 'extension', 'dist', 'manifest.json')) || builtFor !== wanted)) {
  quietly(`built the extension for ${apiOrigin}`, npm, ['run', 'build', '-w', 'extension'], { FACTLENS_API_ORIGIN: apiOrigin });
}
if (build && !fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.log('FactLens: building the web app (first start, about a minute)…');
  quietly('built the web app', npm, ['run', 'build', '-w', 'web']);
}

const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  // Its own process group: Ctrl+C in a terminal is delivered here only, and forwarded once.
  detached: true,
  env: { NODE_ENV: 'production', ...process.env, FACTLENS_SUPERVISED: '1' },
});

child.on('message', (msg) => {
  if (msg?.type !== 'factlens:ready') return;
  // Without ADMIN_EMAIL the API does not look for administrators: one may exist already.
  const who = msg.adminEmail
    ? ` and sign in as ${msg.adminEmail}`
    : ' and sign in (ADMIN_EMAIL is not set: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator)';
  console.log(
    `\nFactLens is ready: open ${msg.url}${who}; get the extension from ${msg.url}/dashboard (Download) or load extension/dist unpacked at chrome://extensions.\n`,
  );
  if (msg.admin === 'password-not-applied') {
    console.log(
      `FactLens: ADMIN_PASSWORD differs from the stored password of ${msg.adminEmail} and was NOT applied. To reset it: ${msg.resetCommand}\n`,
    );
  }
});

let forwarded = null;
function forward(signal) {
  // A terminal may deliver one Ctrl+C to npm and to this process: forward the first only.
  if (forwarded) return;
  forwarded = signal;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => forward(sig));

// npm (our parent, or its parent when npm runs us through `sh -c`) killed without a chance to
// forward: stop the API too.
function watchedAncestors() {
  const pids = [process.ppid];
  try {
    const cmd = fs.readFileSync(`/proc/${process.ppid}/cmdline`, 'utf8').split('\0');
    if (/(^|\/)(sh|bash|dash)$/.test(cmd[0])) {
      const stat = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
      const grandparent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (grandparent > 1) pids.push(grandparent);
    }
  } catch {
    // Not Linux: the parent pid check alone.
  }
  return pids;
}
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};
const parent = process.ppid;
const ancestors = watchedAncestors();
const watch = setInterval(() => {
  if (process.ppid !== parent || !ancestors.every(alive)) forward('SIGTERM');
}, 1000);
watch.unref();

child.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 128 + (signal === 'SIGKILL' ? 9 : signal === 'SIGINT' ? 2 : 15) : 1));
});
