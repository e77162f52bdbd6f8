import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { createDispute } from '../modules/disputes/disputes.service.js';

/** POST /api/fact-checks/:id/dispute: "This looks wrong" from the extension (docs/adr/0070-disputes-and-moderation.md). */
export function disputeRoutes(): Router {
  const r = Router();
  r.post(
    '/fact-checks/:id/dispute',
    requireUser(),
    handle(async (req, res) => {
      const dispute = await createDispute(req.em, req.user!, req.params.id, req.body ?? {});
      res.status(201).json({ dispute });
    }),
  );
  return r;
}
