import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { listUsers, updateUserRole } from '../modules/users/users.service.js';
import { presentUser } from '../modules/users/user.presenter.js';

export function adminRoutes(): Router {
  const r = Router();
  r.get(
    '/admin/users',
    requireUser('admin'),
    handle(async (req, res) => {
      const q = req.query;
      const page = await listUsers(req.services.sql, {
        first: q.first ? Number(q.first) : 200,
        after: typeof q.after === 'string' ? q.after : null,
        role: typeof q.role === 'string' ? (q.role as never) : null,
        email: typeof q.email === 'string' ? q.email : null,
      });
      if (page.pageInfo.endCursor) res.setHeader('X-Next-Cursor', page.pageInfo.hasNextPage ? page.pageInfo.endCursor : '');
      res.setHeader('X-Total-Count', String(page.totalCount));
      res.json(page.nodes.map(presentUser));
    }),
  );
  r.post(
    '/admin/users/:userId/role',
    requireUser('admin'),
    handle(async (req, res) => {
      const user = await updateUserRole(req.em, String(req.params.userId), req.body?.role, await req.services.settings.get());
      res.json({ success: true, user: presentUser(user) });
    }),
  );
  r.get(
    '/admin/settings',
    requireUser('admin'),
    handle(async (req, res) => {
      res.json(await req.services.settings.get());
    }),
  );
  r.post(
    '/admin/settings',
    requireUser('admin'),
    handle(async (req, res) => {
      const settings = await req.services.settings.update(req.em, req.body?.key, req.body?.value);
      res.json({ success: true, settings });
    }),
  );
  return r;
}
