import { detectAll } from 'tinyld';
import type { FactCheckResult } from '@factlens/common';
import { accuracyWarnings } from './scoring.js';

/**
 * The language of a checked text (docs/adr/0075-text-language.md): tinyld (offline, n-gram
 * profiles shipped in the package) behind a wrapper that answers an ISO 639-1 code only when the
 * detector is sure, and `und` (ISO 639-2 "undetermined") otherwise. Short claims are often
 * ambiguous ("Vaccines cause autism" scores Romanian first, at 6 %), so no language is assumed,
 * English included, unless the detector is confident.
 */
export const UNDETERMINED = 'und';
/** Fewer letters than this (after links, mentions and digits are removed) say nothing reliable. */
export const MIN_LETTERS = 20;
/** tinyld's accuracy of the best language, 0..1, needed to name it. */
export const MIN_CONFIDENCE = 0.5;

export interface DetectedLanguage {
  /** ISO 639-1 code, or `und` when the text is too short or the detector is unsure. */
  code: string;
  /** The detector's accuracy for `code` (0 for `und`). */
  confidence: number;
}

/** Links, @mentions, #tags and digits carry no language and skew short texts. */
function letters(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+/gi, ' ')
    .replace(/[@#][\p{L}\p{N}_]+/gu, ' ')
    .replace(/[^\p{L}\s'’-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function detectLanguage(text: string): DetectedLanguage {
  const plain = letters(text);
  if ((plain.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return { code: UNDETERMINED, confidence: 0 };
  const [best] = detectAll(plain);
  if (!best || best.accuracy < MIN_CONFIDENCE || !/^[a-z]{2}$/.test(best.lang) || (best.lang !== 'en' && restsOnOneWord(plain, best.lang)))
    return { code: UNDETERMINED, confidence: best?.accuracy ?? 0 };
  return { code: best.lang, confidence: best.accuracy };
}

/** Texts of at least this many words are not checked word by word: one word cannot outweigh the rest. */
export const ROBUST_WORDS = 30;

/**
 * Whether naming `lang` rests on a single word: left out, the detector ranks another language first, or none
 * (docs/adr/0165-one-word-is-no-language.md). tinyld knows some rare words as one language's
 * ("Hydroxychloroquine" Czech, "Remdesivir" Spanish) and names that language for a whole English sentence. English
 * is not checked: the index holds English reviews, so naming it shows no notice.
 */
function restsOnOneWord(plain: string, lang: string): boolean {
  const words = plain.split(' ');
  if (words.length >= ROBUST_WORDS) return false;
  return words.some((_, i) => {
    const rest = [...words.slice(0, i), ...words.slice(i + 1)].join(' ');
    const [best] = detectAll(rest);
    return best?.lang !== lang;
  });
}

const NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "es" → "Spanish" (English names; the code itself when the runtime does not know it). */
export function languageName(code: string): string {
  try {
    return NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The plain sentence a result carries when the local index holds no review in the text's language. */
export function languageNoticeText(code: string, rated: boolean): string {
  const name = languageName(code);
  const start = `This text seems to be in ${name}. Our fact-check index holds no reviews in ${name} yet`;
  return rated ? `${start}; the fact-checks shown were found by other services.` : `${start}, so its accuracy could not be checked.`;
}

const UNVERIFIED_SUMMARY = /^No fact-check we know of covers this claim, so its accuracy is unverified; /;

/** Whether a result in `language` carries the notice: the local index holds no reviews in that language. */
export function noticeShown(language: string, reviewsInLanguage: number | null): boolean {
  return language !== UNDETERMINED && reviewsInLanguage !== null && reviewsInLanguage <= 0;
}

/**
 * Adds `language` and `languageNotice` to a result. `reviewsInLanguage` is how many reviews the
 * local index holds in that language. With none, the notice replaces the bare "unverified"
 * warning and opens the summary, so summary, warnings and verdict say the same thing.
 */
export function withLanguage<T extends Pick<FactCheckResult, 'verdict' | 'warnings' | 'summary'>>(
  result: T,
  language: string,
  reviewsInLanguage: number | null,
): T & Pick<FactCheckResult, 'language' | 'languageNotice'> {
  if (!noticeShown(language, reviewsInLanguage)) return { ...result, language, languageNotice: null };
  const rated = result.verdict !== 'unrated';
  const notice = languageNoticeText(language, rated);
  if (rated) return { ...result, language, languageNotice: notice };
  const bare = new Set(accuracyWarnings('unrated', []).map((w) => w.message));
  const warnings = result.warnings.filter((w) => !bare.has(w.message));
  warnings.unshift({ severity: 'low', message: notice });
  const rest = result.summary.replace(UNVERIFIED_SUMMARY, '');
  const summary = rest === result.summary ? `${notice} ${result.summary}` : `${notice} ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  return { ...result, language, languageNotice: notice, warnings, summary };
}
