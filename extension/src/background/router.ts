/** Validate each incoming message (sender, type, payload) and dispatch it to its handler. */
import { ErrorKind, fail, type WorkerRequest } from '../shared/messages.js';
import { classifySender, parseWorkerMessage, type Self } from '../shared/sender.js';
import { getAccount, login, logout } from './account.js';
import { dispute, factCheck, indexStats, ocrRegion, openSignIn } from './checks.js';
import { COMMANDS, runCommand } from './commands.js';

export function selfIdentity(): Self {
  return { id: chrome.runtime.id, origin: chrome.runtime.getURL('').replace(/\/$/, '') };
}

const rejected = (message: string) => fail({ kind: ErrorKind.forbidden, status: null, message });

export async function handleMessage(raw: unknown, sender: chrome.runtime.MessageSender): Promise<unknown> {
  const kind = classifySender(sender, selfIdentity());
  if (!kind) return rejected('Message from an unknown sender');
  const message = parseWorkerMessage(raw, kind);
  if (!message) return rejected('Message not allowed or malformed');
  return dispatch(message, sender);
}

function dispatch(message: WorkerRequest, sender: chrome.runtime.MessageSender): Promise<unknown> {
  switch (message.type) {
    case 'fact-check':
      return factCheck(message.text, message.platform, message.contentType);
    case 'ocr-region':
      // classifySender guarantees a tab for content senders.
      return ocrRegion(sender.tab as chrome.tabs.Tab, message.requestId, message.cropArea, message.deviceInfo);
    case 'open-sign-in':
      return openSignIn();
    case 'dispute':
      return dispute(message.factCheckId, message.reason, message.note);
    case 'index-stats':
      return indexStats();
    case 'login':
      return login(message.email, message.password);
    case 'logout':
      return logout();
    case 'get-account':
      return getAccount();
    case 'start-region':
      return runCommand(COMMANDS.selectRegion, { id: message.tabId });
  }
}
