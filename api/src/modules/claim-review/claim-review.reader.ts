import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { findRecords, recordsOfListElement } from './claim-review.mapper.js';

/** One record read from a file, or why a line could not be read. `line` is 1-based. */
export type SourceRecord = { line: number; item: number | null; record: unknown } | { line: number; item: number | null; error: string };

/** A whole-file JSON document (DataFeed, array) is parsed in memory; beyond this, use JSON Lines. */
export const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

/**
 * Streams the ClaimReview records of a file, plain or gzip (detected by its magic bytes):
 * JSON Lines (the corpus shape, or one ClaimReview JSON-LD object a line) line by line, or one JSON
 * document (a DataFeed, an array, a `@graph`) spread over several lines. Every record carries the
 * line it starts on; a line that is not JSON is reported, and reading goes on.
 */
export async function* readClaimReviewRecords(file: string, opts: { maxDocumentBytes?: number } = {}): AsyncGenerator<SourceRecord> {
  const maxDocumentBytes = opts.maxDocumentBytes ?? MAX_DOCUMENT_BYTES;
  const lines = readline.createInterface({ input: await openMaybeGzip(file), crlfDelay: Infinity });
  let lineNo = 0;
  let mode: 'undecided' | 'lines' | 'document' = 'undecided';
  let docStart = 0;
  let docBytes = 0;
  const doc: string[] = [];

  for await (const raw of lines) {
    lineNo++;
    const text = lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (mode === 'document') {
      docBytes += text.length + 1;
      if (docBytes > maxDocumentBytes)
        throw new Error(`JSON document larger than ${maxDocumentBytes} bytes: convert it to JSON Lines (one object a line)`);
      doc.push(text);
      if (doc.length === 3 && looksLikeJsonLines(doc)) {
        // Two whole JSON values on the next lines: JSON Lines whose first line is broken.
        mode = 'lines';
        for (let i = 0; i < doc.length; i++) if (doc[i].trim()) yield* recordsOfLine(parseJson(doc[i]), docStart + i);
        doc.length = 0;
      }
      continue;
    }
    if (!text.trim()) continue;
    const parsed = parseJson(text);
    if (mode === 'undecided' && !parsed.ok && /^\s*[[{]/.test(text)) {
      // Not a complete value on its first line: a pretty-printed document (or a JSONL file whose first line is broken).
      mode = 'document';
      docStart = lineNo;
      docBytes = text.length + 1;
      doc.push(text);
      continue;
    }
    mode = 'lines';
    yield* recordsOfLine(parsed, lineNo);
  }
  if (mode === 'document') yield* recordsOfDocument(doc, docStart);
}

/** In a valid document two consecutive lines cannot both be whole values (a comma sits between them). */
function looksLikeJsonLines(doc: string[]): boolean {
  return doc.slice(1).every((l) => l.trim() !== '' && /^\s*\{/.test(l) && parseJson(l).ok);
}

async function openMaybeGzip(file: string): Promise<Readable> {
  const handle = await fs.promises.open(file, 'r');
  const gzip = await handle
    .read(Buffer.alloc(2), 0, 2, 0)
    .then(({ bytesRead, buffer }) => bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b)
    .finally(() => handle.close());
  const stream = fs.createReadStream(file);
  if (!gzip) return stream;
  const gunzip = zlib.createGunzip();
  stream.on('error', (err) => gunzip.destroy(err));
  return stream.pipe(gunzip);
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: string; line: number | null };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    const message = (err as Error).message;
    const line = /\(line (\d+) column \d+\)/.exec(message);
    const position = /at position (\d+)/.exec(message);
    const lineNo = line ? Number(line[1]) : position ? text.slice(0, Number(position[1])).split('\n').length : null;
    return { ok: false, error: `invalid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, '').slice(0, 200)}`, line: lineNo };
  }
}

function* recordsOfLine(parsed: Parsed, line: number): Generator<SourceRecord> {
  if (!parsed.ok) {
    yield { line, item: null, error: parsed.error };
    return;
  }
  for (const { record, item } of findRecords(parsed.value)) yield { line, item, record };
}

function* recordsOfDocument(doc: string[], start: number): Generator<SourceRecord> {
  const text = doc.join('\n');
  const parsed = parseJson(text);
  if (parsed.ok) {
    const itemLines = elementLines(text);
    for (const { record, item } of findRecords(parsed.value)) {
      const rel = item !== null ? (itemLines[item - 1] ?? 1) : 1;
      yield { line: start + rel - 1, item, record };
    }
    return;
  }
  // Not one document after all: when most lines are JSON on their own it is JSON Lines with bad lines.
  const perLine = doc.map((l) => (l.trim() ? parseJson(l) : null));
  const filled = perLine.filter((p): p is Parsed => p !== null);
  if (filled.length > 1 && filled.filter((p) => p.ok).length >= filled.length / 2) {
    for (let i = 0; i < perLine.length; i++) {
      const p = perLine[i];
      if (p) yield* recordsOfLine(p, start + i);
    }
    return;
  }
  // A broken document: keep every list element that parses on its own, report the others.
  const elements = listElements(text);
  let brokenElements = 0;
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i];
    const value = parseJson(text.slice(el.start, el.end));
    if (!value.ok) {
      brokenElements++;
      yield { line: start + el.line - 1, item: i + 1, error: value.error };
      continue;
    }
    for (const record of recordsOfListElement(value.value)) yield { line: start + el.line - 1, item: i + 1, record };
  }
  // The fault lies outside the elements (a missing bracket, say), or there are no elements at all.
  if (!brokenElements) yield { line: start + (parsed.line ?? 1) - 1, item: null, error: parsed.error };
}

/** Keys whose array holds a document's records (DataFeed, JSON-LD graph). */
const LIST_KEYS = new Set(['dataFeedElement', '@graph']);

export interface ListElement {
  /** 1-based line the element starts on. */
  line: number;
  /** Its text is text.slice(start, end). */
  start: number;
  end: number;
}

/**
 * The elements of a document's record list: of a top-level array, or of a top-level object's
 * `dataFeedElement` / `@graph` array. A small scanner (strings, escapes, nesting) that also copes
 * with text JSON.parse refused, so one broken element does not cost the others.
 */
export function listElements(text: string): ListElement[] {
  const out: ListElement[] = [];
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastTopKey: string | null = null;
  let listDepth = -1;
  let expecting = false;
  let current: ListElement | null = null;
  const close = (end: number) => {
    if (current) out.push({ ...current, end });
    current = null;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') {
        inString = false;
        if (stack.length === 1 && stack[0] === '{') lastTopKey = text.slice(stringStart + 1, i);
      }
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') continue;
    if (expecting && stack.length === listDepth && ch !== ']') {
      current = { line, start: i, end: text.length };
      expecting = false;
    }
    if (ch === '"') {
      inString = true;
      stringStart = i;
    } else if (ch === '{' || ch === '[') {
      const isList =
        ch === '[' &&
        listDepth === -1 &&
        (stack.length === 0 || (stack.length === 1 && stack[0] === '{' && LIST_KEYS.has(lastTopKey ?? '')));
      stack.push(ch);
      if (isList) {
        listDepth = stack.length;
        expecting = true;
      }
    } else if (ch === '}' || ch === ']') {
      if (stack.length === listDepth && ch === ']') {
        close(i);
        listDepth = -2; // done: later arrays are not the list
        expecting = false;
      }
      stack.pop();
    } else if (ch === ',' && stack.length === listDepth) {
      close(i);
      expecting = true;
    }
  }
  close(text.length);
  return out;
}

/** The line each list element starts on (see listElements). */
export function elementLines(text: string): number[] {
  return listElements(text).map((e) => e.line);
}
