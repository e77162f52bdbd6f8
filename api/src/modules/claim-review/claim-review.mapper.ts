import type { Verdict } from '@factlens/common';
import { normalizeRating } from '@factlens/common';
import { isRecord } from '../../providers/http.js';
import { CLAIM_TEXT_MAX, CLAIM_URL_MAX } from './claim-review.entity.js';

/** One row of claim_reviews as ingestion writes it (column values, dates as YYYY-MM-DD). */
export interface ClaimReviewRow {
  claimText: string;
  claimant: string | null;
  claimDate: string | null;
  publisherName: string;
  publisherSite: string | null;
  url: string;
  reviewDate: string | null;
  textualRating: string;
  verdict: Verdict;
  ratingValue: number | null;
  bestRating: number | null;
  worstRating: number | null;
  languageCode: string | null;
  source: string | null;
  license: string | null;
}

/** Filled in when a record does not say (e.g. a feed's name and licence given on the command line). */
export interface RowDefaults {
  source?: string | null;
  license?: string | null;
  languageCode?: string | null;
}

export type MapResult = { ok: true; row: ClaimReviewRow } | { ok: false; reason: string };

/** One record found in a parsed JSON value, with its position inside that value (1-based) when it was in a list. */
export interface FoundRecord {
  record: unknown;
  item: number | null;
}

/**
 * The ClaimReview records inside one parsed JSON value: an array of them, a schema.org DataFeed
 * (`dataFeedElement[].item`, the item itself an object or an array), a JSON-LD `@graph`, a Google
 * Fact Check Tools `Claim` (`{ text, claimReview: [...] }`), or a single record.
 */
export function findRecords(value: unknown): FoundRecord[] {
  const list = listOf(value);
  if (!list) return [{ record: value, item: null }];
  const out: FoundRecord[] = [];
  list.forEach((element, i) => {
    for (const record of recordsOfListElement(element)) out.push({ record, item: i + 1 });
  });
  return out;
}

function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return null;
  if (Array.isArray(value.dataFeedElement)) return value.dataFeedElement;
  if (Array.isArray(value['@graph'])) return value['@graph'];
  return null;
}

/** The records of one element of a record list (a DataFeedItem holds them in `item`). */
export function recordsOfListElement(element: unknown): unknown[] {
  if (!isRecord(element)) return [element];
  // DataFeedItem: the ClaimReview(s) are in `item`.
  if (element.item !== undefined && element.claimReviewed === undefined) {
    return Array.isArray(element.item) ? element.item : [element.item];
  }
  // Google claims:search Claim: one record per review, the claim text from the Claim.
  if (Array.isArray(element.claimReview)) {
    return element.claimReview.map((review: unknown) =>
      isRecord(review) ? { claimReviewed: element.text, claimant: element.claimant, claimDate: element.claimDate, ...review } : review,
    );
  }
  return [element];
}

/**
 * Maps one record to a row. Accepts the corpus JSONL shape (`claimReviewed`, `publisher { name,
 * site }`, `reviewDate`, `textualRating`, numeric rating fields, `source`, `license`) and
 * schema.org ClaimReview JSON-LD (`author`, `datePublished`, `itemReviewed { author,
 * datePublished }`, `reviewRating { ratingValue, bestRating, worstRating, alternateName }`).
 * Rejects records without a claim or an http(s) URL; odd optional fields become null.
 */
export function toClaimReviewRow(record: unknown, defaults: RowDefaults = {}): MapResult {
  if (!isRecord(record)) return { ok: false, reason: 'not a JSON object' };
  const type = record['@type'];
  if (type !== undefined && !typeList(type).some((t) => /(^|[/:])ClaimReview$/.test(t))) {
    return { ok: false, reason: `unsupported @type ${JSON.stringify(type).slice(0, 60)}` };
  }
  const claimText = cleanText(record.claimReviewed);
  if (!claimText) return { ok: false, reason: 'missing claimReviewed' };
  if (claimText.length > CLAIM_TEXT_MAX) return { ok: false, reason: `claimReviewed longer than ${CLAIM_TEXT_MAX} characters` };
  if (record.url === undefined || record.url === null || record.url === '') return { ok: false, reason: 'missing url' };
  const url = httpUrl(record.url);
  if (!url) return { ok: false, reason: 'invalid url (not an absolute http(s) URL)' };
  if (url.length > CLAIM_URL_MAX) return { ok: false, reason: `url longer than ${CLAIM_URL_MAX} characters` };

  const publisher = first(record.publisher) ?? first(record.author);
  const publisherUrl = isRecord(publisher) ? httpUrl(publisher.url) : null;
  const publisherSite = cap(cleanText(isRecord(publisher) ? publisher.site : null), 255) ?? hostOf(publisherUrl ?? url);
  const publisherName = cap(nameOf(publisher), 255) ?? publisherSite ?? 'Unknown publisher';

  const rating = isRecord(first(record.reviewRating)) ? (first(record.reviewRating) as Record<string, unknown>) : {};
  const textualRating = cleanText(record.textualRating) ?? cleanText(rating.alternateName) ?? cleanText(rating.name) ?? '';
  const ratingValue = numberOrNull(record.ratingValue ?? rating.ratingValue);
  const bestRating = numberOrNull(record.bestRating ?? rating.bestRating);
  const worstRating = numberOrNull(record.worstRating ?? rating.worstRating);

  const item = isRecord(first(record.itemReviewed)) ? (first(record.itemReviewed) as Record<string, unknown>) : {};
  const appearance = isRecord(first(item.firstAppearance)) ? (first(item.firstAppearance) as Record<string, unknown>) : {};

  return {
    ok: true,
    row: {
      claimText,
      claimant: cap(nameOf(record.claimant) ?? nameOf(item.author), 512),
      claimDate: isoDate(record.claimDate ?? item.datePublished ?? item.dateCreated ?? appearance.datePublished),
      publisherName,
      publisherSite,
      url,
      reviewDate: isoDate(record.reviewDate ?? record.datePublished ?? record.dateCreated),
      textualRating,
      verdict: normalizeRating({ textualRating, ratingValue, bestRating, worstRating }),
      ratingValue,
      bestRating,
      worstRating,
      languageCode: languageOf(record.languageCode ?? record.inLanguage) ?? defaults.languageCode ?? null,
      source: cap(cleanText(record.source) ?? defaults.source ?? null, 255),
      license: cap(cleanText(record.license) ?? defaults.license ?? null, 255),
    },
  };
}

function typeList(type: unknown): string[] {
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Trimmed single-spaced text without NULs (PostgreSQL text cannot hold them), or null. */
function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim();
  return text || null;
}

function cap(text: string | null, max: number): string | null {
  return text && text.length > max ? text.slice(0, max) : text;
}

/** A person or organisation given as a string, `{ name }` or a list of those (first wins). */
function nameOf(value: unknown): string | null {
  const v = first(value);
  if (typeof v === 'string') return cleanText(v);
  if (isRecord(v)) return cleanText(v.name) ?? cleanText(v.alternateName);
  return null;
}

function httpUrl(value: unknown): string | null {
  const text = cleanText(value);
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.toString() : null;
  } catch {
    return null;
  }
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

function numberOrNull(value: unknown): number | null {
  const v = first(value);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * YYYY-MM-DD: the date as written when the value starts with one (the publisher's own day, not
 * shifted by a time zone), else the UTC day of a worded date ("March 4, 2021"). Bare numbers are
 * ambiguous (epoch? year?) and are not dates.
 */
export function isoDate(value: unknown): string | null {
  const text = typeof first(value) === 'string' ? (first(value) as string).trim() : '';
  const literal = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(text);
  if (literal) {
    const [, y, m, d] = literal;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? `${y}-${m}-${d}` : null;
  }
  if (!/[a-z]/i.test(text)) return null;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  const year = Number(iso.slice(0, 4));
  return year >= 1800 && year <= 2200 ? iso.slice(0, 10) : null;
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

/** A BCP-47 tag from a string or a schema.org Language `{ alternateName | name }`. */
function languageOf(value: unknown): string | null {
  const v = first(value);
  const text = typeof v === 'string' ? v.trim() : isRecord(v) ? (cleanText(v.alternateName) ?? cleanText(v.name)) : null;
  return text && text.length <= 16 && LANGUAGE_TAG.test(text) ? text : null;
}
