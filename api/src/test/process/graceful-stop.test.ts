// Stopping `npm start` with work in flight, against real processes (docs/adr/0060-graceful-stop.md):
// `node scripts/start.mjs` on a fresh database, Google Fact Check pointed at a local server that answers
// after 3 s, ten fact-checks in flight, then SIGTERM (or SIGINT) to the start.mjs process only: all ten
// complete with 200, it exits 0 and no process is left. SIGKILL to start.mjs: the API stops by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../../config.js';
import { createTestDatabase, TEST_ADMIN } from '../harness.js';
import { freePort, sleep } from './net.js';

const PROVIDER_DELAY_MS = 3000;
const IN_FLIGHT = 10;

interface SlowProvider {
  url: string;
  received: number;
  close(): Promise<void>;
}

function startSlowProvider(): Promise<SlowProvider> {
  const state = { received: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    state.received++;
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ claims: [] }));
    }, PROVIDER_DELAY_MS);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        get received() {
          return state.received;
        },
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    }),
  );
}


const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};


/** Child pids of `pid` (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

interface Started {
  proc: ChildProcess;
  apiPid: number;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function startProduct(provider: SlowProvider): Promise<Started> {
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // Set by a developer who built already (`npm run build`); CI builds before the tests.
      ...(process.env.FACTLENS_SKIP_BUILD ? { FACTLENS_SKIP_BUILD: process.env.FACTLENS_SKIP_BUILD } : {}),
      DATABASE_URL: await createTestDatabase(),
      PORT: String(port),
      HOST: '127.0.0.1',
      // The extension in extension/dist is built for this origin: nothing is rebuilt under other tests.
      PUBLIC_ORIGIN: 'http://localhost:3000',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
      OCR_WORKERS: '0',
      SEED_CLAIM_CORPUS: 'false',
      GOOGLE_FACTCHECK_API_KEY: 'test-key',
      GOOGLE_FACTCHECK_BASE_URL: provider.url,
    },
  });
  proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const deadline = Date.now() + 150_000;
  while (!output.includes('FactLens is ready')) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`start.mjs did not become ready:\n${output}`);
    await sleep(100);
  }
  const [apiPid] = childrenOf(proc.pid!);
  return { proc, apiPid, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Ten distinct fact-checks (no cache hits), each waiting on the 3 s provider. */
function factChecksInFlight(url: string, token: string, round: string) {
  return Array.from({ length: IN_FLIGHT }, (_, i) =>
    fetch(`${url}/api/fact-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        content: `Round ${round} claim ${i}: the city council voted to raise the bus fares by ${10 + i} percent this spring.`,
        platform: 'other',
      }),
    }).then(
      async (r) => ({ status: r.status, body: await r.text() }),
      (err: unknown) => ({ status: 0, body: String(err) }),
    ),
  );
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await sleep(50);
  }
  return true;
}

describe('npm start stops gracefully', () => {
  let provider: SlowProvider;

  beforeAll(async () => {
    provider = await startSlowProvider();
  });
  afterAll(async () => {
    await provider.close();
  });

  for (const [signal, target] of [
    ['SIGTERM', 'start.mjs'],
    ['SIGINT', 'start.mjs'],
    ['SIGTERM', 'API'],
  ] as const) {
    it(`${signal} to the ${target} process: ten fact-checks in flight complete with 200, exit 0, nothing left`, async () => {
      const product = await startProduct(provider);
      try {
        expect(product.apiPid).toBeGreaterThan(0);
        const token = await login(product.url);
        const before = provider.received;
        const requests = factChecksInFlight(product.url, token, signal);
        // All ten are inside the provider call before the signal.
        expect(await waitFor(() => provider.received - before >= IN_FLIGHT, 20_000)).toBe(true);
        const signalledAt = Date.now();
        if (target === 'API') process.kill(product.apiPid, signal);
        else product.proc.kill(signal);
        const results = await Promise.all(requests);
        const exit = await product.exited;
        console.info(
          `${signal} to ${target}: ${results.filter((r) => r.status === 200).length}/${IN_FLIGHT} fact-checks answered 200; start.mjs exited ${exit.code} ${exit.at - signalledAt} ms after the signal`,
        );
        expect(results.map((r) => r.status)).toEqual(Array(IN_FLIGHT).fill(200));
        for (const r of results) expect(JSON.parse(r.body)).toHaveProperty('accuracy');
        expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
        expect(await waitFor(() => !alive(product.apiPid), 5000)).toBe(true);
        // The port is closed: nothing answers any more.
        await expect(fetch(`${product.url}/api/health`)).rejects.toThrow();
      } finally {
        if (product.proc.exitCode === null) product.proc.kill('SIGKILL');
        if (alive(product.apiPid)) process.kill(product.apiPid, 'SIGKILL');
      }
    }, 240_000);
  }

  it('SIGKILL to the start.mjs process: the API notices and stops by itself', async () => {
    const product = await startProduct(provider);
    try {
      expect(alive(product.apiPid)).toBe(true);
      product.proc.kill('SIGKILL');
      await product.exited;
      const started = Date.now();
      expect(await waitFor(() => !alive(product.apiPid), 20_000)).toBe(true);
      console.info(`SIGKILL: the API exited ${Date.now() - started} ms after its parent was killed`);
    } finally {
      if (alive(product.apiPid)) process.kill(product.apiPid, 'SIGKILL');
    }
  }, 240_000);
});
