import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer (docs/adr/0022-content-security-policy.md). Scripts come
 * from this origin only, never inline; styles may be inline because styled-components, Monaco (the
 * GraphQL explorer) and the ALTCHA widget inject <style> elements at run time; workers may also start
 * from blob: URLs (the ALTCHA proof-of-work, Monaco's language services). Nobody may frame the app.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/** HSTS for a year, sent only on answers to https requests (req.secure honours TRUST_PROXY). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with the options below, read once: every directive above is a constant, so
 * helmet's chain of a dozen middlewares would set the same values on every answer. They are replayed
 * by one middleware (docs/adr/0123-per-request-http-cost.md).
 */
export function helmetHeaders(): Array<[string, string]> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as unknown as Record<string, string[]> },
    // Sent per request below: over plain http (a local install) the header means nothing and
    // would pin the name to https for a year.
    strictTransportSecurity: false,
    // The app embeds nothing cross-origin; COEP would only break the extension's downloads.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  const headers: Array<[string, string]> = [];
  let failed: unknown = null;
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    // helmet's X-Powered-By remover: the app never sets it (`app.disable('x-powered-by')`).
    removeHeader() {},
  };
  middleware({} as never, res as never, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return headers;
}

export function securityHeaders(): RequestHandler[] {
  const headers = helmetHeaders();
  const set: RequestHandler = (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    next();
  };
  return [set];
}
