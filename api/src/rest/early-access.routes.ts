import { Router } from 'express';
import { EARLY_ACCESS_TOTAL_SLOTS } from '@factlens/common';
import { handle, requireUser } from '../http/middleware.js';
import { joinEarlyAccess, listApplicants, promoteApplicant, remainingSlots } from '../modules/early-access/early-access.service.js';
import { presentUser } from '../modules/users/user.presenter.js';

export function earlyAccessRoutes(): Router {
  const r = Router();
  r.get(
    '/early-access/slots',
    handle(async (req, res) => {
      res.json({ remainingSlots: await remainingSlots(req.em), totalSlots: EARLY_ACCESS_TOTAL_SLOTS });
    }),
  );
  r.post(
    '/early-access',
    handle(async (req, res) => {
      const out = await joinEarlyAccess(req.em, req.body ?? {}, { ip: req.ip ?? null, settings: await req.services.settings.get() });
      res.status(201).json({ success: true, message: out.message, remainingSlots: out.remainingSlots });
    }),
  );
  r.get(
    '/admin/early-access',
    requireUser('admin'),
    handle(async (req, res) => {
      const page = await listApplicants(req.em, { first: 200 });
      res.json(page.nodes);
    }),
  );
  r.post(
    '/admin/promote-user',
    requireUser('admin'),
    handle(async (req, res) => {
      const out = await promoteApplicant(req.em, String(req.body?.userId ?? ''), await req.services.settings.get());
      res.json({ success: true, generatedPassword: out.generatedPassword, user: presentUser(out.user), respondent: out.respondent });
    }),
  );
  return r;
}
