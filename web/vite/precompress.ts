import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing (images and woff2 are compressed already; source maps are not served to pages). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf|wasm)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/** Brotli's best quality costs seconds per MB; larger files (Monaco) get a quicker level. */
const BEST_QUALITY_MAX_BYTES = 1024 * 1024;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `file.br` and `file.gz` next to every compressible file of the build, so the API
 * serves them with Content-Encoding and spends no CPU per request (docs/adr/0091-precompressed-web-assets.md).
 * A copy that would not be smaller is not written. Returns the number of files compressed.
 */
export async function precompress(outDir: string): Promise<number> {
  const targets = (await files(outDir)).filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${join(outDir, '.vite')}`));
  let count = 0;
  await Promise.all(
    targets.map(async (file) => {
      const { size } = await stat(file);
      if (size < MIN_BYTES) return;
      const body = await readFile(file);
      const quality = size <= BEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < size) await writeFile(`${file}.br`, br);
      if (gzipped.length < size) await writeFile(`${file}.gz`, gzipped);
      count += 1;
    }),
  );
  return count;
}
