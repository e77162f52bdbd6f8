import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestApp } from './harness.js';

/**
 * Do what the sign-up widget does: fetch a challenge from the running server, solve it in-process
 * (real proof of work) and return the payload the widget would submit as `altcha`.
 */
export async function solveAltcha(app: TestApp): Promise<string> {
  const res = await app.rest<Challenge>('GET', '/api/altcha/challenge');
  if (res.status !== 200) throw new Error(`challenge failed: ${res.status}`);
  const solution = await solveChallenge({ challenge: res.body, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: res.body.parameters, signature: res.body.signature }, solution })).toString(
    'base64',
  );
}
