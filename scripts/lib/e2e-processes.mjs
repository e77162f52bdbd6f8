// Process and TAP helpers shared by the browser end-to-end runners (scripts/e2e/*.mjs).
import fs from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

export function ourProcesses({ marker, runTmp }) {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid || pid === process.pid) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      let environ = '';
      try {
        environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      } catch {
        /* another user's process we may not read */
      }
      if (environ.split('\0').includes(marker) || cmdline.includes(runTmp)) found.push({ pid, cmdline });
    } catch {
      /* gone */
    }
  }
  return found;
}

export async function killPids(pids, grace = 5_000) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  for (let waited = 0; waited < grace && pids.some(alive); waited += 100) await sleep(100);
  for (const pid of pids.filter(alive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

export function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export function parseTap(out) {
  const last = (key) => {
    const all = [...out.matchAll(new RegExp(`^# ${key} (\\d+)\\s*$`, 'gm'))];
    return all.length ? Number(all.at(-1)[1]) : null;
  };
  return {
    pass: last('pass'),
    fail: last('fail'),
    cancelled: last('cancelled') ?? 0,
    skipped: last('skipped') ?? 0,
    todo: last('todo') ?? 0,
  };
}
