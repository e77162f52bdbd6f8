import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { isEmailAddress } from '@factlens/common';

/** Repository root (api/src or api/dist are two levels down). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  /** External PostgreSQL; when absent an embedded server is started in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number | null;
  adminEmail: string | null;
  adminPassword: string | null;
  sessionTtlDays: number;
  /** A session unused this many days ends (docs/adr/0032-password-change-and-sessions.md). */
  sessionIdleDays: number;
  logLevel: string;
  /** `json` for machines, `pretty` (pino-pretty) for a terminal (docs/adr/0064-first-hour.md). */
  logFormat: 'json' | 'pretty';
  /** How long a stop waits for requests in flight before closing their connections (docs/adr/0060-graceful-stop.md). */
  shutdownTimeoutSeconds: number;
  /**
   * Express `trust proxy`: how many proxies in front of the API (0 = none), or the addresses/CIDR
   * ranges of the trusted proxies (docs/adr/0021-trust-proxy-format.md). Never "trust everyone".
   */
  trustProxy: number | string[];
  webDist: string;
  extensionDist: string;
  /** Public origin baked into the extension ZIP as its API base URL; defaults to the request's origin. */
  publicOrigin: string | null;
  ocrWorkers: number;
  /** OCR policy (docs/adr/0011-ocr.md): a tesseract job running longer is stopped; jobs per user at once; jobs waiting for a worker. */
  ocrJobTimeoutSeconds: number;
  ocrMaxInFlightPerUser: number;
  ocrMaxQueue: number;
  factCheckCacheSeconds: number;
  /** Rows per committed batch of a feed import: each batch commits with the progress the page shows (docs/adr/0101-feed-import-resume.md). */
  feedImportBatchSize: number;
  /** Load the shipped ClaimReview corpus into an empty index at start. */
  seedClaimCorpus: boolean;
  providers: {
    googleFactCheck: { apiKey: string | null; baseUrl: string };
    openAi: { apiKey: string | null; baseUrl: string };
    claimBuster: { apiKey: string | null; baseUrl: string };
    gemini: { apiKey: string | null; baseUrl: string; model: string };
  };
}

export class ConfigError extends Error {}

/** Every environment variable the API reads, with its default (README's configuration table is this list). */
export const ENV_VARS = {
  NODE_ENV: 'development',
  HOST: '0.0.0.0',
  PORT: '3000',
  DATABASE_URL: '(none: start an embedded PostgreSQL)',
  DATA_DIR: '.data',
  EMBEDDED_PG_PORT: '(a free port)',
  ADMIN_EMAIL: '(none)',
  ADMIN_PASSWORD: '(none)',
  SESSION_TTL_DAYS: '30',
  SESSION_IDLE_DAYS: '7',
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  SHUTDOWN_TIMEOUT_SECONDS: '10',
  TRUST_PROXY: '0',
  WEB_DIST: 'web/dist',
  EXTENSION_DIST: 'extension/dist',
  PUBLIC_ORIGIN: '(the request origin)',
  OCR_WORKERS: '2',
  OCR_JOB_TIMEOUT_SECONDS: '20',
  OCR_MAX_IN_FLIGHT_PER_USER: '2',
  OCR_MAX_QUEUE: '16 per worker',
  FACT_CHECK_CACHE_SECONDS: '3600',
  FEED_IMPORT_BATCH_SIZE: '100',
  SEED_CLAIM_CORPUS: 'true',
  GOOGLE_FACTCHECK_API_KEY: '(none)',
  GOOGLE_FACTCHECK_BASE_URL: 'https://factchecktools.googleapis.com/v1alpha1',
  OPENAI_API_KEY: '(none)',
  OPENAI_BASE_URL: 'https://api.openai.com/v1',
  CLAIMBUSTER_API_KEY: '(none)',
  CLAIMBUSTER_BASE_URL: 'https://idir.uta.edu/claimbuster/api/v2',
  GEMINI_API_KEY: '(none)',
  GEMINI_BASE_URL: 'https://generativelanguage.googleapis.com/v1beta',
  GEMINI_MODEL: 'gemini-2.5-flash',
} as const;

type Env = Record<string, string | undefined>;

function str(env: Env, key: string): string | null {
  const v = env[key]?.trim();
  return v ? v : null;
}

function int(env: Env, key: string, def: number, min: number, max: number): number {
  const raw = str(env, key);
  if (raw === null) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${key} must be an integer from ${min} to ${max}; got "${raw}"`);
  }
  return n;
}

function bool(env: Env, key: string, def: boolean): boolean {
  const raw = str(env, key);
  if (raw === null) return def;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${key} must be true or false; got "${raw}"`);
}

function url(env: Env, key: string, def: string): string {
  const raw = str(env, key) ?? def;
  try {
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`${key} must be an http(s) URL; got "${raw}"`);
  }
}

/** Express's names for private ranges, accepted beside literal CIDRs. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY is a hop count (0-10; `false` means 0) or a comma-separated list of proxy addresses and
 * CIDR ranges. `true` is refused: it would take any client's X-Forwarded-For as its address, so anyone
 * could pick the key their sign-in attempts are counted under (docs/adr/0021-trust-proxy-format.md).
 */
export function trustProxySetting(raw: string | null): number | string[] {
  if (raw === null || raw === 'false') return 0;
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would trust any X-Forwarded-For header; set the number of proxies in front of the API (e.g. 1) or their addresses as a CIDR list (e.g. 10.0.0.0/8,fd00::/8)',
    );
  }
  if (/^\d+$/.test(raw)) return int({ TRUST_PROXY: raw }, 'TRUST_PROXY', 0, 0, 10);
  const list = raw.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = list.find((p) => !TRUST_PROXY_NAMES.has(p) && !isAddressOrCidr(p));
  if (!list.length || bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (0-10) or a comma-separated list of proxy addresses or CIDR ranges; got "${bad ?? raw}"`,
    );
  }
  return list;
}

function isAddressOrCidr(value: string): boolean {
  try {
    if (value.includes('/')) ipaddr.parseCIDR(value);
    else ipaddr.parse(value);
    return true;
  } catch {
    return false;
  }
}

function logFormat(env: Env): Config['logFormat'] {
  const raw = str(env, 'LOG_FORMAT') ?? 'json';
  if (raw !== 'json' && raw !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty; got "${raw}"`);
  return raw;
}

/** Read and validate the configuration from the environment; throws ConfigError with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = (str(env, 'NODE_ENV') ?? 'development') as Config['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test; got "${nodeEnv}"`);
  }
  const databaseUrl = str(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const adminEmail = str(env, 'ADMIN_EMAIL')?.toLowerCase() ?? null;
  const adminPassword = str(env, 'ADMIN_PASSWORD');
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminEmail && !isEmailAddress(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL is not a valid email address: "${adminEmail}"`);
  }
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const trustProxy = trustProxySetting(str(env, 'TRUST_PROXY'));
  const publicOrigin = str(env, 'PUBLIC_ORIGIN') ? url(env, 'PUBLIC_ORIGIN', '') : null;
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    host: str(env, 'HOST') ?? '0.0.0.0',
    port: int(env, 'PORT', 3000, 0, 65535),
    databaseUrl,
    dataDir: path.resolve(REPO_ROOT, str(env, 'DATA_DIR') ?? '.data'),
    embeddedPgPort: str(env, 'EMBEDDED_PG_PORT') ? int(env, 'EMBEDDED_PG_PORT', 0, 1, 65535) : null,
    adminEmail,
    adminPassword,
    sessionTtlDays: int(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    sessionIdleDays: int(env, 'SESSION_IDLE_DAYS', 7, 1, 365),
    logLevel: str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: logFormat(env),
    shutdownTimeoutSeconds: int(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600),
    trustProxy,
    webDist: path.resolve(REPO_ROOT, str(env, 'WEB_DIST') ?? 'web/dist'),
    extensionDist: path.resolve(REPO_ROOT, str(env, 'EXTENSION_DIST') ?? 'extension/dist'),
    publicOrigin,
    ocrWorkers: int(env, 'OCR_WORKERS', 2, 0, 8),
    ocrJobTimeoutSeconds: int(env, 'OCR_JOB_TIMEOUT_SECONDS', 20, 1, 300),
    ocrMaxInFlightPerUser: int(env, 'OCR_MAX_IN_FLIGHT_PER_USER', 2, 1, 32),
    ocrMaxQueue: int(env, 'OCR_MAX_QUEUE', 16 * Math.max(1, int(env, 'OCR_WORKERS', 2, 0, 8)), 0, 1000),
    factCheckCacheSeconds: int(env, 'FACT_CHECK_CACHE_SECONDS', 3600, 0, 30 * 86400),
    feedImportBatchSize: int(env, 'FEED_IMPORT_BATCH_SIZE', 100, 1, 10_000),
    seedClaimCorpus: bool(env, 'SEED_CLAIM_CORPUS', true),
    providers: {
      googleFactCheck: {
        apiKey: str(env, 'GOOGLE_FACTCHECK_API_KEY'),
        baseUrl: url(env, 'GOOGLE_FACTCHECK_BASE_URL', 'https://factchecktools.googleapis.com/v1alpha1'),
      },
      openAi: { apiKey: str(env, 'OPENAI_API_KEY'), baseUrl: url(env, 'OPENAI_BASE_URL', 'https://api.openai.com/v1') },
      claimBuster: {
        apiKey: str(env, 'CLAIMBUSTER_API_KEY'),
        baseUrl: url(env, 'CLAIMBUSTER_BASE_URL', 'https://idir.uta.edu/claimbuster/api/v2'),
      },
      gemini: {
        apiKey: str(env, 'GEMINI_API_KEY'),
        baseUrl: url(env, 'GEMINI_BASE_URL', 'https://generativelanguage.googleapis.com/v1beta'),
        model: str(env, 'GEMINI_MODEL') ?? 'gemini-2.5-flash',
      },
    },
  };
}
