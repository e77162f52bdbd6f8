/**
 * The text the user selected, and where it is on screen (to anchor the widget).
 * Handles selections in text fields (window.getSelection() does not see those), ignores
 * password fields and selections inside our own widgets.
 */
import type { Rect } from '../shared/geometry.js';

export interface SelectionInfo {
  text: string;
  /** Viewport (CSS px) rectangle of the selection, or null when it has no layout box. */
  rect: Rect | null;
}

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/** Collapse whitespace (line breaks between blocks become single spaces) and drop invisible characters. */
export function normalizeText(text: string): string {
  return text.replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim();
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel', '']);

function toRect(r: DOMRect | null | undefined): Rect | null {
  if (!r || (r.width === 0 && r.height === 0)) return null;
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

function fieldSelection(el: Element | null): SelectionInfo | null {
  const field = el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement ? el : null;
  if (!field) return null;
  if (field instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(field.type)) return null; // never passwords
  const { selectionStart: start, selectionEnd: end } = field;
  if (start === null || end === null || start === end) return null;
  return { text: normalizeText(field.value.slice(start, end)), rect: toRect(field.getBoundingClientRect()) };
}

/**
 * Read the current selection. `isOwn` says whether a node belongs to one of our widgets,
 * so selecting text in a result and pressing the shortcut again does not check our own words.
 */
export function extractSelection(doc: Document, isOwn: (node: Node) => boolean = () => false): SelectionInfo | null {
  const fromField = fieldSelection(doc.activeElement);
  if (fromField?.text) return fromField;

  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (isOwn(range.commonAncestorContainer)) return null;
  const text = normalizeText(selection.toString());
  if (!text) return null;
  // jsdom has no layout; browsers always implement getBoundingClientRect on ranges.
  const rect = typeof range.getBoundingClientRect === 'function' ? toRect(range.getBoundingClientRect()) : null;
  return { text, rect };
}
