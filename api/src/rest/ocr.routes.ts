import express, { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { badInput } from '../errors.js';

/** Base64 of a 10 MB image is ~13.4 MB; the OCR route alone accepts bodies that large. */
export const OCR_BODY_LIMIT = '14mb';

/**
 * POST /api/extract-text-from-image. Registered before the 1 MB JSON parser so this path gets its own
 * body limit, and the token is checked before the body is read: an anonymous 14 MB upload is refused
 * with 401 without parsing a byte of it. The rules live in OcrService (modules/ocr).
 */
export function ocrRoutes(): Router {
  const r = Router();
  r.post(
    '/extract-text-from-image',
    requireUser(),
    express.json({ limit: OCR_BODY_LIMIT }),
    handle(async (req, res) => {
      const b = req.body ?? {};
      if (typeof b.imageDataUrl !== 'string' || !b.imageDataUrl) throw badInput('imageDataUrl is required (a data:image/png;base64,... URL)');
      res.json(
        await req.services.ocr.extract(req.em, req.user!, {
          image: b.imageDataUrl,
          cropArea: b.cropArea ?? null,
          deviceInfo: b.deviceInfo ?? null,
          method: b.ocrMethod,
          claimedUserId: b.userId,
        }),
      );
    }),
  );
  return r;
}
