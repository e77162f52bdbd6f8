import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppError } from '../errors.js';
import type { CheckSession } from '../modules/fact-check/fact-check.service.js';
import type { User } from '../modules/users/user.entity.js';
import type { Services } from '../services.js';

declare global {
  namespace Express {
    interface Request {
      em: EntityManager;
      services: Services;
      user?: User | null;
      token?: string | null;
      authError?: AppError | null;
      /** What the session lookup read for the fact-check (docs/adr/0080-session-cache.md). */
      checkSession?: CheckSession;
    }
  }
}
export {};
