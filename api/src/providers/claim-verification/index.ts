import type { Verdict } from '@factlens/common';
import type { ProviderResult } from '../http.js';

/** How check-worthy one sentence is (not whether it is true): 0..1, above 0.5 worth checking. */
export interface CheckWorthiness {
  text: string;
  index: number;
  score: number;
}

/** A fact-check the verification service matched to a claim. */
export interface VerifiedClaimMatch {
  /** The matched claim as the knowledge base words it. */
  claim: string;
  /** The source's rating words, e.g. "Pants on Fire". */
  truthRating: string;
  verdict: Verdict;
  url: string | null;
}

export interface ClaimVerificationOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call (e.g. after apiTimeoutSeconds changed). */
  timeoutMs?: number;
}

/**
 * The extra check for borderline results (docs/adr/0008-fact-check-pipeline-and-scoring.md: accuracy 4–6 with a medium or high
 * warning). Implemented by ClaimBuster.
 */
export interface ClaimVerificationProvider {
  /** ProviderStatus name: 'claimbuster'. */
  readonly name: string;
  scoreText(text: string, options?: ClaimVerificationOptions): Promise<ProviderResult<CheckWorthiness[]>>;
  matchClaim(claim: string, options?: ClaimVerificationOptions): Promise<ProviderResult<VerifiedClaimMatch[]>>;
}
