import { normalizeRating } from '@factlens/common';
import { baseUrlOf, httpUrlOrNull, isRecord, requestJson, stringOrNull, type ProviderConfig, type ProviderResult } from '../http.js';
import type { FactCheckMatch, FactCheckSearchOptions, FactCheckSearchProvider } from './index.js';
import { trigramSimilarity } from './similarity.js';

export const GOOGLE_FACT_CHECK_PROVIDER = 'google-factcheck';
export const GOOGLE_FACT_CHECK_BASE_URL = 'https://factchecktools.googleapis.com/v1alpha1';
const ATTRIBUTION = 'Found via Google Fact Check Tools';
/** Google rejects long queries; a claim sentence is far shorter than this anyway. */
const MAX_QUERY_CHARS = 500;

/** Google Fact Check Tools `claims:search` (docs/adr/0010-provider-wire-formats.md). The key goes in `key=`. */
export function createGoogleFactCheckProvider(config: ProviderConfig): FactCheckSearchProvider {
  const baseUrl = baseUrlOf(config, GOOGLE_FACT_CHECK_BASE_URL);
  return {
    name: GOOGLE_FACT_CHECK_PROVIDER,
    search(query: string, options: FactCheckSearchOptions = {}): Promise<ProviderResult<FactCheckMatch[]>> {
      const url = new URL(`${baseUrl}/claims:search`);
      url.searchParams.set('query', query.slice(0, MAX_QUERY_CHARS));
      if (options.languageCode) url.searchParams.set('languageCode', options.languageCode);
      if (options.pageSize) url.searchParams.set('pageSize', String(options.pageSize));
      if (options.maxAgeDays) url.searchParams.set('maxAgeDays', String(options.maxAgeDays));
      url.searchParams.set('key', config.apiKey);
      return requestJson({
        provider: GOOGLE_FACT_CHECK_PROVIDER,
        requestType: 'claims:search',
        url,
        timeoutMs: options.timeoutMs ?? config.timeoutMs,
        record: config.record,
        retry: config.retry,
        signal: options.signal,
        parse: (json) => parseClaimsSearch(json, query),
        describeError: describeGoogleError,
      });
    },
  };
}

/** `{ claims: [Claim] }` → one match per review with a URL (deduplicated); `{}` means no claims. */
export function parseClaimsSearch(json: unknown, query: string): FactCheckMatch[] | null {
  if (!isRecord(json)) return null;
  if (json.claims === undefined) return [];
  if (!Array.isArray(json.claims)) return null;
  const matches: FactCheckMatch[] = [];
  const seen = new Set<string>();
  for (const claim of json.claims) {
    if (!isRecord(claim) || !Array.isArray(claim.claimReview)) continue;
    const claimText = stringOrNull(claim.text);
    for (const review of claim.claimReview) {
      if (!isRecord(review)) continue;
      const url = httpUrlOrNull(review.url);
      if (!url || seen.has(url)) continue;
      seen.add(url);
      const publisher = isRecord(review.publisher) ? review.publisher : {};
      const site = stringOrNull(publisher.site) ?? hostOf(url);
      const rating = stringOrNull(review.textualRating) ?? '';
      const title = claimText ?? stringOrNull(review.title) ?? '';
      matches.push({
        publisher: stringOrNull(publisher.name) ?? site ?? 'Unknown publisher',
        site,
        title,
        url,
        rating,
        verdict: normalizeRating({ textualRating: rating }),
        date: isoDate(review.reviewDate),
        similarity: Number(trigramSimilarity(query, title).toFixed(4)),
        provider: 'google',
        attribution: ATTRIBUTION,
        claimant: stringOrNull(claim.claimant),
        claimDate: isoDate(claim.claimDate),
        languageCode: stringOrNull(review.languageCode),
      });
    }
  }
  return matches;
}

/** `{ error: { code, message, status } }` → "INVALID_ARGUMENT: Request contains an invalid argument." */
export function describeGoogleError(json: unknown): string | null {
  if (!isRecord(json) || !isRecord(json.error)) return null;
  const message = stringOrNull(json.error.message);
  const status = stringOrNull(json.error.status);
  if (status && message) return `${status}: ${message}`;
  return status ?? message;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** RFC 3339 → YYYY-MM-DD (the date is what results show; times zones add nothing). */
function isoDate(value: unknown): string | null {
  const text = stringOrNull(value);
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}
