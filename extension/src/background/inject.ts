/** Deliver a message to our content script in a tab's top frame, injecting it on demand first. */
import { sendToTab, type ContentMessages, type ContentMessageType, type ContentResponse } from '../shared/messages.js';

export const CONTENT_SCRIPT_FILE = 'content.js';

/**
 * Send `type` to the tab's content script. When nobody receives it (not injected yet, or an old
 * copy orphaned by an extension update), inject content.js and send once more: the message itself
 * is the probe, so a check needs no separate ping. Null when the page cannot take a content
 * script (chrome:// pages, the Web Store, no permission for this tab).
 */
export async function deliverToContent<K extends ContentMessageType>(
  tabId: number,
  type: K,
  payload: ContentMessages[K]['request'],
): Promise<ContentResponse<K> | null> {
  try {
    const reply = await sendToTab(tabId, type, payload);
    if (reply !== undefined) return reply;
  } catch {
    // No listener yet: inject below.
  }
  try {
    await chrome.scripting.executeScript({ target: { tabId, frameIds: [0] }, files: [CONTENT_SCRIPT_FILE] });
  } catch {
    return null;
  }
  try {
    return (await sendToTab(tabId, type, payload)) ?? null;
  } catch {
    return null;
  }
}
