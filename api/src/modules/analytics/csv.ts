import type { Writable } from 'node:stream';

/*
 * A tiny RFC 4180 writer instead of a dependency: our values are strings, numbers, booleans, dates and
 * null, so escaping is the whole job (quote a field holding a quote, comma, CR or LF; double its quotes).
 * Text is also neutralised against spreadsheet formula injection (OWASP "CSV injection"): a string
 * starting with = + - @ TAB or CR gets a leading apostrophe, because fact-checked text comes from
 * arbitrary web pages and admins open these files in spreadsheets. Numbers are never prefixed.
 */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let s = String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV record with its CRLF terminator. */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvField).join(',') + '\r\n';
}

/** The client went away mid-download: stop reading rows. */
export class ClientGoneError extends Error {
  constructor() {
    super('client closed the connection');
  }
}

/** Write with backpressure: when the buffer is full, wait for 'drain' (or give up if the reader closed). */
export function writeChunk(res: Writable, chunk: string): Promise<void> {
  if (res.destroyed || res.writableEnded) return Promise.reject(new ClientGoneError());
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      res.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      res.off('drain', onDrain);
      reject(new ClientGoneError());
    };
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/** Write every chunk of a CSV body with backpressure; stops with ClientGoneError when the reader goes away. */
export async function writeCsv(out: Writable, chunks: AsyncIterable<string> | Iterable<string>): Promise<void> {
  for await (const chunk of chunks) await writeChunk(out, chunk);
}
