/**
 * @jest-environment node
 */
/// <reference types="node" />
// Builds the real bundles with esbuild and checks the manifest and the content-script budget.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONTENT_SCRIPT_GZIP_BUDGET,
  buildExtension,
  chromeVersion,
  createManifest,
  normalizeOrigin,
  readReleaseNotes,
  readReleaseVersion,
  type BuildResult,
} from '../build.mjs';

let dir: string;
let prod: BuildResult;
let testBuild: BuildResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'factlens-ext-'));
  [prod, testBuild] = await Promise.all([
    buildExtension({ outDir: path.join(dir, 'prod'), apiOrigin: 'https://factlens.example.com/ignored/path', test: false }),
    buildExtension({ outDir: path.join(dir, 'test'), apiOrigin: 'http://127.0.0.1:4010', test: true }),
  ]);
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('extension build', () => {
  it(`keeps the content script within ${CONTENT_SCRIPT_GZIP_BUDGET / 1024} KB gzip`, () => {
    const { gzip, bytes } = prod.sizes['content.js']!;
    console.info(`content.js: ${bytes} bytes, ${(gzip / 1024).toFixed(2)} KB gzip`);
    expect(gzip).toBeLessThanOrEqual(CONTENT_SCRIPT_GZIP_BUDGET);
  });

  it('writes every file the manifest points to', async () => {
    const files = await readdir(prod.outDir, { recursive: true });
    expect(JSON.parse(await readFile(path.join(prod.outDir, 'config.json'), 'utf8'))).toEqual({ apiOrigin: 'https://factlens.example.com' });
    for (const f of ['manifest.json', 'background.js', 'content.js', 'popup.html', 'popup.js', 'popup.css', 'options.html', 'options.js', 'icons/icon-128.png']) {
      expect(files).toContain(f);
    }
    const written = JSON.parse(await readFile(path.join(prod.outDir, 'manifest.json'), 'utf8'));
    expect(written).toEqual(prod.manifest);
    const popup = await readFile(path.join(prod.outDir, 'popup.html'), 'utf8');
    expect(popup).toContain('<script src="popup.js"></script>');
  });

  it('declares MV3 with minimal permissions and only the API origin as host', async () => {
    const m = prod.manifest;
    expect(m.manifest_version).toBe(3);
    expect(m.version).toBe(await readReleaseVersion());
    expect(m.permissions.sort()).toEqual(['activeTab', 'contextMenus', 'scripting', 'storage']);
    expect(m.host_permissions).toEqual(['https://factlens.example.com/*']);
    expect(m.background).toEqual({ service_worker: 'background.js', type: 'module' });
    expect(m).not.toHaveProperty('content_scripts'); // injected on demand, not into every page
    expect(m).not.toHaveProperty('web_accessible_resources');
    expect(m).not.toHaveProperty('externally_connectable');
  });

  it('has a strict CSP without eval or remote scripts', () => {
    const csp = prod.manifest.content_security_policy.extension_pages;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval/);
    expect(csp).toContain('https://factlens.example.com');
  });

  it('binds Ctrl+Shift+F, Command+Shift+F on Mac', () => {
    expect(prod.manifest.commands['fact-check']!.suggested_key).toEqual({ default: 'Ctrl+Shift+F', mac: 'Command+Shift+F' });
  });

  it('the test build adds <all_urls> and bakes in its API origin', async () => {
    expect(testBuild.manifest.host_permissions).toEqual(['http://127.0.0.1:4010/*', '<all_urls>']);
    expect(testBuild.manifest.version_name).toContain('test build');
    const worker = await readFile(path.join(testBuild.outDir, 'background.js'), 'utf8');
    expect(worker).toContain('http://127.0.0.1:4010');
  });

  it('keeps the token and the API client out of the content script', async () => {
    const content = await readFile(path.join(prod.outDir, 'content.js'), 'utf8');
    expect(content).not.toMatch(/auth_token|storage\.local|Authorization|\/api\//);
    expect(content).not.toContain('ValidationError'); // no yup: common is tree-shaken
    expect(content).not.toMatch(/innerHTML|eval\(|new Function/);
  });

  it('the content script carries the dispute form and its shared rules, but not yup (docs/adr/0073-dispute-limits-and-validation.md)', async () => {
    const content = await readFile(path.join(prod.outDir, 'content.js'), 'utf8');
    expect(content).toContain('This looks wrong');
    expect(content).toContain('Please select a reason'); // DISPUTE_MESSAGES, checked by checkDispute
    // yup's class and its default locale: none of them may be pulled in with @factlens/common.
    expect(content).not.toMatch(/ValidationError|is a required field|disputeSchema/);
  });

  it('bundles the worker as an ES module and the content script as an IIFE', async () => {
    const content = await readFile(path.join(prod.outDir, 'content.js'), 'utf8');
    expect(content).toMatch(/^("use strict";)?\(\(\)=>\{/);
    const worker = await readFile(path.join(prod.outDir, 'background.js'), 'utf8');
    expect(worker).not.toMatch(/^import /m); // self-contained, no chunks to load
  });
});

describe('manifest helpers', () => {
  it('normalises the API origin and refuses non-http schemes', () => {
    expect(normalizeOrigin('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(() => normalizeOrigin('javascript:alert(1)')).toThrow();
    expect(() => normalizeOrigin('not a url')).toThrow();
  });

  it('turns release versions into Chrome versions', () => {
    expect(chromeVersion('1.2.3')).toEqual({ version: '1.2.3', versionName: '1.2.3' });
    expect(chromeVersion('1.2.3-beta.4')).toEqual({ version: '1.2.3', versionName: '1.2.3-beta.4' });
    expect(() => chromeVersion('latest')).toThrow();
  });

  it('has release notes in CHANGELOG.md for the current version', async () => {
    const notes = await readReleaseNotes(await readReleaseVersion());
    expect(notes).toContain('Ctrl+Shift+F');
    expect(notes).not.toContain('## ');
    expect(await readReleaseNotes('999.0.0')).toBeNull();
  });

  it('uses the version it is given (the ZIP route passes the latest extension_versions row)', () => {
    expect(createManifest({ version: '2.0.1', apiOrigin: 'https://a.example' }).version).toBe('2.0.1');
  });
});
