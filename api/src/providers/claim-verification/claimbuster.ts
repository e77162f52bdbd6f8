import { normalizeRating } from '@factlens/common';
import { baseUrlOf, httpUrlOrNull, isRecord, requestJson, stringOrNull, type ProviderConfig, type ProviderResult } from '../http.js';
import type { CheckWorthiness, ClaimVerificationOptions, ClaimVerificationProvider, VerifiedClaimMatch } from './index.js';

export const CLAIMBUSTER_PROVIDER = 'claimbuster';
export const CLAIMBUSTER_BASE_URL = 'https://idir.uta.edu/claimbuster/api/v2';
/** The claim travels in the URL path; keep it well under common URL length limits. */
const MAX_PATH_CLAIM_CHARS = 500;

/**
 * ClaimBuster v2 (`x-api-key`): check-worthiness by `POST /score/text/` and fact matching by
 * `GET /query/fact_matcher/<claim>`. It publishes no error schema: any non-2xx or unexpected
 * body is a failure.
 */
export function createClaimBusterProvider(config: ProviderConfig): ClaimVerificationProvider {
  const baseUrl = baseUrlOf(config, CLAIMBUSTER_BASE_URL);
  const common = {
    provider: CLAIMBUSTER_PROVIDER,
    headers: { 'x-api-key': config.apiKey },
    record: config.record,
    retry: config.retry,
  };
  return {
    name: CLAIMBUSTER_PROVIDER,
    scoreText(text: string, options: ClaimVerificationOptions = {}): Promise<ProviderResult<CheckWorthiness[]>> {
      return requestJson({
        ...common,
        requestType: 'score_text',
        url: `${baseUrl}/score/text/`,
        method: 'POST',
        body: { input_text: text },
        signal: options.signal,
        timeoutMs: options.timeoutMs ?? config.timeoutMs,
        parse: parseScores,
      });
    },
    matchClaim(claim: string, options: ClaimVerificationOptions = {}): Promise<ProviderResult<VerifiedClaimMatch[]>> {
      return requestJson({
        ...common,
        requestType: 'fact_matcher',
        url: `${baseUrl}/query/fact_matcher/${claimPathSegment(claim)}`,
        signal: options.signal,
        timeoutMs: options.timeoutMs ?? config.timeoutMs,
        parse: parseFactMatches,
      });
    },
  };
}

/**
 * The claim as one path segment: "/" and "\" removed (docs/adr/0010-provider-wire-formats.md: servers decode %2F back
 * into a separator), whitespace collapsed, length capped, the rest percent-encoded.
 */
export function claimPathSegment(claim: string): string {
  const cleaned = claim
    .replace(/[/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PATH_CLAIM_CHARS);
  return encodeURIComponent(cleaned);
}

/** `{ version, results: [{ text, index, score }] }`. */
export function parseScores(json: unknown): CheckWorthiness[] | null {
  if (!isRecord(json) || !Array.isArray(json.results)) return null;
  const out: CheckWorthiness[] = [];
  for (const [i, item] of json.results.entries()) {
    if (!isRecord(item) || typeof item.score !== 'number' || !Number.isFinite(item.score)) return null;
    out.push({
      text: typeof item.text === 'string' ? item.text : '',
      index: typeof item.index === 'number' ? item.index : i,
      score: Math.min(1, Math.max(0, item.score)),
    });
  }
  return out;
}

/** `{ claim, justification: [{ claim, truth_rating, url, search }] }`; no justification means no match. */
export function parseFactMatches(json: unknown): VerifiedClaimMatch[] | null {
  if (!isRecord(json)) return null;
  if (json.justification === undefined || json.justification === null) return [];
  if (!Array.isArray(json.justification)) return null;
  return json.justification.filter(isRecord).map((item) => {
    const truthRating = stringOrNull(item.truth_rating) ?? '';
    return {
      claim: stringOrNull(item.claim) ?? '',
      truthRating,
      verdict: normalizeRating({ textualRating: truthRating }),
      url: httpUrlOrNull(item.url),
    };
  });
}
