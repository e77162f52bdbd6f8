/**
 * The one place a fact-check result is read back into the shared contract
 * (docs/adr/0055-typed-fact-check-results.md). Results are stored as JSON, and rows written before
 * a field existed (claim relation, explanation, tone categories) lack it: this presenter fills
 * those fields with what the older analysis meant, drops links that are not http(s), and answers
 * null for a stored value that is not a result at all. GraphQL and REST answer what it returns, so
 * no client re-parses the JSON.
 */
import {
  accuracyFromCredibility,
  BAND_MEANING,
  CLAIM_RELATIONS,
  PLATFORMS,
  scoreBand,
  SCORE_MAX,
  SCORE_MIN,
  TONE_CATEGORY_LABELS,
  VERDICT_LABELS,
  VERDICTS,
  type Band,
  type ClaimRelation,
  type FactCheckResult,
  type FactCheckSource,
  type FactCheckWarning,
  type ProviderStatus,
  type ScoreDetail,
  type Severity,
  type ToneCategory,
  type ToneDetail,
  type Verdict,
} from '@factlens/common';
import type { User } from '../users/user.entity.js';
import type { FactCheck } from './fact-check.entity.js';

const TONE_CATEGORIES = Object.keys(TONE_CATEGORY_LABELS) as ToneCategory[];

/** What the history shows of one stored check: the row's columns and its result read through the presenter. */
export interface FactCheckRecord {
  id: string;
  content: string;
  contentType: string;
  platform: string | null;
  credibilityScore: number | null;
  createdAt: Date;
  result: FactCheckResult | null;
  /** Who ran it (loaded with the page in one batch). */
  user: User | null;
}

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const unit = (v: number): number => Math.min(1, Math.max(0, v));
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  (values as readonly unknown[]).includes(v) ? (v as T) : null;

const BANDS: readonly Band[] = ['green', 'yellow', 'red'];
const SEVERITIES: readonly Severity[] = ['low', 'medium', 'high'];
const PROVIDER_OUTCOMES: readonly ProviderStatus['status'][] = ['ok', 'failed', 'skipped'];

/** Only http(s) links reach a client; anything else (javascript:, data:, garbage) becomes ''. */
export function safeUrl(v: unknown): string {
  const s = str(v);
  if (!s) return '';
  try {
    const url = new URL(s);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

function score(v: unknown): ScoreDetail | null {
  const o = obj(v);
  const raw = num(o?.score);
  if (raw === null) return null;
  const value = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(raw)));
  const band = oneOf(BANDS, o?.band) ?? scoreBand(value);
  return { score: value, band, label: str(o?.label) ?? BAND_MEANING[band] };
}

function tone(v: unknown): ToneDetail | null {
  const base = score(v);
  if (!base) return null;
  const categories = list(obj(v)?.categories).filter((c): c is ToneCategory => oneOf(TONE_CATEGORIES, c) !== null);
  return { ...base, categories: [...new Set(categories)] };
}

/** What a verdict means for a text that makes the same claim (or its opposite). */
const MEANING: Record<Verdict, { same: string; opposite: string }> = {
  false: { same: 'probably false', opposite: 'probably accurate' },
  mostly_false: { same: 'probably mostly false', opposite: 'probably mostly accurate' },
  mixed: { same: 'partly accurate', opposite: 'partly accurate' },
  mostly_true: { same: 'probably mostly accurate', opposite: 'probably mostly false' },
  true: { same: 'probably accurate', opposite: 'probably false' },
  unrated: { same: 'not settled by this review', opposite: 'not settled by this review' },
};

/**
 * One plain sentence for a source that was stored without one. The analysis writes its own
 * explanation; this is only for older rows, worded from the relation the presenter assumed.
 */
export function explainSource(s: Pick<FactCheckSource, 'publisher' | 'rating' | 'verdict' | 'relation'>): string {
  const rating = s.rating || VERDICT_LABELS[s.verdict];
  switch (s.relation) {
    case 'same':
      return `This makes a claim ${s.publisher} rated ${rating}, so it is ${MEANING[s.verdict].same}.`;
    case 'opposite':
      return `This contradicts a claim ${s.publisher} rated ${rating}, so it is ${MEANING[s.verdict].opposite}.`;
    case 'different':
      return `${s.publisher} rated a different claim on the same topic (${rating}); that rating does not apply to this text.`;
  }
}

function source(v: unknown): FactCheckSource | null {
  const o = obj(v);
  if (!o) return null;
  const url = safeUrl(o.url);
  const site = str(o.site);
  const publisher = str(o.publisher) ?? site ?? (url ? new URL(url).host : null);
  if (!publisher) return null;
  const verdict = oneOf(VERDICTS, o.verdict) ?? 'unrated';
  const similarity = unit(num(o.similarity) ?? 0);
  // Rows from before claim relations were weighed as the same claim, by similarity.
  const relation: ClaimRelation = oneOf(CLAIM_RELATIONS, o.relation) ?? 'same';
  const relationConfidence = unit(num(o.relationConfidence) ?? similarity);
  const rating = str(o.rating) ?? VERDICT_LABELS[verdict];
  const out: FactCheckSource = {
    publisher,
    site,
    title: str(o.title) ?? '',
    url,
    rating,
    verdict,
    date: str(o.date),
    similarity,
    provider: str(o.provider) ?? 'local',
    attribution: str(o.attribution),
    relation,
    relationConfidence,
    explanation: '',
  };
  out.explanation = str(o.explanation) ?? explainSource(out);
  return out;
}

function warning(v: unknown): FactCheckWarning | null {
  const o = obj(v);
  const message = str(o?.message);
  return message ? { severity: oneOf(SEVERITIES, o?.severity) ?? 'low', message } : null;
}

function provider(v: unknown): ProviderStatus | null {
  const o = obj(v);
  const name = str(o?.provider);
  if (!name) return null;
  const ms = num(o?.ms);
  return {
    provider: name,
    status: oneOf(PROVIDER_OUTCOMES, o?.status) ?? 'skipped',
    detail: str(o?.detail),
    ms: ms === null ? null : Math.round(ms),
  };
}

function usage(v: unknown): FactCheckResult['usage'] {
  const o = obj(v);
  const used = num(o?.used);
  const resetsAt = str(o?.resetsAt);
  if (used === null || !resetsAt) return null;
  const limit = num(o?.limit);
  return { used: Math.round(used), limit: limit === null ? null : Math.round(limit), resetsAt };
}

const compact = <T>(items: (T | null)[]): T[] => items.filter((x): x is T => x !== null);

export interface StoredFacts {
  id?: string | null;
  credibilityScore?: number | null;
  platform?: string | null;
  checkedAt?: Date | null;
}

/**
 * A result in the shared shape, from a fresh analysis or a stored JSON value. `facts` are the
 * row's own columns, used where the JSON lacks them. Null when the value has no tone score and no
 * readable accuracy (nothing a reader could be shown).
 */
export function presentResult(raw: unknown, facts: StoredFacts = {}): FactCheckResult | null {
  const o = obj(raw);
  if (!o) return null;
  const credibility = num(o.credibilityScore) ?? num(facts.credibilityScore);
  let accuracy = score(o.accuracy);
  if (!accuracy && credibility !== null) {
    const value = accuracyFromCredibility(credibility);
    const band = scoreBand(value);
    accuracy = { score: value, band, label: BAND_MEANING[band] };
  }
  const toneDetail = tone(o.tone);
  if (!accuracy || !toneDetail) return null;
  const verdict = oneOf(VERDICTS, o.verdict) ?? 'unrated';
  const platform = oneOf(PLATFORMS, o.platform) ?? oneOf(PLATFORMS, facts.platform);
  const providers = compact(list(o.providers).map(provider));
  const checkedAt = str(o.checkedAt) ?? facts.checkedAt?.toISOString() ?? new Date(0).toISOString();
  return {
    id: str(o.id) ?? facts.id ?? null,
    credibilityScore: Math.round(credibility ?? 50),
    accuracy,
    tone: toneDetail,
    verdict,
    verdictLabel: str(o.verdictLabel) ?? VERDICT_LABELS[verdict],
    summary: str(o.summary) ?? '',
    claims: list(o.claims).filter((c): c is string => typeof c === 'string'),
    warnings: compact(list(o.warnings).map(warning)),
    sources: compact(list(o.sources).map(source)),
    providers,
    partial: typeof o.partial === 'boolean' ? o.partial : providers.some((p) => p.status === 'failed'),
    cached: o.cached === true,
    platform: platform ?? 'other',
    usage: usage(o.usage),
    checkedAt,
    // Rows stored before language detection (docs/adr/0075-text-language.md) have neither.
    language: str(o.language),
    languageNotice: str(o.languageNotice),
  };
}

/** A stored row as the history shows it. */
export function presentFactCheck(row: FactCheck): FactCheckRecord {
  return {
    id: row.id,
    content: row.content,
    contentType: row.contentType,
    platform: row.platform ?? null,
    credibilityScore: row.credibilityScore ?? null,
    createdAt: row.createdAt,
    result: presentResult(row.result, {
      id: row.id,
      credibilityScore: row.credibilityScore,
      platform: row.platform,
      checkedAt: row.createdAt,
    }),
    user: row.user ?? null,
  };
}
