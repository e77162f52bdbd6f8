import { Router } from 'express';
import { handle, requireUser } from '../http/middleware.js';
import { getConfig, latestVersion, updateConfig } from '../modules/extension/extension.service.js';
import type { ExtensionConfig } from '../modules/extension/extension-config.entity.js';

const presentConfig = (c: ExtensionConfig) => ({ minDragWidth: c.minDragWidth, minDragHeight: c.minDragHeight, minTextLength: c.minTextLength });

/** The extension's calls: latest version, and the signed-in user's own extension config (read and write). */
export function extensionRoutes(): Router {
  const r = Router();
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
      const config = await updateConfig(req.em, req.user!, req.body ?? {});
      // This replica's cached sessions of the user read the new setting at once; others hear the trigger.
      req.services.sessions.cache.invalidate(`u:${req.user!.id}`);
      res.json(presentConfig(config));
    }),
  );
  return r;
}
