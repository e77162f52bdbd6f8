// Processes of the benchmarks: the Apollo hello-world (or any script that prints a JSON line with its
// "url"), the wait for the API's health, a process's resident memory and sequential latency samples.
// Shared by scripts/bench.mjs and scripts/bench/*.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

/** Resident memory of a process, MB (Linux); null when it cannot be read. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/** Sequential latency samples of `fn`, n calls (for p50/p95, which autocannon does not report). */
export async function sample(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p) => +times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  return { n, p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}
