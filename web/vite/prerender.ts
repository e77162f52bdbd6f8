import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; file: string; module: string; apollo: boolean }[];
  renderPage(pathname: string): Promise<{ html: string; styleTags: string }>;
}

/** Chunk keys `keys` load statically (themselves included). */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Form controls of the prerendered markup stay locked until the app has taken over: fields
 * readonly, buttons disabled, each marked `data-prerender-lock="<attribute added>"`, which
 * main.tsx removes just before hydrating. Typing into a field before then would be lost to the
 * form's state, and a native submit would put the fields in the URL.
 */
function lockForms(html: string): string {
  return html.replace(/<form\b[\s\S]*?<\/form>/g, (form) =>
    form.replace(/<(input|textarea|select|button)\b([^>]*)>/g, (tag, name: string, attrs: string) => {
      const attribute = name === 'input' || name === 'textarea' ? 'readonly' : 'disabled';
      if (new RegExp(`\\s${attribute}(=|\\s|$)`).test(attrs)) return tag;
      return `<${name} ${attribute}="" data-prerender-lock="${attribute}"${attrs}>`;
    }),
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes dist/pages/<page>.html for each public page of src/prerender.tsx
 * (docs/adr/0090-public-pages-load-at-once.md): the built index.html with the page's markup in
 * #root, its styled-components CSS in <head>, its <title>, and <link rel="modulepreload"> for the
 * page's chunks (and Apollo's, for a page that uses it), so they load in parallel with the entry.
 * The markup is rendered in Node through Vite's SSR loader with the app's own config.
 */
export async function prerender(root: string, outDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('prerender: no entry in the manifest');
  const inEntry = closure(manifest, [entry]);

  const server = await createServer({
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const written: string[] = [];
  try {
    const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    await mkdir(join(outDir, 'pages'), { recursive: true });
    for (const page of mod.PRERENDERED_PAGES) {
      if (!manifest[page.module]) throw new Error(`prerender: ${page.module} (${page.path}) is not a chunk of the build`);
      const { html, styleTags } = await mod.renderPage(page.path);
      // React renders the page's <title> where the component has it; it belongs in <head>.
      const titleMatch = /<title>(.*?)<\/title>/.exec(html);
      const body = lockForms(titleMatch ? html.replace(titleMatch[0], '') : html);
      const chunks = closure(manifest, page.apollo ? [page.module, 'src/apollo/WithApollo.tsx'] : [page.module]);
      const preloads = [...chunks]
        .filter((k) => !inEntry.has(k))
        .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}">`)
        .join('');
      let out = template;
      if (titleMatch) out = out.replace(/<title>.*?<\/title>/, `<title>${titleMatch[1]}</title>`);
      out = out.replace('</head>', `${preloads}${styleTags}</head>`);
      if (!out.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
      out = out.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
      await writeFile(join(outDir, 'pages', page.file), out);
      written.push(`${page.path} → pages/${page.file}${titleMatch ? ` (${escapeHtml(titleMatch[1] ?? '')})` : ''}`);
    }
  } finally {
    await server.close();
  }
  return written;
}
