import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { isWebRoute } from '@factlens/common';

/** Hashed build files: their name changes with their content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of the build (favicon): an hour. */
const SHORT_MAX_AGE_MS = 60 * 60 * 1000;
/** Folder of the build with the prerendered public pages: `pages/index.html` is `/`, `pages/login.html` is `/login`. */
const PAGES_DIR = 'pages';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** URL path → encodings with a precompressed copy next to the file (written by web/vite/precompress.ts). */
function precompressedFiles(root: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const encoding = entry.name.endsWith('.br') ? 'br' : entry.name.endsWith('.gz') ? 'gzip' : null;
    if (!encoding) continue;
    const original = path.join(entry.parentPath, entry.name.slice(0, -SUFFIX[encoding].length));
    if (!fs.existsSync(original)) continue;
    const url = `/${path.relative(root, original).split(path.sep).join('/')}`;
    found.set(url, (found.get(url) ?? new Set<Encoding>()).add(encoding));
  }
  return found;
}

/** Web route path → its prerendered HTML file, relative to the build folder. */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(root, PAGES_DIR);
  if (!fs.existsSync(dir)) return pages;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(route, `${PAGES_DIR}/${name}`);
  }
  return pages;
}

function cacheControl(url: string): string {
  if (url.startsWith('/assets/')) return IMMUTABLE;
  if (url.endsWith('.html')) return 'no-cache';
  return `public, max-age=${SHORT_MAX_AGE_MS / 1000}`;
}

/**
 * The built web app (docs/adr/0091-precompressed-web-assets.md): every file of the build, as its
 * Brotli or gzip copy when the browser accepts one (`Vary: Accept-Encoding`), hashed assets cached
 * for a year; then, for any other GET outside /api and /graphql, the page: the prerendered HTML of
 * a public page when the build has one (docs/adr/0090-public-pages-load-at-once.md), else the app
 * shell `index.html`, with HTTP 404 for a path that is not one of the app's routes
 * (common/src/routes.ts). Null when the build is missing.
 */
export function webApp(root: string): RequestHandler[] | null {
  const shell = 'index.html';
  if (!fs.existsSync(path.join(root, shell))) return null;
  const compressed = precompressedFiles(root);
  const pages = prerenderedPages(root);

  /** Sends `file` (relative to root) as its best accepted encoding. */
  const send = (req: Request, res: Response, file: string, next: (err?: unknown) => void, status = 200): void => {
    const url = `/${file}`;
    const encodings = compressed.get(url);
    // Brotli first whatever the client's order (Chrome sends "gzip, deflate, br, zstd").
    const encoding = (['br', 'gzip'] as const).find((e) => encodings?.has(e) && req.acceptsEncodings(e) === e) ?? null;
    if (encodings) res.vary('Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(file));
    res.status(status);
    res.sendFile(
      encoding ? `${file}${SUFFIX[encoding]}` : file,
      { root, cacheControl: false, dotfiles: 'deny', headers: { 'Cache-Control': cacheControl(url) } },
      (err) => {
        if (err) next(err);
      },
    );
  };

  // Precompressed copies first; anything else (or a client that takes no encoding) goes to express.static.
  const precompressed: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !compressed.has(req.path) || req.path.startsWith(`/${PAGES_DIR}/`))
      return next();
    send(req, res, req.path.slice(1), next);
  };
  const files = express.static(root, { index: false, maxAge: SHORT_MAX_AGE_MS, setHeaders: immutableAssets });
  // SPA fallback: every other GET renders the app.
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|graphql)(\/|$)/.test(req.path)) return next();
    const page = pages.get(req.path);
    if (page) return send(req, res, page, next);
    send(req, res, shell, next, isWebRoute(req.path) ? 200 : 404);
  };
  return [precompressed, files, fallback];
}

function immutableAssets(res: http.ServerResponse, file: string): void {
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
}
