import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { graphqlDocuments } from './vite/graphqlDocuments.ts';
import { postBuild } from './vite/postBuild.ts';
import { styledComponentIds } from './vite/styledComponentIds.ts';

const api = 'http://localhost:3000';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    graphqlDocuments({ srcDir: `${root}src/`, gqlDir: `${root}src/gql/` }),
    react(),
    styledComponentIds({ srcDir: `${root}src/` }),
    postBuild({ root }),
  ],
  resolve: {
    // '@factlens/common' exports its TypeScript under the 'source' condition: no prebuild needed.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/graphql': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets scripts/bundle-size.mjs compute the landing page's initial JS.
    manifest: true,
    // Every browser the app targets supports <link rel="modulepreload">; the polyfill would only
    // cost landing-page bytes.
    modulePreload: { polyfill: false },
    // Routes are split with React.lazy(import()); this only keeps the chunk names readable.
    rolldownOptions: {
      // @factlens/common is pure (constants, helpers, yup schemas built at import time); marking it
      // side-effect free lets pages that only need constants skip yup entirely.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]common[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
});
