import type http from 'node:http';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { ErrorCode } from '@factlens/common';
import { badInput, toAppError } from '../errors.js';

/**
 * Generic guards every request passes before a route sees it (docs/adr/0023-input-guards.md):
 * bytes PostgreSQL refuses, malformed escapes, prototype-shaped keys, deep nesting and wrong
 * content types are a 400 with a clear message here, instead of a 500 somewhere deeper.
 */

/** Deepest nesting of arrays/objects a JSON body may have (our inputs are at most 3 levels deep). */
export const MAX_JSON_DEPTH = 32;

export const NOT_ALLOWED_CHARACTER = (where: string) => `${where} contains a character that is not allowed`;

/**
 * Keys that name built-in object properties: a body that uses them is refused, so no code that copies
 * or coerces input (`{...body}`, yup's `toString` coercion) ever meets a `__proto__` or a `toString` that is not a function.
 */
const FORBIDDEN_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** Object keys whose string values are pasted text: control characters are stripped there instead of refused. */
export const PASTED_TEXT_KEYS = new Set(['content']);

// eslint-disable-next-line no-control-regex -- these are exactly the characters being removed
const PASTED_CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu;

/**
 * Pasted text as the user meant it: NUL and the other C0 control characters (and DEL) are removed,
 * tab, line feed and carriage return are kept. PostgreSQL cannot store NUL in text; the others are
 * invisible noise from copy and paste or OCR. Callers may use it on any fact-check content.
 */
export function sanitisePastedText(text: string): string {
  return text.replace(PASTED_CONTROL_CHARS, '');
}

/**
 * Scan raw JSON bytes for nesting deeper than `max` without parsing (linear, no recursion), so a
 * 400,000-deep array never reaches JSON.parse, a validator or a logger. Brackets inside strings are skipped.
 */
export function jsonDepthExceeds(buf: Buffer, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** body-parser's `verify` hook: refuse deep bodies before they are parsed. */
function verifyDepth(_req: http.IncomingMessage, _res: http.ServerResponse, buf: Buffer): void {
  if (jsonDepthExceeds(buf)) throw badInput(`The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
}

/** express.json with the depth check; use it for every JSON body the app parses. */
export function jsonBody(limit: string): RequestHandler {
  return express.json({ limit, verify: verifyDepth });
}

/**
 * Walk a parsed JSON value (iteratively: no stack to overflow): refuse forbidden keys and NUL in keys
 * or strings, strip control characters from pasted text. Returns an error message, or null when fine.
 * Strings under PASTED_TEXT_KEYS are cleaned in place.
 */
export function inspectJson(root: unknown, label = 'The request body'): string | null {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) return `${label} is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i];
        if (typeof v === 'string') {
          if (v.includes('\0')) return NOT_ALLOWED_CHARACTER(label);
        } else if (v !== null && typeof v === 'object') stack.push([v, depth + 1]);
      }
      continue;
    }
    const obj = node as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      if (FORBIDDEN_KEYS.has(key)) return `${label} uses a field name that is not allowed: "${key}"`;
      if (key.includes('\0')) return NOT_ALLOWED_CHARACTER(label);
      const v = obj[key];
      if (typeof v === 'string') {
        if (PASTED_TEXT_KEYS.has(key)) obj[key] = sanitisePastedText(v);
        else if (v.includes('\0')) return NOT_ALLOWED_CHARACTER(`The field "${key}"`);
      } else if (v !== null && typeof v === 'object') stack.push([v, depth + 1]);
    }
  }
  return null;
}

/** After the JSON parser: apply inspectJson to req.body. */
export function inspectJsonBody(): RequestHandler {
  return (req, _res, next) => {
    if (req.body === undefined || req.body === null || typeof req.body !== 'object') return next();
    const problem = inspectJson(req.body);
    next(problem ? badInput(problem) : undefined);
  };
}

/**
 * The path must decode (no `%ZZ`) and, decoded, hold no NUL; query values may hold no NUL either.
 * Mounted on the app before every router, so it answers the JSON 400 itself.
 */
export function pathAndQueryGuard(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const problem = pathOrQueryProblem(req.originalUrl);
    if (!problem) return next();
    res.status(400).json({ error: problem, code: ErrorCode.BAD_USER_INPUT });
  };
}

export function pathOrQueryProblem(url: string): string | null {
  const q = url.indexOf('?');
  const path = q >= 0 ? url.slice(0, q) : url;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'The request path has a malformed percent escape';
  }
  if (decoded.includes('\0')) return NOT_ALLOWED_CHARACTER('The request path');
  if (q >= 0) {
    const query = url.slice(q + 1);
    if (/%00/i.test(query) || query.includes('\0')) return NOT_ALLOWED_CHARACTER('The query string');
  }
  return null;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/**
 * A request that carries a body must say it is JSON (multipart too where `allowMultipart`): a 400
 * that names the expected type, instead of reading the body as empty and reporting missing fields.
 */
export function requireJsonContentType(opts: { allowMultipart?: boolean } = {}): RequestHandler {
  return (req, _res, next) => {
    const length = req.headers['content-length'];
    const hasBody = (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim();
    if (JSON_TYPE.test(type)) return next();
    if (opts.allowMultipart && /^multipart\/form-data$/i.test(type)) return next();
    next(badInput(`Content-Type must be application/json${opts.allowMultipart ? ' (or multipart/form-data for uploads)' : ''}`));
  };
}

/** Before graphql-upload: a multipart request needs a boundary, or busboy throws while the request hangs. */
export function multipartGuard(): RequestHandler {
  return (req, _res, next) => {
    const type = req.headers['content-type'] ?? '';
    if (/^multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) {
      return next(badInput('The multipart request has no boundary in its Content-Type'));
    }
    next();
  };
}

/**
 * After graphql-upload: busboy reports a truncated or malformed multipart body with a plain Error
 * ("Unexpected end of form"), which is the client's fault: 400 with a clear message.
 */
export function multipartErrors(): ErrorRequestHandler {
  return (err: unknown, req, _res, next) => {
    const e = err as { status?: number; expose?: boolean; message?: string } | null;
    if (toAppError(err) || !req.is('multipart/form-data') || (e?.status && e.status < 500 && e.expose)) return next(err);
    next(badInput(`The multipart request is malformed or incomplete${e?.message ? ` (${e.message})` : ''}`));
  };
}
