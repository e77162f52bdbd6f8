// Builds the Chrome MV3 extension into extension/dist (or any outDir) with esbuild.
//   node extension/build.mjs [--test] [--out DIR] [--api-origin URL] [--no-minify]
// Env: FACTLENS_API_ORIGIN (default http://localhost:3000), FACTLENS_TEST_BUILD=1 (same as --test).
// `npm start` (scripts/start.mjs) rebuilds extension/dist with FACTLENS_API_ORIGIN = PUBLIC_ORIGIN, else
// http://localhost:PORT, whenever dist/config.json names another origin (docs/adr/0064-first-hour.md).
// The API imports buildExtension() to package a ZIP whose manifest carries its own origin and version.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ICON_SIZES, drawIcon } from './scripts/icons.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');
const commonSrc = path.join(here, '..', 'common', 'src') + path.sep;

export const DEFAULT_API_ORIGIN = 'http://localhost:3000';
/** Content scripts load into every checked page: keep them small (docs/extension.md). */
export const CONTENT_SCRIPT_GZIP_BUDGET = 25 * 1024;
export const ENTRY_POINTS = {
  background: 'background/index.ts',
  content: 'content/index.ts',
  popup: 'popup/popup.ts',
  options: 'options/options.ts',
};
const STATIC_FILES = ['popup/popup.html', 'popup/popup.css', 'options/options.html', 'options/options.css'];

/** The API origin as a bare http(s) origin; anything else is a configuration error. */
export function normalizeOrigin(input) {
  let url;
  try {
    url = new URL(String(input).trim());
  } catch {
    throw new Error(`FACTLENS_API_ORIGIN is not a URL: ${input}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`FACTLENS_API_ORIGIN must be http(s): ${input}`);
  return url.origin;
}

/** Chrome wants 1-4 dot-separated integers; keep a pre-release tag in version_name. */
export function chromeVersion(version) {
  const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?/.exec(String(version));
  if (!match) throw new Error(`Not a release version: ${version}`);
  const numeric = match.slice(1).filter((p) => p !== undefined).map(Number).join('.');
  return { version: numeric, versionName: String(version) };
}

export async function readReleaseVersion() {
  const pkg = JSON.parse(await readFile(path.join(here, '..', 'package.json'), 'utf8'));
  return pkg.version;
}

/**
 * The notes of one release from CHANGELOG.md (the lines under `## <version>`), or null.
 * The API stores them in extension_versions.releaseNotes for the dashboard's Download card.
 */
export async function readReleaseNotes(version, changelog = path.join(here, 'CHANGELOG.md')) {
  const text = await readFile(changelog, 'utf8');
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === `## ${version}` || l.startsWith(`## ${version} `));
  if (start < 0) return null;
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  const notes = lines.slice(start + 1, end < 0 ? undefined : end).join('\n').trim();
  return notes || null;
}

export function createManifest({ version, apiOrigin, test = false }) {
  const origin = normalizeOrigin(apiOrigin);
  const { version: numeric, versionName } = chromeVersion(version);
  const local = 'http://localhost:* http://127.0.0.1:*';
  const icons = Object.fromEntries(ICON_SIZES.map((s) => [String(s), `icons/icon-${s}.png`]));
  return {
    manifest_version: 3,
    name: 'FactLens',
    description: 'Stop the spread of misinformation: fact-check selected text or a screen region, with the evidence.',
    version: numeric,
    version_name: test ? `${versionName} (test build)` : versionName,
    minimum_chrome_version: '120',
    icons,
    action: { default_popup: 'popup.html', default_title: 'FactLens', default_icon: icons },
    options_ui: { page: 'options.html', open_in_tab: true },
    background: { service_worker: 'background.js', type: 'module' },
    permissions: ['activeTab', 'scripting', 'storage', 'contextMenus'],
    // Only our API. The test build adds every site, because automated tests cannot make the user
    // gesture that activeTab needs for scripting.executeScript and captureVisibleTab.
    host_permissions: test ? [`${origin}/*`, '<all_urls>'] : [`${origin}/*`],
    // A different server chosen in the options page is granted at runtime, with the user's consent.
    optional_host_permissions: ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'],
    content_security_policy: {
      extension_pages: [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "style-src 'self'",
        "img-src 'self' data:",
        `connect-src 'self' ${origin} https: ${local}`,
      ].join('; '),
    },
    commands: {
      'fact-check': {
        suggested_key: { default: 'Ctrl+Shift+F', mac: 'Command+Shift+F' },
        description: 'Fact-check the selected text (or drag a region when nothing is selected)',
      },
    },
  };
}

/** Mark @factlens/common side-effect free so unused parts (its yup schemas) drop out of the bundles. */
const commonIsPure = {
  name: 'factlens-common-pure',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.pure || !(args.path === '@factlens/common' || args.importer.startsWith(commonSrc))) return undefined;
      const result = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { pure: true } });
      if (result.errors.length || !result.path.startsWith(commonSrc)) return result.errors.length ? { errors: result.errors } : undefined;
      return { path: result.path, sideEffects: false };
    });
  },
};

export async function buildExtension({
  outDir = path.join(here, 'dist'),
  apiOrigin = process.env.FACTLENS_API_ORIGIN || DEFAULT_API_ORIGIN,
  test = process.env.FACTLENS_TEST_BUILD === '1',
  version,
  minify = true,
} = {}) {
  const origin = normalizeOrigin(apiOrigin);
  const release = version ?? (await readReleaseVersion());
  const manifest = createManifest({ version: release, apiOrigin: origin, test });
  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.join(outDir, 'icons'), { recursive: true });

  const shared = {
    bundle: true,
    minify,
    legalComments: 'none',
    target: 'chrome120',
    platform: 'browser',
    conditions: ['source'],
    logLevel: 'silent',
    plugins: [commonIsPure],
    define: {
      __FACTLENS_API_ORIGIN__: JSON.stringify(origin),
      __FACTLENS_VERSION__: JSON.stringify(manifest.version_name),
    },
  };
  const entry = (name) => ({ [name]: path.join(src, ENTRY_POINTS[name]) });
  await Promise.all([
    // The worker is an ES module (manifest background.type = module).
    build({ ...shared, entryPoints: entry('background'), format: 'esm', outdir: outDir }),
    // Content scripts and classic page scripts are IIFEs: no imports, nothing leaks into globals.
    build({ ...shared, entryPoints: { ...entry('content'), ...entry('popup'), ...entry('options') }, format: 'iife', outdir: outDir }),
  ]);

  await Promise.all(STATIC_FILES.map((f) => copyFile(path.join(src, f), path.join(outDir, path.basename(f)))));
  await Promise.all(ICON_SIZES.map((s) => writeFile(path.join(outDir, 'icons', `icon-${s}.png`), drawIcon(s))));
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The API's ZIP route replaces this file with the origin the copy is downloaded from.
  await writeFile(path.join(outDir, 'config.json'), `${JSON.stringify({ apiOrigin: origin }, null, 2)}\n`);

  const sizes = {};
  for (const name of Object.keys(ENTRY_POINTS)) {
    const code = await readFile(path.join(outDir, `${name}.js`));
    sizes[`${name}.js`] = { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
  }
  return { outDir, manifest, sizes };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { values } = parseArgs({
    options: {
      test: { type: 'boolean', default: false },
      out: { type: 'string' },
      'api-origin': { type: 'string' },
      'no-minify': { type: 'boolean', default: false },
    },
  });
  const started = performance.now();
  const result = await buildExtension({
    outDir: values.out ? path.resolve(values.out) : undefined,
    apiOrigin: values['api-origin'],
    test: values.test || undefined,
    minify: !values['no-minify'],
  });
  const content = result.sizes['content.js'];
  const ms = Math.round(performance.now() - started);
  console.log(
    `FactLens ${result.manifest.version_name} -> ${path.relative(process.cwd(), result.outDir) || '.'} in ${ms} ms ` +
      `(API ${result.manifest.host_permissions[0]}; content.js ${(content.gzip / 1024).toFixed(1)} KB gzip)`,
  );
  if (content.gzip > CONTENT_SCRIPT_GZIP_BUDGET) {
    console.error(`content.js is over its ${CONTENT_SCRIPT_GZIP_BUDGET / 1024} KB gzip budget`);
    process.exitCode = 1;
  }
  await stat(path.join(result.outDir, 'manifest.json'));
}
