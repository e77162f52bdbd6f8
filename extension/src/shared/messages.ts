/**
 * The one typed message map between content scripts, extension pages (popup, options) and the
 * service worker. Every message is `{ type, ...payload }`; replies are `Reply<T>` so errors cross
 * the boundary as data (a thrown error in a listener would reach the sender as `undefined`).
 */
import type { ClaimIndexStats, DisputeReason, DisputeStatus, FactCheckResult, Platform, Role } from '@factlens/common';

export interface Account {
  id: string;
  email: string;
  role: Role;
  dailyUsage: number;
  /** null for roles without a daily limit (admin). */
  dailyLimit: number | null;
}

export interface ExtensionConfig {
  minDragWidth: number;
  minDragHeight: number;
  minTextLength: number;
}

/** A rectangle in CSS pixels relative to the viewport (what the API calls cropArea). */
export interface CropArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface DeviceInfo {
  devicePixelRatio: number;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  userAgent: string;
}

/** Where the checked text came from (stored by the API as fact_checks.contentType). */
export const CONTENT_TYPES = ['text', 'ocr'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const OCR_METHODS = ['tesseract', 'gemini'] as const;
export type OcrMethod = (typeof OCR_METHODS)[number];

export interface OcrResult {
  extractedText: string;
  confidence: number;
  /** Server-side details (timings, method); shape not relied on. */
  processing: unknown;
}

/** What went wrong, classified once in the worker so every view words it the same way. */
export const ErrorKind = {
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  rateLimited: 'rate_limited',
  maintenance: 'maintenance',
  /** The server is up but a shared resource is full for a moment (e.g. the OCR queue): try again soon. */
  busy: 'busy',
  tooLarge: 'too_large',
  badInput: 'bad_input',
  network: 'network',
  unsupportedPage: 'unsupported_page',
  unknown: 'unknown',
} as const;
export type ErrorKind = (typeof ErrorKind)[keyof typeof ErrorKind];

export interface ErrorInfo {
  kind: ErrorKind;
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** Safe to show to the user. */
  message: string;
  used?: number;
  limit?: number;
  resetsAt?: string;
}

export type Reply<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

/** A message with no payload besides its type. */
type Empty = Record<never, never>;

export const ok = <T>(data: T): Reply<T> => ({ ok: true, data });
export const fail = (error: ErrorInfo): Reply<never> => ({ ok: false, error });

/** Requests the service worker answers. `from` says which kind of sender may send it. */
export interface WorkerMessages {
  'fact-check': { from: 'content'; request: { text: string; platform: Platform; contentType: ContentType }; response: Reply<FactCheckResult> };
  'ocr-region': {
    from: 'content';
    request: { requestId: string; cropArea: CropArea; deviceInfo: DeviceInfo };
    response: Reply<OcrResult>;
  };
  'open-sign-in': { from: 'content'; request: Empty; response: Reply<null> };
  /** "This looks wrong" on the result in the widget (docs/adr/0070-disputes-and-moderation.md). */
  dispute: { from: 'content'; request: { factCheckId: string; reason: DisputeReason; note: string | null }; response: Reply<{ status: DisputeStatus }> };
  /** The figures of the fact-check index for the widget footer (docs/adr/0076-claim-index-freshness.md). */
  'index-stats': { from: 'content'; request: Empty; response: Reply<ClaimIndexStats> };
  login: { from: 'page'; request: { email: string; password: string }; response: Reply<Account> };
  logout: { from: 'page'; request: Empty; response: Reply<null> };
  'get-account': { from: 'page'; request: Empty; response: Reply<{ account: Account | null; apiBase: string; stale: boolean }> };
  'start-region': { from: 'page'; request: { tabId: number }; response: Reply<null> };
}

/** What a check needs to know before it starts; it rides on the trigger (the worker already has it). */
export interface CheckContext {
  config: ExtensionConfig;
  signedIn: boolean;
}

/**
 * Messages the worker sends to a tab's content script. A check is two round trips: `trigger`
 * (carrying the config and sign-in state) and the content script's `fact-check` (or `ocr-region`
 * then `fact-check`). There is no separate ping: a trigger nobody receives means "inject, then
 * send it again" (docs/adr/0057-extension-check-path.md).
 */
export interface ContentMessages {
  trigger: { request: { mode: TriggerMode; selectionText?: string; context: CheckContext }; response: Reply<null> };
  'ocr-progress': { request: { requestId: string; phase: OcrPhase }; response: { ok: true } };
}

/** auto: check the selection, or start region mode when nothing is selected. */
export const TRIGGER_MODES = ['auto', 'selection', 'region'] as const;
export type TriggerMode = (typeof TRIGGER_MODES)[number];
export type OcrPhase = 'captured';

export type WorkerMessageType = keyof WorkerMessages;
export type ContentMessageType = keyof ContentMessages;

export type WorkerRequest<K extends WorkerMessageType = WorkerMessageType> = K extends WorkerMessageType
  ? { type: K } & WorkerMessages[K]['request']
  : never;
export type WorkerResponse<K extends WorkerMessageType> = WorkerMessages[K]['response'];

export type ContentRequest<K extends ContentMessageType = ContentMessageType> = K extends ContentMessageType
  ? { type: K } & ContentMessages[K]['request']
  : never;
export type ContentResponse<K extends ContentMessageType> = ContentMessages[K]['response'];

/** The sender kind allowed for each worker message (checked at runtime by the router). */
export const WORKER_MESSAGE_SENDERS: { [K in WorkerMessageType]: WorkerMessages[K]['from'] } = {
  'fact-check': 'content',
  'ocr-region': 'content',
  'open-sign-in': 'content',
  dispute: 'content',
  'index-stats': 'content',
  login: 'page',
  logout: 'page',
  'get-account': 'page',
  'start-region': 'page',
};

const EXTENSION_GONE: ErrorInfo = {
  kind: ErrorKind.network,
  status: null,
  message: 'FactLens was updated or restarted. Reload the page and try again.',
};

/** Send a typed request to the service worker; a missing worker becomes an error reply, never a throw. */
export async function sendToWorker<K extends WorkerMessageType>(
  type: K,
  payload: WorkerMessages[K]['request'],
): Promise<WorkerResponse<K>> {
  try {
    const reply = (await chrome.runtime.sendMessage({ type, ...payload })) as WorkerResponse<K> | undefined;
    return reply ?? (fail(EXTENSION_GONE) as WorkerResponse<K>);
  } catch {
    return fail(EXTENSION_GONE) as WorkerResponse<K>;
  }
}

/** Send a typed message to a tab's top-frame content script; rejects when none is listening. */
export async function sendToTab<K extends ContentMessageType>(
  tabId: number,
  type: K,
  payload: ContentMessages[K]['request'],
): Promise<ContentResponse<K>> {
  return (await chrome.tabs.sendMessage(tabId, { type, ...payload }, { frameId: 0 })) as ContentResponse<K>;
}
