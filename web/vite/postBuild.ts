import type { Plugin, ResolvedConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

/**
 * After a production build: the public pages prerendered into dist/pages/
 * (docs/adr/0090-public-pages-load-at-once.md), then Brotli and gzip copies of every compressible
 * file, which the API serves by Accept-Encoding (docs/adr/0091-precompressed-web-assets.md).
 */
export function postBuild(options: { root: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'factlens:post-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const outDir = config.build.outDir;
        const pages = await prerender(options.root, outDir);
        config.logger.info(`prerendered ${pages.join(', ')}`);
        await precompress(outDir);
      },
    },
  };
}
