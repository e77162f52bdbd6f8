import type { Response } from 'express';

/**
 * Answer a POST with a JSON text: what `res.json` sends (Content-Type, Content-Length, the status
 * already set) without the ETag, which Express computes (a SHA-1 of the body) for every answer but
 * which only a GET can use (docs/adr/0123-per-request-http-cost.md).
 */
export function sendJsonText(res: Response, text: string): void {
  if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
