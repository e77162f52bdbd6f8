import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import {
  CLAIM_CHECK_ACCURACY_RANGE,
  DEFAULT_MIN_TEXT_LENGTH,
  isPlatform,
  VERDICT_LABELS,
  type FactCheckResult,
  type FactCheckSource,
  type FactCheckWarning,
  type Platform,
  type ProviderStatus,
  type SiteSettings,
} from '@factlens/common';
import { badInput, forbidden, tooLarge } from '../../errors.js';
import type { ProviderResult } from '../../providers/http.js';
import type { FactCheckSearchProvider } from '../../providers/fact-check-search/index.js';
import type { ModerationProvider } from '../../providers/moderation/index.js';
import type { ClaimVerificationProvider, VerifiedClaimMatch } from '../../providers/claim-verification/index.js';
import { trigramSimilarity } from '../../providers/fact-check-search/similarity.js';
import type { User } from '../users/user.entity.js';
import { refundDailyUnit, takeDailyUnit, type UsageGrant } from '../usage/daily-limit.service.js';
import { recordUsage, withUsage } from '../usage/usage.service.js';
import { splitClaims } from './claims.js';
import { newId } from '../../db/base.js';
import { accuracyDetail, accuracyWarnings, summarise, weighEvidence } from './scoring.js';
import { assessTone, LOCAL_TONE_PROVIDER } from './tone-provider.js';

/** The providers the pipeline may use; optional ones are null when no key is configured. */
export interface FactCheckProviders {
  local: FactCheckSearchProvider;
  google: FactCheckSearchProvider | null;
  moderation: ModerationProvider | null;
  claimVerification: ClaimVerificationProvider | null;
}

export interface FactCheckInput {
  content: unknown;
  platform?: unknown;
  userId?: unknown;
  contentType?: 'text' | 'ocr';
}

type Analysis = Omit<FactCheckResult, 'id' | 'cached' | 'platform' | 'usage' | 'checkedAt'>;
const MAX_SOURCES = 8;

/** Key of the result cache: the text with case and spacing normalised, and which providers could answer. */
export function cacheKey(content: string, providers: string): string {
  return createHash('sha256').update(`${providers}\n${content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()}`).digest('base64url');
}

/**
 * The fact-check pipeline of DESIGN.md section 5. Validation, then one unit of the daily limit, then
 * evidence and tone in parallel (each provider bounded by apiTimeoutSeconds and isolated: a failure is
 * named in the result, never a 500), then scoring, storage in fact_checks and api_usage.
 */
export class FactCheckService {
  private readonly cache: LRUCache<string, Analysis>;

  constructor(
    private readonly providers: FactCheckProviders,
    private readonly getSettings: () => Promise<SiteSettings>,
    cacheSeconds: number,
  ) {
    this.cache = new LRUCache({ max: 5000, ttl: Math.max(1, cacheSeconds) * 1000, allowStale: false });
  }

  async check(em: EntityManager, user: User, input: FactCheckInput): Promise<FactCheckResult> {
    const settings = await this.getSettings();
    if (input.userId !== undefined && input.userId !== null && input.userId !== '' && input.userId !== user.id) {
      throw forbidden('userId does not match the signed-in user');
    }
    if (typeof input.content !== 'string' || !input.content.trim()) throw badInput('content is required');
    const content = input.content.trim();
    if (content.length > settings.maxContentLength) {
      throw tooLarge(`Content is too long: at most ${settings.maxContentLength} characters can be checked (got ${content.length})`);
    }
    const [config] = await em.execute<{ min_text_length: number }[]>('select min_text_length from extension_config where user_id = ?', [user.id]);
    const minLength = config?.min_text_length ?? DEFAULT_MIN_TEXT_LENGTH;
    if (content.length < minLength) throw badInput(`Text is too short to fact-check: select at least ${minLength} characters`);
    const platform = parsePlatform(input.platform);
    const contentType = input.contentType ?? 'text';

    const grant = await takeDailyUnit(em, user);
    const key = cacheKey(content, this.activeProviders(settings).join(','));
    let analysis = this.cache.get(key);
    const cached = Boolean(analysis);
    try {
      if (!analysis) {
        analysis = await withUsage(em, user.id, () => this.analyse(content, settings));
        // A partial answer is not cached: the next request may reach the provider that failed.
        if (!analysis.partial) this.cache.set(key, analysis);
      }
    } catch (err) {
      await refundDailyUnit(em, user);
      throw err;
    }
    const id = newId();
    const checkedAt = new Date();
    const result: FactCheckResult = { ...analysis, id, cached, platform, usage: grant satisfies UsageGrant, checkedAt: checkedAt.toISOString() };
    // One plain insert (no unit-of-work transaction around it): this is the hot path of cached checks.
    await em.execute(
      `insert into fact_checks (id, user_id, content, content_type, platform, result, credibility_score, sources, created_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?)`,
      [id, user.id, content, contentType, platform, JSON.stringify(result), analysis.credibilityScore, JSON.stringify(analysis.sources), checkedAt],
      'run',
    );
    return result;
  }

  private activeProviders(s: SiteSettings): string[] {
    const p = this.providers;
    return [
      p.local.name,
      s.googleFactCheckEnabled && p.google ? p.google.name : null,
      s.openAiModerationEnabled && p.moderation ? p.moderation.name : LOCAL_TONE_PROVIDER,
      s.claimBusterEnabled && p.claimVerification ? p.claimVerification.name : null,
    ].filter((x): x is string => x !== null);
  }

  private async analyse(content: string, settings: SiteSettings): Promise<Analysis> {
    const timeoutMs = settings.apiTimeoutSeconds * 1000;
    const claims = splitClaims(content);
    const queries = claims.length ? claims : [content.slice(0, 300)];
    const google = settings.googleFactCheckEnabled ? this.providers.google : null;
    const moderation = settings.openAiModerationEnabled ? this.providers.moderation : null;
    const verifier = settings.claimBusterEnabled ? this.providers.claimVerification : null;

    // Evidence and tone in parallel, each bounded by the timeout and isolated.
    const localP = Promise.all(queries.map((q) => bounded(this.providers.local.search(q, { timeoutMs }), timeoutMs)));
    const googleP = google ? Promise.all(queries.map((q) => google.search(q, { timeoutMs }))) : Promise.resolve(null);
    const moderationP = moderation ? moderation.moderate(content, { timeoutMs }) : Promise.resolve(null);

    // The local index answers first (milliseconds): when its evidence already calls for the
    // claim-verification check, start it now, alongside the slower services, instead of after them.
    const localResults = await localP;
    for (const r of localResults) recordUsage({ provider: this.providers.local.name, requestType: 'search', tokensUsed: 0, success: r.ok, ms: r.ms, status: null });
    const localSources = localResults.flatMap((r) => (r.ok ? r.data : []));
    const toneStarted = performance.now();
    const localTone = assessTone(content, null);
    const localToneMs = Math.round(performance.now() - toneStarted);
    let verifierP: ReturnType<ClaimVerificationProvider['matchClaim']> | null = null;
    if (verifier && needsClaimCheck(weighEvidence(dedupe(localSources)), localTone.warnings)) verifierP = verifier.matchClaim(queries[0], { timeoutMs });

    const [googleResults, moderationResult] = await Promise.all([googleP, moderationP]);
    const statuses: ProviderStatus[] = [];
    const sources: FactCheckSource[] = [...localSources];
    statuses.push(status(this.providers.local.name, localResults));
    if (google && googleResults) {
      statuses.push(status(google.name, googleResults));
      for (const r of googleResults) if (r.ok) sources.push(...r.data);
    } else statuses.push(skipped(this.providers.google?.name ?? 'google-factcheck', settings.googleFactCheckEnabled ? 'No API key configured' : 'Turned off in the site settings'));

    if (moderation && moderationResult) statuses.push(moderationResult.ok ? ok(moderation.name, moderationResult.ms) : failed(moderation.name, moderationResult));
    else statuses.push(skipped(this.providers.moderation?.name ?? 'openai-moderation', settings.openAiModerationEnabled ? 'No API key configured' : 'Turned off in the site settings'));
    let tone = localTone;
    if (moderationResult?.ok) tone = assessTone(content, moderationResult.data.categoryScores);
    else {
      statuses.push(ok(LOCAL_TONE_PROVIDER, localToneMs));
      recordUsage({ provider: LOCAL_TONE_PROVIDER, requestType: 'tone', tokensUsed: 0, success: true, ms: localToneMs, status: null });
    }

    let weighed = weighEvidence(dedupe(sources));
    // Claim-verification extra check (spec section 4): only for accuracy 4-6 with a medium/high warning.
    if (verifier && needsClaimCheck(weighed, tone.warnings)) {
      const r = await (verifierP ?? verifier.matchClaim(queries[0], { timeoutMs }));
      if (r.ok) {
        statuses.push(ok(verifier.name, r.ms));
        sources.push(...r.data.map((m) => claimBusterSource(queries[0], m)));
        weighed = weighEvidence(dedupe(sources));
      } else statuses.push(failed(verifier.name, r));
    } else {
      const why = !verifier ? (settings.claimBusterEnabled ? 'No API key configured' : 'Turned off in the site settings') : 'Not needed for this score';
      statuses.push(skipped(this.providers.claimVerification?.name ?? 'claimbuster', why));
    }

    const accuracy = accuracyDetail(weighed.credibility, weighed.verdict);
    const warnings: FactCheckWarning[] = [...accuracyWarnings(weighed.verdict, weighed.evidence), ...tone.warnings.map(({ severity, message }) => ({ severity, message }))];
    const partial = statuses.some((st) => st.status === 'failed');
    if (partial) {
      const names = statuses.filter((st) => st.status === 'failed').map((st) => st.provider).join(', ');
      warnings.push({ severity: 'low', message: `Some services did not answer (${names}); this result rests on less evidence.` });
    }
    const toneDetail = { score: tone.score, band: tone.band, label: tone.label };
    return {
      credibilityScore: weighed.credibility,
      accuracy,
      tone: toneDetail,
      verdict: weighed.verdict,
      verdictLabel: VERDICT_LABELS[weighed.verdict],
      summary: summarise(weighed.verdict, accuracy, toneDetail, weighed.evidence),
      claims: queries,
      warnings,
      sources: weighed.evidence.slice(0, MAX_SOURCES),
      providers: statuses,
      partial,
    };
  }
}

/** The rule of spec section 4: accuracy 4-6 with a medium or high warning. */
function needsClaimCheck(weighed: ReturnType<typeof weighEvidence>, toneWarnings: readonly FactCheckWarning[]): boolean {
  const accuracy = accuracyDetail(weighed.credibility, weighed.verdict).score;
  if (accuracy < CLAIM_CHECK_ACCURACY_RANGE.min || accuracy > CLAIM_CHECK_ACCURACY_RANGE.max) return false;
  return [...accuracyWarnings(weighed.verdict, weighed.evidence), ...toneWarnings].some((w) => w.severity !== 'low');
}

function claimBusterSource(claim: string, m: VerifiedClaimMatch): FactCheckSource {
  return {
    publisher: 'ClaimBuster',
    site: 'idir.uta.edu',
    title: m.claim,
    url: m.url ?? '',
    rating: m.truthRating,
    verdict: m.verdict,
    date: null,
    similarity: Math.round(trigramSimilarity(claim, m.claim) * 1000) / 1000,
    provider: 'claimbuster',
    attribution: null,
  };
}

function parsePlatform(raw: unknown): Platform {
  if (raw === undefined || raw === null || raw === '') return 'other';
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (value === 'x') return 'twitter';
  if (!isPlatform(value)) throw badInput('platform must be one of facebook, twitter, instagram, tiktok, linkedin, reddit, news, blog, other');
  return value;
}

/** The local index is our own database, but it gets the same deadline as any provider. */
async function bounded<T>(p: Promise<ProviderResult<T>>, ms: number): Promise<ProviderResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ProviderResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: { kind: 'timeout', message: `No answer within ${ms} ms` }, ms }), ms);
  });
  try {
    return await Promise.race([p.catch((err: unknown) => ({ ok: false as const, error: { kind: 'network' as const, message: String((err as Error)?.message ?? err) }, ms: 0 })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One status for a provider asked several times (one search per claim). */
function status<T>(name: string, results: ProviderResult<T>[]): ProviderStatus {
  const ms = Math.max(0, ...results.map((r) => r.ms));
  const errors = results.flatMap((r) => (r.ok ? [] : [r.error.message]));
  if (results.length && errors.length === results.length) return { provider: name, status: 'failed', detail: errors[0], ms };
  return { provider: name, status: 'ok', detail: errors.length ? `${errors.length} of ${results.length} searches failed` : null, ms };
}

const ok = (provider: string, ms: number): ProviderStatus => ({ provider, status: 'ok', detail: null, ms });
const skipped = (provider: string, detail: string): ProviderStatus => ({ provider, status: 'skipped', detail, ms: null });
function failed(provider: string, r: ProviderResult<unknown>): ProviderStatus {
  return { provider, status: 'failed', detail: r.ok ? null : r.error.message, ms: r.ms };
}

/** One source per URL, keeping its best similarity. */
function dedupe(sources: readonly FactCheckSource[]): FactCheckSource[] {
  const byUrl = new Map<string, FactCheckSource>();
  for (const s of sources) {
    const key = s.url || `${s.publisher}|${s.title}`;
    const prev = byUrl.get(key);
    if (!prev || s.similarity > prev.similarity) byUrl.set(key, s);
  }
  return [...byUrl.values()];
}
