import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { ANALYST_ROLES } from '@factlens/common';
import { forbidden } from '../../errors.js';
import { clampFirst, decodeCursor, encodeCursor, toPage, type Page } from '../../db/pagination.js';
import type { User } from '../users/user.entity.js';
import { FactCheck } from './fact-check.entity.js';
import { presentFactCheck, type FactCheckRecord } from './result.presenter.js';

export interface HistoryFilter {
  first?: number | null;
  after?: string | null;
  userId?: string | null;
  platform?: string | null;
  search?: string | null;
}

/**
 * Fact-check history, newest first: a user's own checks; moderators and admins see everyone's and
 * may filter by user. The user of each row is loaded in one batched query (no N+1). Each stored
 * result is read through the result presenter, so REST and GraphQL answer the same typed result
 * (docs/adr/0055-typed-fact-check-results.md).
 */
export async function listFactChecks(em: EntityManager, viewer: User, f: HistoryFilter): Promise<Page<FactCheckRecord>> {
  const limit = clampFirst(f.first, 20, 100);
  const analyst = (ANALYST_ROLES as readonly string[]).includes(viewer.role);
  if (f.userId && !analyst && f.userId !== viewer.id) throw forbidden("Only moderators and administrators can read other users' history");
  const where: FilterQuery<FactCheck> = {};
  const userId = analyst ? f.userId : viewer.id;
  if (userId) where.user = userId;
  if (f.platform) where.platform = f.platform;
  if (f.search?.trim()) {
    const term = f.search.trim().slice(0, 200).replace(/[\\%_]/g, (c) => `\\${c}`);
    where.content = { $ilike: `%${term}%` };
  }
  const pageWhere: FilterQuery<FactCheck> = { ...where };
  if (f.after) {
    const { at, id } = decodeCursor(f.after);
    pageWhere.$or = [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }];
  }
  const [rows, total] = await Promise.all([
    em.find(FactCheck, pageWhere, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1, populate: ['user'] }),
    em.count(FactCheck, where),
  ]);
  return toPage(rows.map(presentFactCheck), limit, total, (r) => encodeCursor(r.createdAt, r.id));
}
