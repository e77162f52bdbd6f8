import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createApp, JSON_BODY_LIMIT } from '../../app.js';
import { createUser, startTestApp, type TestApp } from '../harness.js';
import { graphqlCorpus, listRoutes, restCorpus, type AttackRequest, type Route } from './corpus.js';
import { dbSnapshot, sendRaw } from './attack-helpers.js';

/**
 * The bad-input corpus (docs/adr/0025-attack-suite.md): hundreds of malformed requests against every
 * REST route and the GraphQL endpoint of the real server on a real PostgreSQL. None may answer 5xx or
 * take a second, the event loop may not stall (a stall counts when a second pass repeats it), a refused
 * request stores nothing and the users' roles stay as they were.
 */

const BODY_LIMIT = 1024 * 1024;
const MAX_ANSWER_MS = 1000;
// The loop's 99th-percentile delay. On the 2-core CI machine, with the other test workers running, it
// has reached 100 ms with no request blocking (sampled every 10 ms, so it moves in steps of 10 ms). A
// request that blocks the loop longer fails the spike bound (400 ms) or the answer bound (1 s).
const MAX_LOOP_DELAY_MS = 150;
const MAX_LOOP_DELAY_SPIKE_MS = 400;
const CONCURRENCY = 4;

let app: TestApp;
let adminToken: string;
let routes: Route[];

beforeAll(async () => {
  expect(JSON_BODY_LIMIT).toBe('1mb');
  app = await startTestApp();
  // One user of each role, so the role matrix compared below has something in it.
  for (const role of ['free', 'early_access', 'moderator'] as const) await createUser(app, role);
  adminToken = (await createUser(app, 'admin')).token;
  // Routes as Express registers them: built on the same services, never listened on.
  const probe = await createApp(app.services);
  routes = listRoutes(probe.app).filter((r) => r.path.startsWith('/api/'));
  await probe.apollo.stop();
  (probe as { database?: { stop(): void } }).database?.stop();
}, 60_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('bad-input corpus', () => {
  it('finds the REST routes it attacks', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'POST /api/auth/login',
      'POST /api/fact-check',
      'POST /api/admin/users/:userId/role',
      'POST /api/extension-config/test-user',
      'GET /api/fact-checks',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('no 5xx, no answer over 1 s, no event-loop stall, nothing stored, roles unchanged', async () => {
    // ATTACK_ONLY=<category prefix> narrows the run while debugging one kind of request.
    const only = process.env.ATTACK_ONLY;
    const corpus = [...restCorpus(routes, BODY_LIMIT), ...graphqlCorpus(BODY_LIMIT)].filter(
      (r: AttackRequest) => !only || r.category.startsWith(only),
    );
    // Warm lazily created rows (the CAPTCHA's install secret) so they do not count as "stored".
    await sendRaw(app.url, { category: 'warm', method: 'GET', path: '/api/altcha/challenge', headers: {}, auth: false });
    // Warm-up, unmeasured: the first request of each kind loads code paths once (module imports,
    // the OCR pool's lazy start), which is start-up cost, not something an attacker can repeat.
    const firsts = new Map<string, AttackRequest>();
    for (const r of corpus) if (!firsts.has(r.category)) firsts.set(r.category, r);
    for (const r of firsts.values()) await sendRaw(app.url, r, adminToken);
    // Bodies are encoded up front, so the test's own allocations stay out of the measured window.
    for (const r of corpus) if (typeof r.body === 'string') r.body = Buffer.from(r.body, 'utf8');
    const before = await dbSnapshot(app);

    // One measured pass over the whole corpus, four requests in flight at a time.
    const measure = async () => {
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const results: Array<{ req: AttackRequest; status: number; ms: number; body: string }> = [];
      const queue = [...corpus];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let req = queue.shift(); req; req = queue.shift()) {
            const res = await sendRaw(app.url, req, adminToken);
            results.push({ req, ...res });
          }
        }),
      );
      const elapsed = performance.now() - started;
      loop.disable();
      const byCategory: Record<string, number> = {};
      const byStatus: Record<string, number> = {};
      for (const r of results) {
        const cat = r.req.category.split(':')[0];
        byCategory[cat] = (byCategory[cat] ?? 0) + 1;
        byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      }
      const summary = {
        requests: results.length,
        restRoutes: routes.length,
        graphql: results.filter((r) => r.req.path.startsWith('/graphql')).length,
        byCategory,
        byStatus,
        slowestMs: Math.round(Math.max(...results.map((r) => r.ms))),
        eventLoopDelayMaxMs: Math.round(loop.max / 1e6),
        eventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e6),
        elapsedMs: Math.round(elapsed),
      };
      console.log(`attack suite: ${JSON.stringify(summary)}`);
      return { results, summary };
    };
    const stalled = (m: Awaited<ReturnType<typeof measure>>) =>
      m.summary.eventLoopDelayP99Ms >= MAX_LOOP_DELAY_MS ||
      m.summary.eventLoopDelayMaxMs >= MAX_LOOP_DELAY_SPIKE_MS ||
      m.results.some((r) => r.ms > MAX_ANSWER_MS);

    const first = await measure();
    // A request that blocks the loop (ReDoS-like) blocks it on every pass. A stall on a machine shared
    // with other test workers is the OS not running this process (it reached 539 ms once in CI while
    // the OCR suite's workers ran beside it) and does not come back on a second pass. So a stall
    // counts only when it reproduces: the timing bounds below are checked on the second pass then.
    const timed = stalled(first) ? await measure() : first;
    // Every other check reads every answer, of both passes when there were two.
    const results = timed === first ? first.results : [...first.results, ...timed.results];
    const after = await dbSnapshot(app);
    fs.writeFileSync(path.join(os.tmpdir(), 'factlens-attack-summary.json'), JSON.stringify(timed.summary, null, 2));

    const describeReq = (r: (typeof results)[number]) =>
      `${r.status} ${r.req.category} ${r.req.method} ${r.req.path.slice(0, 80)} → ${r.body.slice(0, 160)}`;
    if (!only) expect(results.length).toBeGreaterThanOrEqual(300);
    expect(results.filter((r) => r.status >= 500 || r.status === 0).map(describeReq)).toEqual([]);
    expect(timed.results.filter((r) => r.ms > MAX_ANSWER_MS).map((r) => `${Math.round(r.ms)} ms ${describeReq(r)}`)).toEqual([]);
    // The loop's delay stays under MAX_LOOP_DELAY_MS (99th percentile of the samples). The single worst sample
    // also counts time the OS did not run this process at all, which on a machine shared with the
    // other test workers reaches 100-200 ms without any request blocking; it is bounded separately so
    // that a request blocking the loop for a noticeable time (ReDoS-like) still fails.
    expect(timed.summary.eventLoopDelayP99Ms).toBeLessThan(MAX_LOOP_DELAY_MS);
    expect(timed.summary.eventLoopDelayMaxMs).toBeLessThan(MAX_LOOP_DELAY_SPIKE_MS);
    // Every state-changing request of the corpus is malformed, so every one is refused...
    const accepted = results.filter(
      (r) =>
        r.req.method !== 'GET' && r.status < 400 && !/\/api\/health$/.test(r.req.path.split('?')[0]) && !r.req.path.startsWith('/graphql'),
    );
    expect(accepted.map(describeReq)).toEqual([]);
    // ...and refused requests store nothing: every table has the rows it had, the roles are unchanged.
    expect(after.counts).toEqual(before.counts);
    expect(after.roles).toEqual(before.roles);
    // Each answer is JSON with a message (the web app and the extension show it).
    const unclear = results.filter((r) => r.status >= 400 && !r.req.path.startsWith('/graphql') && !/"error":"[^"]{8,}/.test(r.body));
    expect(unclear.map(describeReq)).toEqual([]);
  }, 120_000);
});
