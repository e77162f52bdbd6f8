import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { notFound } from '../../errors.js';

export interface PackageOptions {
  distDir: string;
  /** API origin baked into this copy (the origin it was downloaded from, or PUBLIC_ORIGIN). */
  apiOrigin: string;
  version: string;
}

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/**
 * The manifest of a downloaded copy: its version is the latest extension_versions row, its only
 * host permission and CSP connect-src are the API origin it came from.
 */
export function bakeManifest(raw: string, apiOrigin: string, version: string): string {
  const m = JSON.parse(raw) as Record<string, unknown> & { content_security_policy?: { extension_pages?: string } };
  m.version = version;
  m.version_name = version;
  m.host_permissions = [`${apiOrigin}/*`];
  const csp = m.content_security_policy?.extension_pages;
  if (csp) {
    m.content_security_policy = {
      ...m.content_security_policy,
      extension_pages: csp.replace(/connect-src [^;]*/, (d) => (d.includes(apiOrigin) ? d : `${d} ${apiOrigin}`)),
    };
  }
  return JSON.stringify(m, null, 2);
}

/** A ZIP stream of the built extension (yazl streams; nothing is buffered whole). */
export function packageExtension(opts: PackageOptions): NodeJS.ReadableStream {
  const manifestPath = path.join(opts.distDir, 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw notFound('The extension has not been built on this server (npm run build)');
  const zip = new yazl.ZipFile();
  const mtime = new Date('2025-08-20T00:00:00Z');
  for (const rel of listFiles(opts.distDir).sort()) {
    const name = rel.split(path.sep).join('/');
    if (name === 'manifest.json' || name === 'config.json' || name.endsWith('.map')) continue;
    zip.addFile(path.join(opts.distDir, rel), name, { mtime });
  }
  zip.addBuffer(Buffer.from(bakeManifest(fs.readFileSync(manifestPath, 'utf8'), opts.apiOrigin, opts.version)), 'manifest.json', { mtime });
  zip.addBuffer(Buffer.from(JSON.stringify({ apiOrigin: opts.apiOrigin }, null, 2)), 'config.json', { mtime });
  zip.end();
  return zip.outputStream;
}
