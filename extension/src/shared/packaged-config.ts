/**
 * The API origin of this copy of the extension. The API's download route zips the built
 * extension with a `config.json` holding the origin it was downloaded from (without rebuilding),
 * so that file wins over the origin esbuild baked in at build time.
 */
import { DEFAULT_API_ORIGIN } from './build-info.js';

export const PACKAGED_CONFIG_FILE = 'config.json';

function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export async function packagedApiOrigin(): Promise<string> {
  try {
    const response = await fetch(chrome.runtime.getURL(PACKAGED_CONFIG_FILE), { cache: 'no-store' });
    if (response.ok) {
      const origin = httpOrigin(((await response.json()) as { apiOrigin?: unknown } | null)?.apiOrigin);
      if (origin) return origin;
    }
  } catch {
    // No config.json (a plain build): use the built-in origin.
  }
  return DEFAULT_API_ORIGIN;
}
