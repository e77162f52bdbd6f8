import type { FactCheckSource } from '@factlens/common';
import type { ProviderResult } from '../http.js';

/**
 * A published fact-check a search found, in the shape results show (plus claim context). How the
 * checked text relates to its claim (relation, confidence, explanation) is decided by the analysis
 * (docs/adr/0040-claim-relation.md), not by the search.
 */
export interface FactCheckMatch extends Omit<FactCheckSource, 'relation' | 'relationConfidence' | 'explanation'> {
  /** Who made the claim, when the review says. */
  claimant: string | null;
  /** When the claim was made, ISO date, when known. */
  claimDate: string | null;
  /** BCP-47 language of the review, when known. */
  languageCode: string | null;
}

export interface FactCheckSearchOptions {
  /** BCP-47 language to restrict reviews to (e.g. "en"). */
  languageCode?: string;
  /** Most reviews to fetch (Google's default 10). */
  pageSize?: number;
  /** Only reviews at most this old. */
  maxAgeDays?: number;
  signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call (e.g. after apiTimeoutSeconds changed). */
  timeoutMs?: number;
}

/**
 * Looks a claim up among published fact-checks. Implemented by Google Fact Check Tools (here)
 * and the local ClaimReview index ('claimreview-local', modules/claim-review/claim-search.ts).
 */
export interface FactCheckSearchProvider {
  /** ProviderStatus name: 'google-factcheck' | 'claimreview-local'. */
  readonly name: string;
  search(query: string, options?: FactCheckSearchOptions): Promise<ProviderResult<FactCheckMatch[]>>;
}
