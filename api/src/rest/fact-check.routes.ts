import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { sendJsonText } from '../http/send-json.js';
import { listFactChecks } from '../modules/fact-check/history.service.js';

export function factCheckRoutes(): Router {
  const r = Router();
  r.post(
    '/fact-check',
    requireUser(),
    handle(async (req, res) => {
      const b = req.body ?? {};
      const contentType = b.contentType === 'ocr' ? 'ocr' : 'text';
      const result = await req.services.factCheck.check(() => req.em, req.principal!, { content: b.content, platform: b.platform, userId: b.userId, contentType }, req.checkSession);
      sendJsonText(res, JSON.stringify(result));
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
