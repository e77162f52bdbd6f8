import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';

/*
 * One loader per request: keyed on the request's forked EntityManager (the context object is built per
 * request too, but the em is what the loaded entities belong to). A WeakMap, so nothing outlives the request
 * and no change to the shared GraphQL context is needed.
 */
const loaders = new WeakMap<EntityManager, DataLoader<string, User | null>>();

/** Users by id, batched into one `select ... where id in (...)` per tick of the request. */
export function userLoader(em: EntityManager): DataLoader<string, User | null> {
  let loader = loaders.get(em);
  if (!loader) {
    loader = new DataLoader<string, User | null>(async (ids) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(em, loader);
  }
  return loader;
}
