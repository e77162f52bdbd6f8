import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { CONTACT_THANKS, submitContact } from '../modules/contact/contact.service.js';
import { getConfig, latestVersion, updateConfig } from '../modules/extension/extension.service.js';
import { checkHealth } from '../modules/health/health.js';
import type { ExtensionConfig } from '../modules/extension/extension-config.entity.js';

const presentConfig = (c: ExtensionConfig) => ({ minDragWidth: c.minDragWidth, minDragHeight: c.minDragHeight, minTextLength: c.minTextLength });

export function accountRoutes(): Router {
  const r = Router();
  const health = handle(async (req, res) => {
    const h = await checkHealth(req.em);
    res.status(h.db === 'ok' ? 200 : 503).json(h);
  });
  r.post('/health', health);
  r.get('/health', health);
  r.post(
    '/contact',
    requireUser(),
    handle(async (req, res) => {
      await submitContact(req.em, req.user!, req.body ?? {});
      res.status(201).json({ success: true, message: CONTACT_THANKS });
    }),
  );
  r.get(
    '/extension/version',
    requireUser(),
    handle(async (req, res) => {
      const v = await latestVersion(req.em);
      res.json({ version: v?.version ?? null, releaseNotes: v?.releaseNotes ?? null, releaseDate: v?.releaseDate?.toISOString() ?? null });
    }),
  );
  r.get(
    '/extension-config/test-user',
    requireUser(),
    handle(async (req, res) => {
      res.json(presentConfig(await getConfig(req.em, req.user!)));
    }),
  );
  r.post(
    '/extension-config/test-user',
    requireUser(),
    handle(async (req, res) => {
      res.json(presentConfig(await updateConfig(req.em, req.user!, req.body ?? {})));
    }),
  );
  return r;
}
