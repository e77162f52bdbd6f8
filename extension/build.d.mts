// Types for build.mjs (plain JS so that `node extension/build.mjs` needs no TypeScript loader).
export const DEFAULT_API_ORIGIN: string;
export const CONTENT_SCRIPT_GZIP_BUDGET: number;
export const ENTRY_POINTS: Record<'background' | 'content' | 'popup' | 'options', string>;

export interface BuildOptions {
  /** Default: extension/dist */
  outDir?: string;
  /** Baked in as the default API server and the only host permission. Default: env FACTLENS_API_ORIGIN or http://localhost:3000 */
  apiOrigin?: string;
  /** Test build: adds host_permissions "<all_urls>" (automated tests cannot grant activeTab). Default: env FACTLENS_TEST_BUILD=1 */
  test?: boolean;
  /** Manifest version. Default: the root package.json version. */
  version?: string;
  minify?: boolean;
}

export interface ChromeManifest {
  manifest_version: 3;
  name: string;
  version: string;
  version_name: string;
  permissions: string[];
  host_permissions: string[];
  optional_host_permissions: string[];
  content_security_policy: { extension_pages: string };
  commands: Record<string, { suggested_key: { default: string; mac: string }; description: string }>;
  background: { service_worker: string; type: 'module' };
  action: { default_popup: string; default_title: string };
  options_ui: { page: string; open_in_tab: boolean };
  [key: string]: unknown;
}

export interface BuildResult {
  outDir: string;
  manifest: ChromeManifest;
  sizes: Record<string, { bytes: number; gzip: number }>;
}

export function normalizeOrigin(input: string): string;
export function chromeVersion(version: string): { version: string; versionName: string };
export function readReleaseVersion(): Promise<string>;
/** The notes under `## <version>` in extension/CHANGELOG.md, or null. */
export function readReleaseNotes(version: string, changelogPath?: string): Promise<string | null>;
export function createManifest(options: { version: string; apiOrigin: string; test?: boolean }): ChromeManifest;
export function buildExtension(options?: BuildOptions): Promise<BuildResult>;
