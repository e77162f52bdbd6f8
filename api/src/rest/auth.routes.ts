import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { login, logout } from '../modules/auth/auth.service.js';
import { presentUser } from '../modules/users/user.presenter.js';

export function authRoutes(): Router {
  const r = Router();
  r.post(
    '/auth/login',
    handle(async (req, res) => {
      const { token, expiresAt, user } = await login(
        req.em,
        req.body ?? {},
        { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null },
        req.services.config.sessionTtlDays,
      );
      res.json({ token, expiresAt: expiresAt.toISOString(), user: presentUser(user) });
    }),
  );
  r.get('/auth/me', requireUser(), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(presentUser(req.user!));
  });
  r.post(
    '/auth/logout',
    requireUser(),
    handle(async (req, res) => {
      await logout(req.em, req.token!);
      res.json({ success: true });
    }),
  );
  return r;
}
