import { Router } from 'express';
import { handle } from '../http/middleware.js';
import { checkHealth } from '../modules/health/health.js';

/** GET or POST /api/health: liveness of the API and its database (public; open during maintenance). */
export function healthRoutes(): Router {
  const r = Router();
  const health = handle(async (req, res) => {
    const h = await checkHealth(req.services.sql);
    res.status(h.db === 'ok' ? 200 : 503).json(h);
  });
  r.post('/health', health);
  r.get('/health', health);
  return r;
}
