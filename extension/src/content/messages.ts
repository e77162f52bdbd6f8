/** The content script's side of the message map: only the worker may talk to it. */
import { isFromWorker, parseContentMessage } from '../shared/sender.js';
import { handleOcrProgress } from './check-region.js';
import { handleTrigger } from './trigger.js';

export function initMessages(signal: AbortSignal): void {
  const listener = (raw: unknown, sender: chrome.runtime.MessageSender, sendResponse: (response: unknown) => void): boolean => {
    if (!isFromWorker(sender, chrome.runtime.id)) return false;
    const message = parseContentMessage(raw);
    if (!message) return false;
    switch (message.type) {
      case 'ocr-progress':
        handleOcrProgress(message.requestId);
        sendResponse({ ok: true });
        return false;
      case 'trigger':
        void handleTrigger(message.mode, message.context, message.selectionText).then(sendResponse);
        return true; // async reply
    }
  };
  chrome.runtime.onMessage.addListener(listener);
  signal.addEventListener('abort', () => chrome.runtime.onMessage.removeListener(listener), { once: true });
}
