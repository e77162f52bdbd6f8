import {
  CLAIM_CHECK_ACCURACY_RANGE,
  VERDICT_LABELS,
  type FactCheckResult,
  type FactCheckSource,
  type FactCheckWarning,
  type ProviderStatus,
  type ToneCategory,
  type ToneDetail,
} from '@factlens/common';
import type { Lexicon } from '../../../nlp/match.js';
import { splitClaims } from '../claims.js';
import { accuracyDetail, accuracyWarnings, summarise, weighEvidence } from '../scoring.js';
import { plainText } from './markup.js';
import { relateSources, type FoundReview } from './relate.js';

/**
 * The fact-check analysis as a pure function (docs/adr/0044-analysis-pipeline.md): text, the
 * reviews the searches found, the tone and the providers' statuses in; the result out. No
 * database, no transport, no quota, no clock: the policy layer (fact-check.service.ts) gathers the
 * evidence and stores what this returns.
 */

/** What the analysis answers: the result without the per-request fields. */
export type Analysis = Omit<FactCheckResult, 'id' | 'cached' | 'platform' | 'usage' | 'checkedAt' | 'language' | 'languageNotice'>;

/** The tone as the analysis needs it (assessTone's answer). */
export interface ToneInput {
  score: number;
  band: ToneDetail['band'];
  label: string;
  warnings: readonly FactCheckWarning[];
  categories?: readonly ToneCategory[];
}

export interface AnalysisInput {
  /** The claims looked up (prepareText(...).claims). */
  claims: readonly string[];
  /** Every review the searches found, any provider, duplicates allowed. */
  found: readonly FoundReview[];
  tone: ToneInput;
  providers: readonly ProviderStatus[];
  /** Corpus statistics for the matcher (the claim index). */
  lexicon: Lexicon;
}

/** Most sources a result lists. */
export const MAX_SOURCES = 8;
/** Longest query when the text has no claim-like sentence. */
const FALLBACK_QUERY_CHARS = 300;

/** The selection as plain text and the claims to look up in it. */
export function prepareText(content: string): { plain: string; claims: string[] } {
  const plain = plainText(content);
  const claims = splitClaims(plain);
  return { plain, claims: claims.length ? claims : [plain.replace(/\s+/g, ' ').trim().slice(0, FALLBACK_QUERY_CHARS)] };
}

/** One review per URL (or publisher + claim), keeping the one found with the best similarity. */
export function dedupe<T extends Pick<FactCheckSource, 'url' | 'publisher' | 'title' | 'similarity'>>(sources: readonly T[]): T[] {
  const byUrl = new Map<string, T>();
  for (const s of sources) {
    const key = s.url || `${s.publisher}|${s.title}`;
    const prev = byUrl.get(key);
    if (!prev || s.similarity > prev.similarity) byUrl.set(key, s);
  }
  return [...byUrl.values()];
}

/** Relate, weigh once, and word the result. */
export function analyse(input: AnalysisInput): Analysis {
  const related = relateSources(input.claims, dedupe(input.found), input.lexicon);
  const weighed = weighEvidence(related.map(({ match: _match, ...source }) => source));
  const accuracy = accuracyDetail(weighed.credibility, weighed.verdict);
  const tone: ToneDetail = { score: input.tone.score, band: input.tone.band, label: input.tone.label, categories: [...(input.tone.categories ?? [])] };
  const warnings: FactCheckWarning[] = [
    ...accuracyWarnings(weighed.verdict, weighed.evidence),
    ...input.tone.warnings.map(({ severity, message }) => ({ severity, message })),
  ];
  const failedProviders = input.providers.filter((p) => p.status === 'failed');
  const partial = failedProviders.length > 0;
  if (partial) {
    warnings.push({ severity: 'low', message: `Some services did not answer (${failedProviders.map((p) => p.provider).join(', ')}); this result rests on less evidence.` });
  }
  return {
    credibilityScore: weighed.credibility,
    accuracy,
    tone,
    verdict: weighed.verdict,
    verdictLabel: VERDICT_LABELS[weighed.verdict],
    summary: summarise(weighed.verdict, accuracy, tone, weighed.evidence),
    claims: [...input.claims],
    warnings,
    sources: weighed.shown.slice(0, MAX_SOURCES),
    providers: [...input.providers],
    partial,
  };
}

/** The claim-verification extra check applies to accuracy 4-6 with a medium or high warning (docs/adr/0044-analysis-pipeline.md). */
export function needsClaimCheck(analysis: Pick<Analysis, 'accuracy' | 'warnings'>): boolean {
  const { score } = analysis.accuracy;
  if (score < CLAIM_CHECK_ACCURACY_RANGE.min || score > CLAIM_CHECK_ACCURACY_RANGE.max) return false;
  return analysis.warnings.some((w) => w.severity !== 'low');
}
