// Rating normalisation: fact-checkers' rating words and numbers → our verdict scale. Pure and shared,
// so the search providers (leaves of the api, docs/adr/0001-layering.md) and the ingestion both use it.
import type { Verdict } from './scores.js';
import { PINOCCHIO_COUNTS, PINOCCHIO_VERDICTS, RATING_LABEL_PREFIXES, RATING_TABLE } from './rating-table.js';

/** A review's rating as feeds carry it (schema.org Rating, or the Google/JSONL field names). */
export interface RatingInput {
  textualRating?: string | null;
  ratingValue?: number | string | null;
  bestRating?: number | string | null;
  worstRating?: number | string | null;
}

/**
 * Lower-case, strip accents and punctuation, collapse spaces: "Mostly False!" → "mostly false",
 * "Engañoso" → "enganoso", "Größtenteils" → "grosstenteils".
 */
export function normalizeRatingText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const TABLE = buildTable();
const LABEL_PREFIXES = RATING_LABEL_PREFIXES.map(normalizeRatingText).sort((a, b) => b.length - a.length);
const PINOCCHIO_RULE = /^(one|two|three|four|[1-4])\s+pinocchios?$/;
/** Where a rating's verdict words end when a feed appends an explanation ("False. The photo…"). */
const HEAD_DELIMITER = /[.:;!?,()[\]|/\u2014\u2013]|\s-\s/;

function buildTable(): Map<string, Verdict> {
  const table = new Map<string, Verdict>();
  for (const [verdict, words] of RATING_TABLE) {
    for (const word of words) {
      const key = normalizeRatingText(word);
      // First entry wins; verdict.test.ts proves no key is given two different verdicts.
      if (!table.has(key)) table.set(key, verdict);
    }
  }
  return table;
}

function lookup(normalized: string): Verdict | null {
  const hit = TABLE.get(normalized);
  if (hit) return hit;
  const pinocchios = PINOCCHIO_RULE.exec(normalized);
  const count = pinocchios?.[1] === undefined ? undefined : PINOCCHIO_COUNTS[pinocchios[1]];
  if (count !== undefined) return PINOCCHIO_VERDICTS[count] ?? null;
  return null;
}

function stripLabel(text: string): string {
  const normalized = normalizeRatingText(text);
  for (const label of LABEL_PREFIXES) {
    if (normalized.startsWith(`${label} `)) {
      // Only strip when the original really had "Label:" / "Label -", not "Claim X is…".
      const match = new RegExp(`^\\s*[^:\\-–—]{1,40}[:\\-–—]\\s*`).exec(text);
      if (match && normalizeRatingText(match[0]) === label) return text.slice(match[0].length);
    }
  }
  return text;
}

/**
 * The verdict a fact-checker's rating words stand for, or null when the words are not known.
 * Tries the whole text, then the part before the first delimiter ("Mostly False: …",
 * "False. The video…"), also after a leading label ("Rating: False"). Pinocchio counts are a
 * rule ("4 Pinocchios", "Three Pinocchios").
 */
export function verdictFromText(text: string | null | undefined): Verdict | null {
  if (!text) return null;
  for (const candidate of [text, stripLabel(text)]) {
    const whole = lookup(normalizeRatingText(candidate));
    if (whole) return whole;
    const head = candidate.split(HEAD_DELIMITER)[0] ?? '';
    if (head.trim() && head.length < candidate.length) {
      const headHit = lookup(normalizeRatingText(head));
      if (headHit) return headHit;
    }
  }
  return null;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

/**
 * A numeric rating placed on our scale against its best and worst values (schema.org defaults:
 * best 5, worst 1), in five equal bins. Scales may run either way (best < worst). Values outside
 * the scale (feeds use -1 for "no numeric rating") and empty scales are unrated.
 */
export function verdictFromNumeric(
  ratingValue: number | string | null | undefined,
  bestRating?: number | string | null,
  worstRating?: number | string | null,
): Verdict {
  const value = toNumber(ratingValue);
  const best = toNumber(bestRating) ?? 5;
  const worst = toNumber(worstRating) ?? 1;
  if (value === null || best === worst) return 'unrated';
  if (value < Math.min(best, worst) || value > Math.max(best, worst)) return 'unrated';
  const position = (value - worst) / (best - worst);
  if (position < 0.2) return 'false';
  if (position < 0.4) return 'mostly_false';
  if (position <= 0.6) return 'mixed';
  if (position <= 0.8) return 'mostly_true';
  return 'true';
}

/**
 * Normalises one review's rating: its words when we know them (they are the publisher's actual
 * verdict), else its number against best/worst, else 'unrated'.
 */
export function normalizeRating(rating: RatingInput): Verdict {
  const fromText = verdictFromText(rating.textualRating);
  if (fromText) return fromText;
  return verdictFromNumeric(rating.ratingValue, rating.bestRating, rating.worstRating);
}
