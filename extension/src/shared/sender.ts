/**
 * Who sent a message, and is it allowed to send it. Chrome fills `MessageSender`, so pages cannot
 * forge it; we still check it because a compromised or hostile page's content-script world must
 * not reach the privileged calls meant for the popup (login, start-region), and vice versa.
 */
import { DISPUTE_NOTE_MAX, DISPUTE_REASONS, isPlatform } from '@factlens/common';
import {
  CONTENT_TYPES,
  TRIGGER_MODES,
  WORKER_MESSAGE_SENDERS,
  type ContentRequest,
  type CropArea,
  type DeviceInfo,
  type WorkerMessageType,
  type WorkerRequest,
} from './messages.js';
import { sanitizeConfig } from './config.js';

export type SenderKind = 'content' | 'page';

/** Our own identity, passed in so the checks stay pure and testable. */
export interface Self {
  id: string;
  /** `chrome-extension://<id>` */
  origin: string;
}

/** Upper bound for text crossing the message boundary (the API enforces its own, lower, limit). */
export const MAX_MESSAGE_TEXT = 100_000;

export function classifySender(sender: chrome.runtime.MessageSender, self: Self): SenderKind | null {
  if (sender.id !== self.id) return null;
  const url = sender.url ?? '';
  if (url.startsWith(`${self.origin}/`)) {
    // An extension page (popup, options). `origin` is set by Chrome 80+; when present it must agree.
    if (sender.origin !== undefined && sender.origin !== self.origin) return null;
    return 'page';
  }
  // A content script: it always comes from a tab. We inject into the top frame only.
  const tabId = sender.tab?.id;
  if (typeof tabId === 'number' && tabId >= 0 && sender.frameId === 0) return 'content';
  return null;
}

/** A message from the service worker to a content script has our id and no tab. */
export function isFromWorker(sender: chrome.runtime.MessageSender, selfId: string): boolean {
  return sender.id === selfId && sender.tab === undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

function isCropArea(v: unknown): v is CropArea {
  return (
    isObject(v) &&
    isFiniteNumber(v.left) &&
    isFiniteNumber(v.top) &&
    isFiniteNumber(v.width) &&
    isFiniteNumber(v.height) &&
    v.width > 0 &&
    v.height > 0
  );
}

function isDeviceInfo(v: unknown): v is DeviceInfo {
  return (
    isObject(v) &&
    isFiniteNumber(v.devicePixelRatio) &&
    v.devicePixelRatio > 0 &&
    isFiniteNumber(v.screenWidth) &&
    isFiniteNumber(v.screenHeight) &&
    isFiniteNumber(v.viewportWidth) &&
    isFiniteNumber(v.viewportHeight) &&
    isText(v.userAgent, 1000)
  );
}

const PAYLOAD_CHECKS: { [K in WorkerMessageType]: (m: Record<string, unknown>) => boolean } = {
  'fact-check': (m) => isText(m.text, MAX_MESSAGE_TEXT) && isPlatform(m.platform) && (CONTENT_TYPES as readonly unknown[]).includes(m.contentType),
  'ocr-region': (m) => isText(m.requestId, 100) && isCropArea(m.cropArea) && isDeviceInfo(m.deviceInfo),
  'open-sign-in': () => true,
  dispute: (m) =>
    isText(m.factCheckId, 64) &&
    m.factCheckId.length > 0 &&
    (DISPUTE_REASONS as readonly unknown[]).includes(m.reason) &&
    (m.note === null || isText(m.note, DISPUTE_NOTE_MAX)),
  'index-stats': () => true,
  login: (m) => isText(m.email, 320) && isText(m.password, 1024),
  logout: () => true,
  'get-account': () => true,
  'start-region': (m) => Number.isInteger(m.tabId) && (m.tabId as number) >= 0,
};

/** Parse an incoming worker message: known type, right sender kind, well-formed payload. */
export function parseWorkerMessage(raw: unknown, kind: SenderKind): WorkerRequest | null {
  if (!isObject(raw) || typeof raw.type !== 'string') return null;
  const type = raw.type as WorkerMessageType;
  if (!Object.hasOwn(WORKER_MESSAGE_SENDERS, type)) return null;
  if (WORKER_MESSAGE_SENDERS[type] !== kind) return null;
  if (!PAYLOAD_CHECKS[type](raw)) return null;
  return raw as unknown as WorkerRequest;
}

/** Parse a message a content script received (the sender must already be the worker). */
export function parseContentMessage(raw: unknown): ContentRequest | null {
  if (!isObject(raw)) return null;
  switch (raw.type) {
    case 'trigger': {
      if (!(TRIGGER_MODES as readonly unknown[]).includes(raw.mode)) return null;
      if (raw.selectionText !== undefined && !isText(raw.selectionText, MAX_MESSAGE_TEXT)) return null;
      const context = isObject(raw.context) ? raw.context : null;
      if (!context || typeof context.signedIn !== 'boolean') return null;
      return {
        type: 'trigger',
        mode: raw.mode as ContentRequest<'trigger'>['mode'],
        selectionText: raw.selectionText as string | undefined,
        context: { config: sanitizeConfig(context.config), signedIn: context.signedIn },
      };
    }
    case 'ocr-progress':
      if (!isText(raw.requestId, 100) || raw.phase !== 'captured') return null;
      return { type: 'ocr-progress', requestId: raw.requestId, phase: 'captured' };
    default:
      return null;
  }
}
