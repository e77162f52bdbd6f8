import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppError } from '../errors.js';
import type { AuthSession, Principal } from '../modules/auth/auth.service.js';
import type { CheckSession } from '../modules/fact-check/fact-check.service.js';
import type { User } from '../modules/users/user.entity.js';
import type { Services } from '../services.js';

declare global {
  namespace Express {
    interface Request {
      em: EntityManager;
      services: Services;
      /** The user entity, mapped on first read (docs/adr/0124-entity-manager-and-user-on-demand.md); prefer `principal` for id and role. */
      user?: User | null;
      /** Who is asking (id and role), without an entity; null when no valid session was given. */
      principal?: Principal | null;
      /** The session of the bearer token, when valid. */
      session?: AuthSession | null;
      token?: string | null;
      authError?: AppError | null;
      /** What the session lookup read for the fact-check (docs/adr/0080-session-cache.md). */
      checkSession?: CheckSession;
    }
  }
}
export {};
