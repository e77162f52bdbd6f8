import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ACCOUNT_MESSAGES } from '@factlens/common';
import { badInput } from '../../errors.js';

/**
 * Self-hosted ALTCHA proof-of-work CAPTCHA for early-access sign-up
 * (docs/adr/0031-altcha-proof-of-work-captcha.md). The server signs each challenge with an HMAC key
 * generated once per install (install_secrets), the browser widget finds the counter (about 75,000
 * SHA-256 hashes on average, well under a second), and sign-up verifies the solution and records the
 * challenge so one solution buys one sign-up.
 */
export const CAPTCHA_ALGORITHM = 'SHA-256';
export const CAPTCHA_COST = 1;
export const CAPTCHA_COUNTER_MIN = 50_000;
export const CAPTCHA_COUNTER_MAX = 100_000;
export const CAPTCHA_TTL_SECONDS = 10 * 60;
/** A real widget payload is about 600 characters; anything far longer is refused before parsing. */
export const CAPTCHA_PAYLOAD_MAX = 4096;

interface Secrets {
  challenge: string;
  key: string;
}
// Per database (tests run several apps in one process): the secrets never change once created.
const cache = new WeakMap<object, Promise<Secrets>>();

async function readOrCreate(em: EntityManager, name: string): Promise<string> {
  await em.execute(
    'insert into install_secrets (name, value) values (?, ?) on conflict (name) do nothing',
    [name, randomBytes(32).toString('hex')],
    'run',
  );
  const rows = await em.execute<{ value: string }[]>('select value from install_secrets where name = ?', [name]);
  return rows[0].value;
}

/** The two HMAC keys (challenge signature and derived-key signature), generated at first use and shared by every replica. */
export function captchaSecrets(em: EntityManager): Promise<Secrets> {
  const owner = em.getDriver();
  let found = cache.get(owner);
  if (!found) {
    const fresh = em.fork();
    found = (async () => ({ challenge: await readOrCreate(fresh, 'altcha_hmac'), key: await readOrCreate(fresh, 'altcha_key_hmac') }))();
    found.catch(() => cache.delete(owner));
    cache.set(owner, found);
  }
  return found;
}

/** A new signed challenge for the `altcha` widget (GET /api/altcha/challenge). */
export async function createCaptchaChallenge(em: EntityManager): Promise<Challenge> {
  const secrets = await captchaSecrets(em);
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
}

function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length > CAPTCHA_PAYLOAD_MAX) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as { challenge?: Challenge; solution?: Solution };
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    // Only our own kind of challenge: anything else is not worth hashing.
    if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM || challenge.parameters.cost !== CAPTCHA_COST) return null;
    if (typeof challenge.parameters.nonce !== 'string' || challenge.parameters.nonce.length > 128) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Check the widget's payload (base64 JSON of { challenge, solution }) and record its challenge as used,
 * inside the caller's transaction (a sign-up that fails afterwards rolls the record back, so the
 * person may retry with the same solution). Missing, forged, expired or replayed: 400 with a clear message.
 */
export async function verifyCaptcha(em: EntityManager, payload: unknown): Promise<void> {
  if (payload === undefined || payload === null || payload === '') throw badInput(ACCOUNT_MESSAGES.captchaMissing);
  const parsed = parsePayload(payload);
  if (!parsed) throw badInput(ACCOUNT_MESSAGES.captchaInvalid);
  const secrets = await captchaSecrets(em);
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secrets.challenge,
      hmacKeySignatureSecret: secrets.key,
    });
    verified = result.verified && typeof parsed.challenge.parameters.expiresAt === 'number';
  } catch {
    verified = false;
  }
  if (!verified) throw badInput(ACCOUNT_MESSAGES.captchaInvalid);
  await em.execute('delete from captcha_solutions where expires_at < now()', [], 'run');
  const inserted = await em.execute<{ challenge_id: string }[]>(
    'insert into captcha_solutions (challenge_id, expires_at) values (?, to_timestamp(?)) on conflict (challenge_id) do nothing returning challenge_id',
    [parsed.challenge.parameters.nonce, parsed.challenge.parameters.expiresAt!],
  );
  if (!inserted.length) throw badInput(ACCOUNT_MESSAGES.captchaReused);
}
