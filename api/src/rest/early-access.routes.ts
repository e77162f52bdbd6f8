import { Router } from 'express';
import { ACCOUNT_MESSAGES, EARLY_ACCESS_TOTAL_SLOTS } from '@factlens/common';
import { handle, requireUser } from '../http/middleware.js';
import { deleteApplicant, joinEarlyAccess, listApplicants, promoteApplicant, remainingSlots } from '../modules/early-access/early-access.service.js';
import { createCaptchaChallenge } from '../modules/early-access/captcha.service.js';
import { presentUser } from '../modules/users/user.presenter.js';

export function earlyAccessRoutes(): Router {
  const r = Router();
  r.get(
    '/early-access/slots',
    handle(async (req, res) => {
      const settings = await req.services.settings.get();
      res.json({ remainingSlots: await remainingSlots(req.em), totalSlots: EARLY_ACCESS_TOTAL_SLOTS, captchaRequired: settings.captchaEnabled });
    }),
  );
  // A fresh ALTCHA challenge for the sign-up widget (docs/adr/0031-altcha-proof-of-work-captcha.md).
  r.get(
    '/altcha/challenge',
    handle(async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await createCaptchaChallenge(req.em));
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
      res.json({
        success: true,
        outcome: out.outcome,
        message: out.message,
        generatedPassword: out.generatedPassword,
        user: presentUser(out.user),
        respondent: out.respondent,
      });
    }),
  );
  r.delete(
    '/admin/early-access/:id',
    requireUser('admin'),
    handle(async (req, res) => {
      const out = await deleteApplicant(req.em, String(req.params.id));
      res.json({ success: true, message: ACCOUNT_MESSAGES.applicantDeleted, remainingSlots: out.remainingSlots });
    }),
  );
  return r;
}
