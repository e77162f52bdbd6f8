import { COMMANDS, runCommand } from './commands.js';

export const CONTEXT_MENU_ID = 'factlens-fact-check-selection';

/** Menus persist across worker restarts; create once per install/update. */
export async function createContextMenu(): Promise<void> {
  await chrome.contextMenus.removeAll();
  chrome.contextMenus.create({ id: CONTEXT_MENU_ID, title: 'Fact-check selection', contexts: ['selection'] });
}

export function onContextMenuClick(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): Promise<unknown> | undefined {
  if (info.menuItemId !== CONTEXT_MENU_ID) return undefined;
  return runCommand(COMMANDS.factCheckSelection, tab, info.selectionText);
}
