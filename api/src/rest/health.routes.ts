import { Router } from 'express';
import { handle } from '../http/middleware.js';
import { checkHealth } from '../modules/health/health.js';
import { sharedRoundTrip } from '../db/native.js';

/** GET or POST /api/health: liveness of the API and its database (public; open during maintenance). */
export function healthRoutes(): Router {
  const r = Router();
  const health = handle(async (req, res) => {
    // One `select 1` shared by the health checks that arrive while it is being prepared (docs/adr/0121-batched-hot-reads.md).
    const h = await checkHealth(req.em, () => sharedRoundTrip(req.services.sql).run());
    res.status(h.db === 'ok' ? 200 : 503).json(h);
  });
  r.post('/health', health);
  r.get('/health', health);
  return r;
}
