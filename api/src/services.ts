import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { FactCheckService, type FactCheckProviders } from './modules/fact-check/fact-check.service.js';
import { recordUsage } from './modules/usage/usage.service.js';
import { createLocalClaimReviewProvider } from './modules/claim-review/claim-search.js';
import { createGoogleFactCheckProvider } from './providers/fact-check-search/google.js';
import { createOpenAiModerationProvider } from './providers/moderation/openai.js';
import { createClaimBusterProvider } from './providers/claim-verification/claimbuster.js';
import { OcrReader } from './providers/ocr/ocr-reader.js';
import { OcrService } from './modules/ocr/ocr.service.js';
import { TesseractPool } from './providers/ocr/tesseract-pool.js';
import { GeminiOcrClient } from './providers/ocr/gemini.js';
import { CorrectionsService } from './modules/disputes/corrections.service.js';
import { IndexStatsService } from './modules/fact-check/index-stats.js';
import { FeedsService } from './modules/feeds/feeds.service.js';
import { nativeSql, type NativeSql } from './db/native.js';
import { SessionLookup } from './modules/auth/auth.service.js';
import { SessionCache } from './modules/auth/session-cache.js';

/** Long-lived collaborators shared by resolvers and REST handlers (per-request state lives in the context). */
export interface Services {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  settings: SettingsService;
  factCheck: FactCheckService;
  ocr: OcrService;
  ocrReader: OcrReader;
  ocrPool: TesseractPool;
  /** Moderators' corrections, kept fresh on every replica (docs/adr/0072-corrections-by-fingerprint.md). */
  corrections: CorrectionsService;
  /** What the local claim index holds, refreshed on claim_index_changed (docs/adr/0076-claim-index-freshness.md). */
  indexStats: IndexStatsService;
  /** ClaimReview feed imports on a pg-boss queue (docs/adr/0100-feed-import-queue.md); its worker starts with the server. */
  feeds: FeedsService;
  /** Prepared statements for the hot paths (docs/adr/0081-hot-path-statements.md). */
  sql: NativeSql;
  /** Bearer tokens to users, cached per process and invalidated on every replica (docs/adr/0080-session-cache.md). */
  sessions: SessionLookup;
}

/** Provider clients, each configured by env (key + base URL); the settings switch them per request. */
export function createProviders(orm: MikroORM, config: Config): FactCheckProviders {
  const p = config.providers;
  // Each call passes the current apiTimeoutSeconds; this is only the fallback.
  const timeoutMs = 30_000;
  const local = createLocalClaimReviewProvider(orm);
  return {
    local,
    lexicon: local.index,
    google: p.googleFactCheck.apiKey ? createGoogleFactCheckProvider({ apiKey: p.googleFactCheck.apiKey, baseUrl: p.googleFactCheck.baseUrl, timeoutMs, record: recordUsage }) : null,
    moderation: p.openAi.apiKey ? createOpenAiModerationProvider({ apiKey: p.openAi.apiKey, baseUrl: p.openAi.baseUrl, timeoutMs, record: recordUsage }) : null,
    claimVerification: p.claimBuster.apiKey ? createClaimBusterProvider({ apiKey: p.claimBuster.apiKey, baseUrl: p.claimBuster.baseUrl, timeoutMs, record: recordUsage }) : null,
  };
}

export function createServices(orm: MikroORM, config: Config, logger: Logger, opts: { lazyOcr?: boolean } = {}): Services {
  const settings = new SettingsService(orm);
  const g = config.providers.gemini;
  const ocrPool = new TesseractPool({
    workers: Math.max(1, config.ocrWorkers),
    lazy: opts.lazyOcr ?? config.ocrWorkers === 0,
    maxQueue: config.ocrMaxQueue,
    jobTimeoutMs: config.ocrJobTimeoutSeconds * 1000,
  });
  const ocrReader = new OcrReader({
    pool: ocrPool,
    gemini: g.apiKey ? new GeminiOcrClient({ apiKey: g.apiKey, baseUrl: g.baseUrl, model: g.model }) : null,
    record: recordUsage,
    timeoutMs: async () => (await settings.get()).apiTimeoutSeconds * 1000,
    onRecordError: (err) => logger.warn({ err }, 'usage record failed'),
  });
  const ocr = new OcrService(ocrReader, () => ({ maxInFlightPerUser: config.ocrMaxInFlightPerUser, jobTimeoutMs: config.ocrJobTimeoutSeconds * 1000 }));
  const corrections = new CorrectionsService(orm, { logger });
  const indexStats = new IndexStatsService(orm, { logger });
  const feeds = new FeedsService(orm, { logger, batchSize: config.feedImportBatchSize });
  const sql = nativeSql(orm);
  const sessions = new SessionLookup(sql, new SessionCache(sql.pool, logger));
  const factCheck = new FactCheckService(createProviders(orm, config), () => settings.get(), config.factCheckCacheSeconds, corrections, indexStats, sql);
  return { orm, config, logger, settings, factCheck, ocr, ocrReader, ocrPool, corrections, indexStats, sql, sessions, feeds };
}
