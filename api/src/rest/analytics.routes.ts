import { Router, type Request, type Response } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { parseBucket, parseDateParam, resolveRange } from '../modules/analytics/analytics.range.js';
import { ClientGoneError, writeCsv } from '../modules/analytics/csv.js';
import { analyticsTable, factChecksCsv, tableCsv } from '../modules/analytics/export.service.js';

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
      await stream(req, res, factChecksCsv(req.em, range));
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
      await stream(req, res, tableCsv(table));
    }),
  );
  return r;
}

/** Headers of a CSV download. */
function startCsv(res: Response, filename: string): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'no-store');
}

async function stream(req: Request, res: Response, chunks: AsyncIterable<string> | Iterable<string>): Promise<void> {
  try {
    await writeCsv(res, chunks);
    res.end();
  } catch (err) {
    if (err instanceof ClientGoneError) return;
    req.log?.error({ err }, 'CSV export failed mid-stream');
    res.destroy(err instanceof Error ? err : undefined);
  }
}
