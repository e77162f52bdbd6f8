import { Router, type Request, type Response } from 'express';
import { handle, requireUser } from '../../http/middleware.js';
import { parseBucket, parseDateParam, resolveRange } from './analytics.range.js';
import { ClientGoneError, csvRow, startCsv, writeChunk } from './csv.js';
import { FACT_CHECK_COLUMNS, analyticsTable, factCheckBatches } from './export.service.js';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * CSV exports for administrators, streamed (mounted under /api):
 * GET /admin/export/fact-checks.csv?from&to and GET /admin/export/analytics.csv?from&to&bucket.
 * Bad input is a JSON 400 before anything is written; after the first byte an error can only cut the
 * download short (the socket is destroyed, so the client sees an incomplete transfer, never a valid-looking file).
 */
export function analyticsRoutes(): Router {
  const r = Router();
  r.get(
    '/admin/export/fact-checks.csv',
    requireUser('admin'),
    handle(async (req, res) => {
      const range = resolveRange(parseDateParam(req.query.from, 'from'), parseDateParam(req.query.to, 'to'));
      startCsv(res, `factlens-fact-checks-${day(range.from)}-${day(range.to)}.csv`);
      await stream(req, res, async () => {
        await writeChunk(res, csvRow(FACT_CHECK_COLUMNS));
        for await (const batch of factCheckBatches(req.em, range)) await writeChunk(res, batch.map(csvRow).join(''));
      });
    }),
  );
  r.get(
    '/admin/export/analytics.csv',
    requireUser('admin'),
    handle(async (req, res) => {
      const input = {
        from: parseDateParam(req.query.from, 'from'),
        to: parseDateParam(req.query.to, 'to'),
        bucket: parseBucket(req.query.bucket),
      };
      const range = resolveRange(input.from, input.to);
      const table = await analyticsTable(req.em, { ...input, ...range });
      startCsv(res, `factlens-analytics-${input.bucket}-${day(range.from)}-${day(range.to)}.csv`);
      await stream(req, res, async () => {
        await writeChunk(res, csvRow(table.header));
        for (const row of table.rows) await writeChunk(res, csvRow(row));
      });
    }),
  );
  return r;
}

async function stream(req: Request, res: Response, body: () => Promise<void>): Promise<void> {
  try {
    await body();
    res.end();
  } catch (err) {
    if (err instanceof ClientGoneError) return;
    req.log?.error({ err }, 'CSV export failed mid-stream');
    res.destroy(err instanceof Error ? err : undefined);
  }
}
