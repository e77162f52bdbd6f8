// Checkpointed ingestion (the feed imports' resume, docs/adr/0101-feed-import-resume.md): each
// checkpoint's position and report agree exactly, and a run stopped at any checkpoint and resumed
// with `skip` gives the counts of one uninterrupted run, a repeated URL and trailing rejects included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { initOrm, type MikroORM } from '../../db/orm.js';
import { createTestDatabase } from '../../test/harness.js';
import { ingestClaimReviews, type IngestCheckpoint, type IngestReport } from './ingest.js';

let orm: MikroORM;
let dir: string;
beforeAll(async () => {
  orm = await initOrm(await createTestDatabase(), { pool: 4 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'factlens-checkpoint-'));
});
afterAll(async () => {
  await orm.close(true);
  fs.rmSync(dir, { recursive: true, force: true });
});

const review = (n: number, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    claimReviewed: `Checkpoint claim ${n} about tram fares`,
    publisher: { name: 'Checkers' },
    url: `https://checkpoint.test/${n}`,
    textualRating: 'False',
    ...over,
  });

// 1-2 good, 3 broken, 4 good, 5 repeats 1 (a new batch), 6 good, 7 no url, 8-9 good, 10-11 broken (trailing).
const LINES = [
  review(1),
  review(2),
  '{ broken',
  review(4),
  review(1, { textualRating: 'True' }),
  review(6),
  review(7, { url: undefined }),
  review(8),
  review(9),
  'nope',
  '[ 1',
];

const totals = (r: IngestReport) => ({
  read: r.read,
  inserted: r.inserted,
  updated: r.updated,
  unchanged: r.unchanged,
  rejected: r.rejectedCount,
});
const clear = () => orm.em.fork().execute("delete from claim_reviews where url like 'https://checkpoint.test/%'");

describe('checkpointed ingestion', () => {
  it('reports at each batch exactly what it has written, and resuming at any checkpoint adds up to one clean run', async () => {
    const file = path.join(dir, 'feed.jsonl');
    fs.writeFileSync(file, LINES.join('\n'));
    await clear();
    const checkpoints: IngestCheckpoint[] = [];
    const full = await ingestClaimReviews(orm, file, { batchSize: 2, checkpoint: async (at) => void checkpoints.push(at) });
    expect(totals(full)).toEqual({ read: 11, inserted: 6, updated: 1, unchanged: 0, rejected: 4 });
    // Positions grow and every record up to one is counted: written rows plus rejections.
    for (const { records, report } of checkpoints) {
      expect(report.read).toBe(records);
      expect(report.inserted + report.updated + report.unchanged + report.rejectedCount).toBe(records);
    }
    expect(checkpoints.map((c) => c.records)).toEqual([...checkpoints.map((c) => c.records)].sort((a, b) => a - b));
    expect(checkpoints[checkpoints.length - 1].records).toBe(11);

    for (const [k, stop] of checkpoints.entries()) {
      await clear();
      let seen = 0;
      const first = await ingestClaimReviews(orm, file, {
        batchSize: 2,
        checkpoint: async () => {
          if (seen++ === k) throw new Error('stopped');
        },
      }).catch((err: Error) => err);
      expect(first).toBeInstanceOf(Error);
      const resumed = await ingestClaimReviews(orm, file, { batchSize: 2, skip: stop.records });
      const sum = {
        read: stop.report.read + resumed.read,
        inserted: stop.report.inserted + resumed.inserted,
        updated: stop.report.updated + resumed.updated,
        unchanged: stop.report.unchanged + resumed.unchanged,
        rejected: stop.report.rejectedCount + resumed.rejectedCount,
      };
      expect(sum).toEqual(totals(full));
      expect([...stop.report.rejected, ...resumed.rejected].map((r) => r.line)).toEqual([3, 7, 10, 11]);
    }
  });
});
