import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP argon2id parameters: m=19 MiB, t=2, p=1.
// Algorithm.Argon2id is an ambient const enum (unusable with isolatedModules); its value is 2.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// A real hash, so an unknown email costs as much time as a wrong password.
let dummy: Promise<string> | null = null;
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A password from the CSPRNG, 20 characters (about 117 bits), no look-alike characters. */
export function generatePassword(length = 20): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** An opaque session token: 256 random bits. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}
