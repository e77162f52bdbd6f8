import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { unauthenticated } from '../errors.js';
import { MAX_UPLOAD_BYTES } from '../modules/ocr/ocr.service.js';
import { MAX_FEED_BYTES } from '../modules/feeds/feeds.service.js';

/**
 * Multipart GraphQL requests (the OCR upload), mounted after bearer authentication: a multipart body
 * without a valid token is refused with 401 before graphql-upload spools a byte of it to disk. The one
 * mutation that takes a file needs a signed-in user anyway. Apollo's CSRF prevention still requires
 * the `apollo-require-preflight` header on these requests. Images are at most MAX_UPLOAD_BYTES; an
 * administrator may send a ClaimReview feed of up to MAX_FEED_BYTES (docs/claim-index.md, "Feeds"),
 * and each mutation still checks its own limit.
 */
export function graphqlUploads(): RequestHandler[] {
  const signedInOnly: RequestHandler = (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (req.authError) return next(req.authError);
    if (!req.principal) return next(unauthenticated('Sign in to upload a file'));
    next();
  };
  const images = graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 });
  const feeds = graphqlUploadExpress({ maxFileSize: Math.max(MAX_UPLOAD_BYTES, MAX_FEED_BYTES), maxFiles: 1 });
  const bySize: RequestHandler = (req, res, next) => (req.principal?.role === 'admin' ? feeds : images)(req, res, next);
  return [signedInOnly, bySize];
}
