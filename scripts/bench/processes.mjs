// Processes of the benchmarks: the Apollo hello-world (or any script that prints a JSON line with its
// "url") and the wait for the API's health. Shared by scripts/bench.mjs and scripts/bench/*.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Start `node args…` in the repository and resolve with its URL once it prints `{"url": …}`. */
export function startProcess(args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (d) => {
      buf += d;
      const line = buf.split('\n').find((l) => l.includes('"url"'));
      if (line) resolve({ child, url: JSON.parse(line).url.replace(/\/$/, '') });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** Wait (up to 2 minutes) until `POST url/api/health` answers 2xx. */
export async function waitHealthy(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`, { method: 'POST' })).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not become healthy');
}
