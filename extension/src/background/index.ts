/**
 * Service worker entry. MV3 workers are stopped whenever idle, so: every listener is registered
 * synchronously at the top level (Chrome only wakes us for listeners registered on the first
 * turn), and all state lives in chrome.storage, none in module globals.
 */
import { restrictToTrustedContexts } from '../shared/storage.js';
import { runCommand } from './commands.js';
import { createContextMenu, onContextMenuClick } from './context-menu.js';
import { handleMessage } from './router.js';

declare global {
  /** Test hook: the very function the shortcut listener calls (docs/adr/0012-extension-commands-and-messages.md). */
  var factlensRunCommand: typeof runCommand;
}

chrome.runtime.onInstalled.addListener(() => {
  void createContextMenu();
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  void onContextMenuClick(info, tab);
});

chrome.commands.onCommand.addListener((command, tab) => {
  void runCommand(command, tab);
});

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  handleMessage(message, sender).then(sendResponse, () =>
    sendResponse({ ok: false, error: { kind: 'unknown', status: null, message: 'Something went wrong. Please try again.' } }),
  );
  return true; // we answer asynchronously
});

globalThis.factlensRunCommand = runCommand;

// Keep the token out of content scripts (storage.local is readable by them by default).
void restrictToTrustedContexts().catch(() => undefined);
