import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { isPlatform, type FactCheckResult, type Platform, type ProviderStatus, type SiteSettings } from '@factlens/common';
import { badInput, forbidden, tooLarge } from '../../errors.js';
import type { ProviderResult } from '../../providers/http.js';
import type { FactCheckSearchProvider } from '../../providers/fact-check-search/index.js';
import type { ModerationProvider } from '../../providers/moderation/index.js';
import type { ClaimVerificationProvider, VerifiedClaimMatch } from '../../providers/claim-verification/index.js';
import { FLAT_LEXICON, type Lexicon } from '../../nlp/match.js';
import type { User } from '../users/user.entity.js';
import type { Principal } from '../auth/auth.service.js';
import type { CorrectionsService } from '../disputes/corrections.service.js';
import { getConfig } from '../extension/extension.service.js';
import {
  confirmSession,
  grantOcrFollowUp,
  holdDailyUnit,
  releaseDailyUnit,
  storeCheck,
  storeCheckWithoutUnit,
  useOcrFollowUp,
  type StoredCheck,
} from '../usage/daily-limit.service.js';
import { nativeSql, type NativeSql } from '../../db/native.js';
import { recordUsage, withUsage } from '../usage/usage.service.js';
import { newId } from '../../db/base.js';
import { analyse, needsClaimCheck, prepareText, type Analysis } from './analysis/pipeline.js';
import type { FoundReview } from './analysis/relate.js';
import { assessTone, LOCAL_TONE_PROVIDER } from './tone-provider.js';
import { detectLanguage, UNDETERMINED } from './language.js';
import { resultBody, storedBody } from './stored-result.js';
import type { IndexStatsService } from './index-stats.js';

/** The providers the pipeline may use; optional ones are null when no key is configured. */
export interface FactCheckProviders {
  local: FactCheckSearchProvider;
  google: FactCheckSearchProvider | null;
  moderation: ModerationProvider | null;
  claimVerification: ClaimVerificationProvider | null;
  /** Corpus statistics for the claim matcher (the local index's); flat weights without one. */
  lexicon?: Lexicon;
}

export interface FactCheckInput {
  content: unknown;
  platform?: unknown;
  userId?: unknown;
  contentType?: 'text' | 'ocr';
}

/** A cached analysis and whose check filled it: `cached` is reported only to that user (docs/adr/0044-analysis-pipeline.md). */
interface CacheEntry {
  analysis: Analysis;
  userId: string;
  /** ISO 639-1 code of the text, or 'und' (docs/adr/0075-text-language.md). */
  language: string;
}

/** What the session lookup already read for this request. */
export interface CheckSession {
  /** The user's shortest text to check. */
  minTextLength: number;
  /**
   * Set when the session came from the cache without the LISTEN barrier (docs/adr/0080-session-cache.md):
   * the statement that holds or counts the unit then proves the session is still live (401 if not).
   */
  unconfirmedTokenHash?: string | null;
}

/**
 * How long a held unit lasts when its check is never stored (a killed process): the longest a check
 * can take (two rounds of providers, each bounded by apiTimeoutSeconds) plus a minute.
 */
export function reservationSeconds(settings: Pick<SiteSettings, 'apiTimeoutSeconds'>): number {
  return 2 * settings.apiTimeoutSeconds + 60;
}

/** Key of the result cache: the text with case and spacing normalised, and which providers could answer. */
export function cacheKey(content: string, providers: string): string {
  return createHash('sha256')
    .update(`${providers}\n${content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()}`)
    .digest('base64url');
}

/**
 * The policy layer around the pure analysis (analysis/pipeline.ts; docs/adr/0044-analysis-pipeline.md):
 * validation, one unit of the daily limit (given back if the check fails), the result cache,
 * gathering evidence and tone from the providers (each bounded by apiTimeoutSeconds and isolated: a
 * failure is named in the result, never a 500), and storage in fact_checks.
 */
export class FactCheckService {
  private readonly cache: LRUCache<string, CacheEntry>;

  constructor(
    private readonly providers: FactCheckProviders,
    private readonly getSettings: () => Promise<SiteSettings>,
    cacheSeconds: number,
    /** Moderators' corrections (docs/adr/0072-corrections-by-fingerprint.md): applied to every answer, cached or not, so they take effect at once. */
    private readonly corrections?: Pick<CorrectionsService, 'apply'>,
    /** Reviews per language in the local index, for the language notice (docs/adr/0075-text-language.md). */
    private readonly indexStats?: Pick<IndexStatsService, 'reviewsIn'>,
    /** Prepared statements on the driver's pool (docs/adr/0081-hot-path-statements.md); from the EntityManager when absent. */
    private readonly sql?: NativeSql,
  ) {
    this.cache = new LRUCache({ max: 5000, ttl: Math.max(1, cacheSeconds) * 1000, allowStale: false });
  }

  /**
   * Check one text for `caller` (a user entity, or a session's principal: docs/adr/0124-entity-manager-and-user-on-demand.md);
   * `emOf` is the request's EntityManager or how to get it. `session` carries what the session lookup already read (the user's
   * shortest text to check); without it the setting is read here. The day's count moves only when
   * the check is stored (docs/adr/0082-exact-daily-count.md): a cached answer is counted and stored
   * in one statement; fresh work holds a unit first (so concurrent checks never pass the limit) and
   * turns it into the count in that same statement, or gives it back when the work fails.
   */
  async check(
    emOf: EntityManager | (() => EntityManager),
    caller: User | Principal,
    input: FactCheckInput,
    session?: CheckSession,
  ): Promise<FactCheckResult> {
    // The cached path needs the user's id only: the request's EntityManager is forked, and the user
    // entity mapped, when a slower path asks for them (docs/adr/0124-entity-manager-and-user-on-demand.md).
    let forked: EntityManager | undefined;
    const em = (): EntityManager => (forked ??= typeof emOf === 'function' ? emOf() : emOf);
    const sql = this.sql ?? nativeSql(em());
    const user: Pick<User, 'id'> = caller;
    const entity = (): User => ('entity' in caller ? caller.entity() : caller);
    // A session served from the cache without its barrier (docs/adr/0080-session-cache.md) is proven by the
    // statement that holds or counts the unit; a refusal or the rarer region check proves it first.
    let sessionHash = session?.unconfirmedTokenHash ?? null;
    let settings: SiteSettings;
    let content: string;
    let platform: Platform;
    try {
      if (input.userId !== undefined && input.userId !== null && input.userId !== '' && input.userId !== user.id) {
        throw forbidden('userId does not match the signed-in user');
      }
      if (typeof input.content !== 'string' || !input.content.trim()) throw badInput('content is required');
      let minLength: number;
      [settings, minLength] = await Promise.all([
        this.getSettings(),
        session ? session.minTextLength : getConfig(em(), entity()).then((c) => c.minTextLength),
      ]);
      content = input.content.trim();
      if (content.length > settings.maxContentLength) {
        throw tooLarge(`Content is too long: at most ${settings.maxContentLength} characters can be checked (got ${content.length})`);
      }
      if (content.length < minLength) throw badInput(`Text is too short to fact-check: select at least ${minLength} characters`);
      platform = parsePlatform(input.platform);
    } catch (err) {
      // An ended session hears 401, not what was wrong with its request.
      if (sessionHash) await confirmSession(sql, user.id, sessionHash);
      throw err;
    }
    const contentType = input.contentType ?? 'text';
    if (sessionHash && contentType === 'ocr') {
      await confirmSession(sql, user.id, sessionHash);
      sessionHash = null;
    }
    // A check of text just read from an image is paid for by the OCR read (one unit per region check).
    const followUp = contentType === 'ocr' ? await useOcrFollowUp(em(), entity(), content) : null;
    const key = cacheKey(content, this.activeProviders(settings).join(','));
    let entry = this.cache.get(key);
    // Only this user's own earlier check counts as "cached": whether someone else checked the same text is not theirs to learn.
    const cached = entry?.userId === user.id;
    const held = !entry && !followUp;
    const giveBack = async () => {
      if (followUp) await grantOcrFollowUp(em(), entity(), content);
      else if (held) await releaseDailyUnit(sql, user);
    };
    if (held) await holdDailyUnit(sql, user, reservationSeconds(settings), sessionHash);
    try {
      if (!entry) {
        const language = detectLanguage(content).code;
        const analysis = await withUsage(em(), user.id, () => this.gather(content, settings, language));
        entry = { analysis, userId: user.id, language };
        // A partial answer is not cached: the next request may reach the provider that failed.
        if (!analysis.partial) this.cache.set(key, entry);
      }
      const { analysis, language } = entry;
      const id = newId();
      const checkedAt = new Date();
      // The notice is worded per request: the index may have gained reviews in this language since the entry was cached.
      const reviewsInLanguage =
        language === UNDETERMINED || !this.indexStats ? null : await this.indexStats.reviewsIn(language).catch(() => null);
      // After the corrections: a pinned review settles the accuracy, and the notice then only names the language.
      // The body is the same object for every answer from this entry while neither changes (docs/adr/0129-results-stored-once.md).
      const body = resultBody(this.corrections ? await this.corrections.apply(content, analysis) : analysis, language, reviewsInLanguage);
      const own = { id, cached, platform, checkedAt: checkedAt.toISOString() };
      const stored: StoredCheck = {
        id,
        content,
        contentType,
        platform,
        own,
        body: storedBody(body),
        credibilityScore: body.credibilityScore,
        createdAt: checkedAt,
      };
      if (followUp) {
        await storeCheckWithoutUnit(sql, user, stored, followUp);
        return { ...body, ...own, usage: followUp };
      }
      // The body is stored once for every check that shows it; the row holds `own` with the usage the statement computed.
      const usage = await storeCheck(sql, user, stored, held, held ? null : sessionHash);
      return { ...body, ...own, usage };
    } catch (err) {
      await giveBack().catch(() => undefined);
      throw err;
    }
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

  /** Evidence and tone from the providers, then the pure analysis. */
  private async gather(content: string, settings: SiteSettings, language: string): Promise<Analysis> {
    const timeoutMs = settings.apiTimeoutSeconds * 1000;
    const { plain, claims } = prepareText(content);
    const lexicon = this.providers.lexicon ?? FLAT_LEXICON;
    const google = settings.googleFactCheckEnabled ? this.providers.google : null;
    const moderation = settings.openAiModerationEnabled ? this.providers.moderation : null;
    const verifier = settings.claimBusterEnabled ? this.providers.claimVerification : null;

    // Evidence and tone in parallel, each bounded by the timeout and isolated.
    const localSearch = Promise.all(claims.map((q) => bounded(this.providers.local.search(q, { timeoutMs }), timeoutMs)));
    // The claim-verification check, when the local evidence already calls for it, starts at once, alongside
    // the slower services, instead of after them (used only if the full reading still calls for it).
    const earlyVerification = verifier
      ? localSearch.then((local) => {
          const guess = analyse({
            claims,
            found: local.flatMap((r) => (r.ok ? r.data : [])),
            tone: assessTone(plain, null),
            lexicon,
            providers: [],
          });
          return needsClaimCheck(guess) ? verifier.matchClaim(claims[0], { timeoutMs }) : null;
        })
      : Promise.resolve(null);
    const [localResults, googleResults, moderationResult] = await Promise.all([
      localSearch,
      // Google is asked in the text's language when the detector is sure of it.
      google
        ? Promise.all(claims.map((q) => google.search(q, { timeoutMs, ...(language !== UNDETERMINED ? { languageCode: language } : {}) })))
        : Promise.resolve(null),
      moderation ? moderation.moderate(plain, { timeoutMs }) : Promise.resolve(null),
    ]);
    for (const r of localResults)
      recordUsage({ provider: this.providers.local.name, requestType: 'search', tokensUsed: 0, success: r.ok, ms: r.ms, status: null });

    const statuses: ProviderStatus[] = [status(this.providers.local.name, localResults)];
    const found: FoundReview[] = localResults.flatMap((r) => (r.ok ? r.data : []));
    if (google && googleResults) {
      statuses.push(status(google.name, googleResults));
      for (const r of googleResults) if (r.ok) found.push(...r.data);
    } else
      statuses.push(
        skipped(
          this.providers.google?.name ?? 'google-factcheck',
          settings.googleFactCheckEnabled ? 'No API key configured' : 'Turned off in the site settings',
        ),
      );

    if (moderation && moderationResult)
      statuses.push(moderationResult.ok ? ok(moderation.name, moderationResult.ms) : failed(moderation.name, moderationResult));
    else
      statuses.push(
        skipped(
          this.providers.moderation?.name ?? 'openai-moderation',
          settings.openAiModerationEnabled ? 'No API key configured' : 'Turned off in the site settings',
        ),
      );
    // Tone once: the moderation scores when the service answered, else the local analyser's.
    const toneStarted = performance.now();
    const tone = assessTone(plain, moderationResult?.ok ? moderationResult.data.categoryScores : null);
    if (!moderationResult?.ok) {
      const ms = Math.round(performance.now() - toneStarted);
      statuses.push(ok(LOCAL_TONE_PROVIDER, ms));
      recordUsage({ provider: LOCAL_TONE_PROVIDER, requestType: 'tone', tokensUsed: 0, success: true, ms, status: null });
    }

    const verifierName = this.providers.claimVerification?.name ?? 'claimbuster';
    if (!verifier) {
      const why = settings.claimBusterEnabled ? 'No API key configured' : 'Turned off in the site settings';
      return analyse({ claims, found, tone, lexicon, providers: [...statuses, skipped(verifierName, why)] });
    }
    // With claim verification configured, a first reading decides whether the extra check applies.
    const first = analyse({ claims, found, tone, lexicon, providers: [...statuses, skipped(verifierName, 'Not needed for this score')] });
    if (!needsClaimCheck(first)) return first;
    const r = (await earlyVerification) ?? (await verifier.matchClaim(claims[0], { timeoutMs }));
    if (!r.ok) return analyse({ claims, found, tone, lexicon, providers: [...statuses, failed(verifier.name, r)] });
    found.push(...r.data.map(claimBusterReview));
    return analyse({ claims, found, tone, lexicon, providers: [...statuses, ok(verifier.name, r.ms)] });
  }
}

/** A ClaimBuster match as a found review (the analysis computes its similarity and relation). */
function claimBusterReview(m: VerifiedClaimMatch): FoundReview {
  return {
    publisher: 'ClaimBuster',
    site: 'idir.uta.edu',
    title: m.claim,
    url: m.url ?? '',
    rating: m.truthRating,
    verdict: m.verdict,
    date: null,
    similarity: 0,
    provider: 'claimbuster',
    attribution: null,
  };
}

function parsePlatform(raw: unknown): Platform {
  if (raw === undefined || raw === null || raw === '') return 'other';
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (value === 'x') return 'twitter';
  if (!isPlatform(value))
    throw badInput('platform must be one of facebook, twitter, instagram, tiktok, linkedin, reddit, news, blog, other');
  return value;
}

/** The local index is our own database, but it gets the same deadline as any provider. */
async function bounded<T>(p: Promise<ProviderResult<T>>, ms: number): Promise<ProviderResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ProviderResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: { kind: 'timeout', message: `No answer within ${ms} ms` }, ms }), ms);
  });
  try {
    return await Promise.race([
      p.catch((err: unknown) => ({
        ok: false as const,
        error: { kind: 'network' as const, message: String((err as Error)?.message ?? err) },
        ms: 0,
      })),
      timeout,
    ]);
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
