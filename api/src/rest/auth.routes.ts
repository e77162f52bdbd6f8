import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { ACCOUNT_MESSAGES } from '@factlens/common';
import { changePassword, login, logout, signOutEverywhere } from '../modules/auth/auth.service.js';
import { presentUser } from '../modules/users/user.presenter.js';

export function authRoutes(): Router {
  const r = Router();
  r.post(
    '/auth/login',
    handle(async (req, res) => {
      const { token, expiresAt, user, mustChangePassword } = await login(
        req.em,
        req.body ?? {},
        { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null },
        req.services.config.sessionTtlDays,
      );
      res.json({ token, expiresAt: expiresAt.toISOString(), mustChangePassword, user: presentUser(user) });
    }),
  );
  r.get('/auth/me', requireUser(), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // The session was read fresh for this path, today's usage included (docs/adr/0080-session-cache.md);
    // presented from that row, without mapping an entity (docs/adr/0124-entity-manager-and-user-on-demand.md).
    res.json(presentUser(req.session!.view()));
  });
  r.post(
    '/auth/logout',
    requireUser(),
    handle(async (req, res) => {
      await logout(req.em, req.token!);
      res.json({ success: true });
    }),
  );
  // Sign out everywhere: every session of the user ends, this one included (docs/adr/0032-password-change-and-sessions.md).
  r.post(
    '/auth/logout-everywhere',
    requireUser(),
    handle(async (req, res) => {
      const revokedSessions = await signOutEverywhere(req.em, req.user!.id);
      res.json({ success: true, message: ACCOUNT_MESSAGES.signedOutEverywhere, revokedSessions });
    }),
  );
  // Password change: { currentPassword, newPassword }; the other sessions of the user end.
  r.post(
    '/auth/password',
    requireUser(),
    handle(async (req, res) => {
      const { user, revokedSessions } = await changePassword(req.em, req.user!.id, req.token!, req.body ?? {});
      res.json({ success: true, message: ACCOUNT_MESSAGES.passwordChanged, revokedSessions, user: presentUser(user) });
    }),
  );
  return r;
}
