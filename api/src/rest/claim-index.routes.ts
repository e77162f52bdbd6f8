import { Router } from 'express';
import { handle } from '../http/middleware.js';

/**
 * GET /api/claim-index/stats (public): `{ reviews, newestReviewDate, publishers, languages: [{ language, reviews }] }`,
 * the figures the extension footer shows (docs/adr/0076-claim-index-freshness.md).
 */
export function claimIndexRoutes(): Router {
  const r = Router();
  r.get(
    '/claim-index/stats',
    handle(async (req, res) => {
      res.json(await req.services.indexStats.get());
    }),
  );
  return r;
}
