import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  logLevel: string;
  trustProxy: boolean | number;
  webDist: string;
  extensionDist: string;
  /** Public origin baked into the extension ZIP as its API base URL; defaults to the request's origin. */
  publicOrigin: string | null;
  ocrWorkers: number;
  factCheckCacheSeconds: number;
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
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'false',
  WEB_DIST: 'web/dist',
  EXTENSION_DIST: 'extension/dist',
  PUBLIC_ORIGIN: '(the request origin)',
  OCR_WORKERS: '2',
  FACT_CHECK_CACHE_SECONDS: '3600',
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
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL is not a valid email address: "${adminEmail}"`);
  }
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const trustRaw = str(env, 'TRUST_PROXY');
  let trustProxy: boolean | number = false;
  if (trustRaw !== null) {
    if (trustRaw === 'true') trustProxy = true;
    else if (trustRaw === 'false') trustProxy = false;
    else trustProxy = int(env, 'TRUST_PROXY', 0, 0, 10);
  }
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
    logLevel: str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy,
    webDist: path.resolve(REPO_ROOT, str(env, 'WEB_DIST') ?? 'web/dist'),
    extensionDist: path.resolve(REPO_ROOT, str(env, 'EXTENSION_DIST') ?? 'extension/dist'),
    publicOrigin,
    ocrWorkers: int(env, 'OCR_WORKERS', 2, 0, 8),
    factCheckCacheSeconds: int(env, 'FACT_CHECK_CACHE_SECONDS', 3600, 0, 30 * 86400),
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
