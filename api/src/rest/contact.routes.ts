import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { CONTACT_THANKS, submitContact } from '../modules/contact/contact.service.js';

/** POST /api/contact: the contact form of a signed-in user. */
export function contactRoutes(): Router {
  const r = Router();
  r.post(
    '/contact',
    requireUser(),
    handle(async (req, res) => {
      await submitContact(req.em, req.user!, req.body ?? {});
      res.status(201).json({ success: true, message: CONTACT_THANKS });
    }),
  );
  return r;
}
