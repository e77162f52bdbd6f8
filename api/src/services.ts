import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { SettingsService } from './modules/settings/settings.service.js';

/** Long-lived collaborators shared by resolvers and REST handlers (per-request state lives in the context). */
export interface Services {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  settings: SettingsService;
}

export function createServices(orm: MikroORM, config: Config, logger: Logger): Services {
  return { orm, config, logger, settings: new SettingsService(orm) };
}
