// A feed import whose worker process is killed outright (SIGKILL) half-way: its pg-boss heartbeat
// stops, pg-boss retries the job, and a worker of another process resumes the import from its last
// committed batch; the counts are those of one clean run (docs/adr/0101-feed-import-resume.md).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../../config.js';
import { initOrm, type MikroORM } from '../../db/orm.js';
import { SEED_CORPUS_FILE } from '../../modules/claim-review/ingest.js';
import { FeedsService } from '../../modules/feeds/feeds.service.js';
import { createTestDatabase } from '../harness.js';

const ROWS = 4000;
let orm: MikroORM;
let dbUrl: string;
let child: ChildProcess | null = null;
const options = { batchSize: 50, heartbeatSeconds: 10, superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };

beforeAll(async () => {
  dbUrl = await createTestDatabase();
  orm = await initOrm(dbUrl, { pool: 4 });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await orm.close(true);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const state = async (id: string) =>
  (
    await orm.em
      .fork()
      .execute<
        {
          status: string;
          records_done: number;
          read_count: number;
          inserted_count: number;
          rejected_count: number;
          runs: number;
          resumed_from: number | null;
        }[]
      >('select status, records_done, read_count, inserted_count, rejected_count, runs, resumed_from from feed_imports where id = ?', [id])
  )[0];

describe('a feed worker killed half-way', () => {
  it('the import resumes in another process from its last committed batch', async () => {
    const lines = zlib
      .gunzipSync(fs.readFileSync(SEED_CORPUS_FILE))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, ROWS)
      .map((l, i) => JSON.stringify({ ...(JSON.parse(l) as object), url: `https://feeds.test/crash/${i + 1}` }));
    lines[3000] = 'not json at all';

    // The producer: stores the file and queues the job (creates the queue with a 10 s heartbeat).
    const producer = new FeedsService(orm, options);
    const queued = await producer.enqueue({
      fileName: 'crash.jsonl',
      stream: (await import('node:stream')).Readable.from([Buffer.from(lines.join('\n'))]),
      userId: null,
    });

    child = spawn(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', path.join(REPO_ROOT, 'api', 'src', 'test', 'process', 'feed-worker.ts')],
      {
        cwd: path.join(REPO_ROOT, 'api'),
        env: { ...process.env, DATABASE_URL: dbUrl, FEED_BATCH_SIZE: '50', FEED_HEARTBEAT_SECONDS: '10' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));

    let before = await state(queued.id);
    for (const end = Date.now() + 60_000; !(before.status === 'running' && before.records_done >= 500);) {
      if (Date.now() > end) throw new Error(`the worker process did not get going: ${JSON.stringify(before)}\n${output}`);
      expect(before.status).not.toBe('done');
      await sleep(25);
      before = await state(queued.id);
    }
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;
    const atKill = await state(queued.id);
    expect(atKill.status).toBe('running'); // nobody told the database
    expect(atKill.records_done).toBeLessThan(ROWS);
    const committed = Number(
      (
        await orm.em.fork().execute<{ n: string }[]>("select count(*) as n from claim_reviews where url like 'https://feeds.test/crash/%'")
      )[0].n,
    );
    expect(committed).toBe(atKill.inserted_count);

    // Another process's worker: pg-boss notices the missing heartbeat and retries the job here.
    const rescuer = new FeedsService(orm, options);
    await rescuer.start();
    try {
      let now = await state(queued.id);
      for (const end = Date.now() + 90_000; now.status !== 'done'; now = await state(queued.id)) {
        if (Date.now() > end) throw new Error(`not resumed: ${JSON.stringify(now)}`);
        await sleep(200);
      }
      expect(now).toMatchObject({
        status: 'done',
        read_count: ROWS,
        inserted_count: ROWS - 1,
        rejected_count: 1,
        runs: 2,
        resumed_from: atKill.records_done,
      });
      const [rejection] = await orm.em
        .fork()
        .execute<{ line: number; reason: string }[]>('select line, reason from feed_import_rejections where feed_import_id = ?', [
          queued.id,
        ]);
      expect(rejection).toMatchObject({ line: 3001 });
      const total = Number(
        (
          await orm.em
            .fork()
            .execute<{ n: string }[]>("select count(*) as n from claim_reviews where url like 'https://feeds.test/crash/%'")
        )[0].n,
      );
      expect(total).toBe(ROWS - 1);
    } finally {
      await rescuer.stop();
      await producer.stop();
    }
  }, 180_000);
});
