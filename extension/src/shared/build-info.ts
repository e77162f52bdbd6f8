/** Values esbuild bakes in at build time (see build.mjs `define`); tests fall back to defaults. */
declare const __FACTLENS_API_ORIGIN__: string | undefined;
declare const __FACTLENS_VERSION__: string | undefined;

export const DEFAULT_API_ORIGIN: string =
  typeof __FACTLENS_API_ORIGIN__ === 'string' ? __FACTLENS_API_ORIGIN__ : 'http://localhost:3000';
export const EXTENSION_VERSION: string = typeof __FACTLENS_VERSION__ === 'string' ? __FACTLENS_VERSION__ : '0.0.0';
