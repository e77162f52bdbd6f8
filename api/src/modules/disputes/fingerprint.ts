/**
 * Text fingerprints for corrections (docs/adr/0072-corrections-by-fingerprint.md). Pure functions.
 *
 * - `fingerprint`: NFKC, lower case, punctuation and symbols removed, whitespace collapsed: the same
 *   text pasted from another page (curly quotes, extra spaces, full-width letters) gives the same key.
 * - `looseFingerprint`: the fingerprint without stop words, so "the vaccine causes autism" and
 *   "vaccine causes autism!" meet; negation words are never stop words here.
 * - `nearIdentical`: same loose fingerprint, or trigram similarity (pg_trgm's definition) of the
 *   loose fingerprints ≥ NEAR_IDENTICAL, with the same negation words on both sides.
 */

/** Trigram similarity from which two texts count as the same text. */
export const NEAR_IDENTICAL = 0.9;

// prettier-ignore
const STOP = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'that', 'this', 'these', 'those',
  'it', 'its', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'would',
  'i', 'we', 'you', 'he', 'she', 'they', 'my', 'our', 'your', 'his', 'her', 'their', 'so', 'just', 'very', 'really',
  'actually', 'literally', 'also', 'breaking', 'says', 'said', 'claim', 'claims', 'rt', 'via',
]);

// prettier-ignore
const NEGATIONS = new Set([
  'not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'cannot', 'cant', 'dont', 'doesnt', 'didnt',
  'isnt', 'arent', 'wasnt', 'werent', 'wont', 'hoax', 'myth', 'false', 'fake', 'debunked', 'untrue',
]);

export function fingerprint(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’‘`´]/gu, '')
    .replace(/[\p{P}\p{S}\p{C}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

export function looseFingerprint(fp: string): string {
  return fp
    .split(' ')
    .filter((w) => w && !STOP.has(w))
    .join(' ');
}

function negations(loose: string): string {
  return loose
    .split(' ')
    .filter((w) => NEGATIONS.has(w))
    .sort()
    .join(' ');
}

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.split(' ')) {
    if (!w) continue;
    const p = `  ${w} `;
    for (let i = 0; i + 3 <= p.length; i++) out.add(p.slice(i, i + 3));
  }
  return out;
}

export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** A text's keys, computed once. */
export interface TextKey {
  fingerprint: string;
  loose: string;
  negations: string;
  trigrams: Set<string>;
}

export function textKey(text: string): TextKey {
  const fp = fingerprint(text);
  const loose = looseFingerprint(fp);
  return { fingerprint: fp, loose, negations: negations(loose), trigrams: trigrams(loose) };
}

/** 1 for the same fingerprint, else the similarity when near-identical, else 0. */
export function closeness(a: TextKey, b: TextKey): number {
  if (a.fingerprint === b.fingerprint) return 1;
  if (!a.loose || !b.loose || a.negations !== b.negations) return 0;
  if (a.loose === b.loose) return 0.99;
  // Sizes too far apart cannot reach the threshold: skip the set work.
  const small = Math.min(a.trigrams.size, b.trigrams.size);
  const large = Math.max(a.trigrams.size, b.trigrams.size);
  if (small / large < NEAR_IDENTICAL) return 0;
  const sim = trigramSimilarity(a.trigrams, b.trigrams);
  return sim >= NEAR_IDENTICAL ? sim : 0;
}
