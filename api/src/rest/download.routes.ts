import { Router } from 'express';
import { forbidden } from '../errors.js';
import { handle, requireUser } from '../http/middleware.js';
import { latestVersion } from '../modules/extension/extension.service.js';
import { packageExtension } from '../modules/extension/package.service.js';
import { releaseVersion } from '../modules/extension/release.js';

export function downloadRoutes(): Router {
  const r = Router();
  r.get(
    '/download/extension',
    requireUser(),
    handle(async (req, res) => {
      const { settings, config } = req.services;
      if (!(await settings.get()).extensionDownloadEnabled) throw forbidden('Extension downloads are currently turned off.');
      const version = (await latestVersion(req.em))?.version ?? releaseVersion();
      const apiOrigin = config.publicOrigin ?? `${req.protocol}://${req.get('host')}`;
      const zip = packageExtension({ distDir: config.extensionDist, apiOrigin, version });
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="factlens-extension-${version}.zip"`);
      res.setHeader('Cache-Control', 'no-store');
      zip.pipe(res);
    }),
  );
  return r;
}
