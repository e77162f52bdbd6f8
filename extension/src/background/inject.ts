/** Make sure our content script runs in a tab's top frame (injected on demand, not on every page). */
import { sendToTab } from '../shared/messages.js';

export const CONTENT_SCRIPT_FILE = 'content.js';

export async function ensureContentScript(tabId: number): Promise<boolean> {
  try {
    const pong = await sendToTab(tabId, 'ping', {});
    if (pong?.ok) return true;
  } catch {
    // No listener yet: inject below.
  }
  try {
    await chrome.scripting.executeScript({ target: { tabId, frameIds: [0] }, files: [CONTENT_SCRIPT_FILE] });
    return true;
  } catch {
    // chrome:// pages, the Web Store, or no permission for this tab (no user gesture).
    return false;
  }
}
