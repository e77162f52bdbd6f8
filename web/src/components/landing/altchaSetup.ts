// Loads the ALTCHA web component in its CSP-friendly form (docs/adr/0031-altcha-proof-of-work-captcha.md):
// the "external" build registers no inline blob: workers and injects no <style> element; its CSS is
// bundled by Vite and its SHA-256 worker is emitted as a same-origin file, so `script-src 'self'`
// (worker-src falls back to it) is enough.
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
}
const registry = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) registry?.algorithms.set(algorithm, () => new ShaWorker());
