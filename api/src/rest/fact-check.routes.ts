import express, { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { listFactChecks } from '../modules/fact-check/history.service.js';
import { takeDailyUnit, refundDailyUnit } from '../modules/usage/daily-limit.service.js';
import { withUsage } from '../modules/usage/usage.service.js';

/** Base64 of a 10 MB image is ~13.4 MB; the OCR route alone accepts bodies that large. */
export const OCR_BODY_LIMIT = '14mb';

export function factCheckRoutes(): Router {
  const r = Router();
  r.post(
    '/fact-check',
    requireUser(),
    handle(async (req, res) => {
      const b = req.body ?? {};
      const contentType = b.contentType === 'ocr' ? 'ocr' : 'text';
      res.json(await req.services.factCheck.check(req.em, req.user!, { content: b.content, platform: b.platform, userId: b.userId, contentType }));
    }),
  );
  r.get(
    '/fact-checks',
    requireUser(),
    handle(async (req, res) => {
      const q = req.query;
      const page = await listFactChecks(req.em, req.user!, {
        first: q.first ? Number(q.first) : 20,
        after: typeof q.after === 'string' ? q.after : null,
        userId: typeof q.userId === 'string' ? q.userId : null,
        platform: typeof q.platform === 'string' ? q.platform : null,
        search: typeof q.search === 'string' ? q.search : null,
      });
      res.json({
        items: page.nodes.map((f) => ({ ...f.result, id: f.id, content: f.content, contentType: f.contentType, userEmail: f.user?.email ?? null, createdAt: f.createdAt.toISOString() })),
        nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
        totalCount: page.totalCount,
      });
    }),
  );
  return r;
}

/** Registered before the 1 MB JSON parser so this path gets its own body limit. */
export function ocrRoute(): Router {
  const r = Router();
  r.post(
    '/extract-text-from-image',
    express.json({ limit: OCR_BODY_LIMIT }),
    requireUser(),
    handle(async (req, res) => {
      const b = req.body ?? {};
      if (b.userId && b.userId !== req.user!.id) {
        res.status(403).json({ error: 'userId does not match the signed-in user', code: 'FORBIDDEN' });
        return;
      }
      if (typeof b.imageDataUrl !== 'string' || !b.imageDataUrl) {
        res.status(400).json({ error: 'imageDataUrl is required (a data:image/png;base64,... URL)', code: 'BAD_USER_INPUT' });
        return;
      }
      await takeDailyUnit(req.em, req.user!);
      try {
        const result = await withUsage(req.em, req.user!.id, () =>
          req.services.ocr.extractText({ image: b.imageDataUrl, cropArea: b.cropArea ?? null, deviceInfo: b.deviceInfo ?? null, method: b.ocrMethod }),
        );
        res.json(result);
      } catch (err) {
        // Refused before any OCR work (bad image, bad crop, unavailable method): the unit is given back.
        await refundDailyUnit(req.em, req.user!);
        throw err;
      }
    }),
  );
  return r;
}
