// Solves the sign-up ALTCHA proof of work the way the browser widget does, for the end-to-end
// harnesses that sign up through REST (docs/adr/0031-altcha-proof-of-work-captcha.md): fetch a
// challenge from the running server, find the counter with altcha-lib (real work, a fraction of a
// second) and build the base64 payload the widget submits as `altcha`.
// altcha-lib is a dependency of the api workspace, so it is loaded from there.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));
const { solveChallenge } = requireFromApi('altcha-lib');
const { deriveKey } = requireFromApi('altcha-lib/algorithms/sha');

/** origin: the server (http://host:port); returns the `altcha` payload for one sign-up. */
export async function solveAltcha(origin) {
  const res = await fetch(`${origin}/api/altcha/challenge`);
  if (res.status !== 200) throw new Error(`GET /api/altcha/challenge: ${res.status} ${await res.text()}`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
