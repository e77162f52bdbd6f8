/**
 * The one entry point for the shortcut, the context menu and the popup's region button.
 * `commands.onCommand` calls exactly this function, and so does `globalThis.factlensRunCommand`,
 * because synthetic key presses never reach Chrome's shortcut handling (docs/extension.md).
 * The trigger carries the config and sign-in state (docs/adr/0057-extension-check-path.md).
 */
import { defaultMessage } from '../shared/errors.js';
import { ErrorKind, fail, type Reply, type TriggerMode } from '../shared/messages.js';
import { checkContext } from './checks.js';
import { deliverToContent } from './inject.js';

export const COMMANDS = {
  /** The keyboard shortcut: check the selection, or drag a region when nothing is selected. */
  factCheck: 'fact-check',
  /** The context menu item. */
  factCheckSelection: 'fact-check-selection',
  /** The popup's "Select a region" button. */
  selectRegion: 'select-region',
} as const;
export type Command = (typeof COMMANDS)[keyof typeof COMMANDS];

const MODE: Record<Command, TriggerMode> = {
  'fact-check': 'auto',
  'fact-check-selection': 'selection',
  'select-region': 'region',
};

const unsupported = () => fail({ kind: ErrorKind.unsupportedPage, status: null, message: defaultMessage('unsupported_page') });

async function activeTabId(): Promise<number | undefined> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  return tab?.id;
}

export async function runCommand(command: string, tab?: Pick<chrome.tabs.Tab, 'id'> | null, selectionText?: string): Promise<Reply<null>> {
  if (!Object.hasOwn(MODE, command)) {
    return fail({ kind: ErrorKind.badInput, status: null, message: `Unknown command: ${command}` });
  }
  const tabId = tab?.id ?? (await activeTabId());
  if (tabId === undefined || tabId < 0) return unsupported();
  const mode = MODE[command as Command];
  const context = await checkContext();
  const payload = selectionText === undefined ? { mode, context } : { mode, selectionText, context };
  return (await deliverToContent(tabId, 'trigger', payload)) ?? unsupported();
}
