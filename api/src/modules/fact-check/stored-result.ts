import { createHash } from 'node:crypto';
import type { FactCheckResult } from '@factlens/common';
import type { Analysis } from './analysis/pipeline.js';
import { noticeShown, withLanguage } from './language.js';

/**
 * How a check's result is stored (docs/adr/0129-results-stored-once.md): the part many checks share (the
 * analysis as shown, corrections and language notice applied) once in `check_results`, keyed by its
 * content; the part only one request had (id, cached, platform, time, usage) in the `fact_checks` row,
 * which references the shared part by `result_hash`. Rows stored before, and rows written whole by
 * seeders, keep the whole result in `fact_checks.result` with no `result_hash`: the readers below
 * handle both.
 */

/** Everything in a result but what only its request had. */
export type ResultBody = Omit<FactCheckResult, 'id' | 'cached' | 'platform' | 'usage' | 'checkedAt'>;

/** A body as it is sent to PostgreSQL: its JSON text and its key (sha256 of that text, base64url). */
export interface StoredBody {
  readonly hash: string;
  readonly json: string;
}

const encoded = new WeakMap<object, StoredBody>();

/** The JSON and key of a body, computed once per body object (a cached answer reuses its body object). */
export function storedBody(body: object): StoredBody {
  let stored = encoded.get(body);
  if (!stored) {
    const json = JSON.stringify(body);
    stored = { hash: createHash('sha256').update(json).digest('base64url'), json };
    encoded.set(body, stored);
  }
  return stored;
}

const shown = new WeakMap<Analysis, Map<string, ResultBody>>();

/**
 * The body a check shows for `analysis` in `language` (withLanguage), the same object as long as the
 * analysis object and whether the language notice is shown stay the same: the cache entry's analysis
 * (or the corrections' result, when one applies) is encoded once, not per request.
 */
export function resultBody(analysis: Analysis, language: string, reviewsInLanguage: number | null): ResultBody {
  let variants = shown.get(analysis);
  if (!variants) shown.set(analysis, (variants = new Map()));
  const key = `${language}:${noticeShown(language, reviewsInLanguage)}`;
  let body = variants.get(key);
  if (!body) variants.set(key, (body = withLanguage(analysis, language, reviewsInLanguage)));
  return body;
}

// ---- SQL for the readers of stored checks. `f` is fact_checks, `b` check_results.

/** Joins each fact_checks row `f` to its stored body `b` (none for a row that holds its whole result). */
export const RESULT_JOIN = 'left join check_results b on b.hash = f.result_hash';

/** The analysis part of a stored check (verdict, accuracy, tone, sources…): enough for keys, cheaper than the whole result. */
export const STORED_ANALYSIS = 'coalesce(b.body, f.result)';

/** The whole result of a stored check, as its user was shown it. */
export const STORED_RESULT = "(coalesce(b.body, '{}'::jsonb) || f.result)";
