import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { unauthenticated } from '../errors.js';
import { MAX_UPLOAD_BYTES } from '../modules/ocr/ocr.service.js';

/**
 * Multipart GraphQL requests (the OCR upload), mounted after bearer authentication: a multipart body
 * without a valid token is refused with 401 before graphql-upload spools a byte of it to disk. The one
 * mutation that takes a file needs a signed-in user anyway. Apollo's CSRF prevention still requires
 * the `apollo-require-preflight` header on these requests.
 */
export function graphqlUploads(): RequestHandler[] {
  const signedInOnly: RequestHandler = (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    if (req.authError) return next(req.authError);
    if (!req.user) return next(unauthenticated('Sign in to upload a file'));
    next();
  };
  return [signedInOnly, graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 1 })];
}
