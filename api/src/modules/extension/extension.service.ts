import type { EntityManager } from '@mikro-orm/postgresql';
import { extensionConfigSchema } from '@factlens/common';
import type { User } from '../users/user.entity.js';
import { ExtensionConfig } from './extension-config.entity.js';
import { ExtensionVersion } from './extension-version.entity.js';

export async function latestVersion(em: EntityManager): Promise<ExtensionVersion | null> {
  return em.findOne(ExtensionVersion, { isLatest: true });
}

/** Record the version being served as the latest (run at start; idempotent). */
export async function ensureLatestVersion(em: EntityManager, version: string, releaseNotes: string | null): Promise<void> {
  await em.transactional(async (tem) => {
    await tem.execute(
      `insert into extension_versions (version, release_notes, is_latest) values (?, ?, true)
       on conflict (version) do update set release_notes = excluded.release_notes, is_latest = true`,
      [version, releaseNotes],
      'run',
    );
    await tem.execute('update extension_versions set is_latest = false where version <> ? and is_latest', [version], 'run');
  });
}

/** The user's config, or the defaults when they never saved one (nothing is written on read). */
export async function getConfig(em: EntityManager, user: User): Promise<ExtensionConfig> {
  const config = await em.findOne(ExtensionConfig, { user });
  if (config) return config;
  const defaults = new ExtensionConfig();
  defaults.user = user;
  return defaults;
}

/**
 * Save the signed-in user's settings. Only the three named fields are copied onto the entity; any
 * other key (`user`, `id`, ...) is ignored, so a caller can never write another user's row
 * (yup's `strict` skips `stripUnknown`; docs/adr/0023-input-guards.md).
 */
export async function updateConfig(em: EntityManager, user: User, input: unknown): Promise<ExtensionConfig> {
  const data = await extensionConfigSchema.validate(input, { abortEarly: true, strict: true });
  let config = await em.findOne(ExtensionConfig, { user });
  if (!config) config = em.create(ExtensionConfig, { user });
  config.minDragWidth = data.minDragWidth;
  config.minDragHeight = data.minDragHeight;
  config.minTextLength = data.minTextLength;
  await em.flush();
  return config;
}
