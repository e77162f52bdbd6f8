import { CLAIM_RELATION_LABELS, type Band, type ClaimRelation } from '@factlens/common';

/*
 * Display helpers for fact-check results. The API answers typed results (GraphQL `FactCheck.result`,
 * REST `/api/fact-check`), read once on the server (docs/adr/0055-typed-fact-check-results.md), so
 * nothing here re-parses JSON: it only words typed values.
 */

/** One LED scale as the result carries it. */
export interface LedReading {
  score: number;
  band: Band;
  label: string;
}

export const relationLabel = (relation: ClaimRelation): string => CLAIM_RELATION_LABELS[relation];

/** "87%" from a 0-1 similarity. */
export const similarityPercent = (similarity: number): string => `${Math.round(Math.min(1, Math.max(0, similarity)) * 100)}%`;

/** A link only for http(s) URLs (the API sends no other kind; this keeps it so in the page too). */
export const linkable = (url: string): string | null => (/^https?:\/\//i.test(url) ? url : null);
