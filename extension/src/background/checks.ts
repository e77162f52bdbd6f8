/** What a check needs (config, sign-in state) and the content-facing handlers: fact-check, OCR of a region, "sign in". */
import type { ClaimIndexStats, DisputeReason, DisputeStatus, FactCheckResult, Platform } from '@factlens/common';
import { CONFIG_MAX_AGE_MS, DEFAULT_CONFIG, sanitizeConfig } from '../shared/config.js';
import { ExtensionError, describeError } from '../shared/errors.js';
import { ErrorKind, fail, ok, sendToTab, type CheckContext, type ContentType, type CropArea, type DeviceInfo, type OcrResult, type Reply } from '../shared/messages.js';
import { clearSession, getCachedConfig, getOcrMethod, getToken, setAccount, setCachedConfig } from '../shared/storage.js';
import { cropCapture } from './crop.js';
import { apiClient, withSession } from './session.js';

/**
 * The config and sign-in state a check starts with, sent along with the trigger: the server's
 * config cached for a few minutes, the defaults when signed out or when the server cannot answer.
 */
export async function checkContext(): Promise<CheckContext> {
  const token = await getToken();
  if (!token) return { config: DEFAULT_CONFIG, signedIn: false };
  const cached = await getCachedConfig(CONFIG_MAX_AGE_MS);
  if (cached) return { config: cached, signedIn: true };
  try {
    const config = sanitizeConfig(await (await apiClient(token)).extensionConfig());
    await setCachedConfig(config);
    return { config, signedIn: true };
  } catch (error) {
    if (describeError(error).kind === ErrorKind.unauthenticated) {
      await clearSession();
      return { config: DEFAULT_CONFIG, signedIn: false };
    }
    // Maintenance or a blip: go on with the defaults; the check itself reports the real error.
    return { config: DEFAULT_CONFIG, signedIn: true };
  }
}

export function factCheck(text: string, platform: Platform, contentType: ContentType): Promise<Reply<FactCheckResult>> {
  return withSession(async (client, account) => {
    const result = await client.factCheck({ content: text, userId: account.id, platform, contentType });
    if (result.usage) await setAccount({ ...account, dailyUsage: result.usage.used, dailyLimit: result.usage.limit });
    return result;
  });
}

export function ocrRegion(tab: chrome.tabs.Tab, requestId: string, crop: CropArea, device: DeviceInfo): Promise<Reply<OcrResult>> {
  return withSession(async (client, account) => {
    // captureVisibleTab shoots whatever tab is active in the window: make sure it is still the
    // one the user dragged on, or we would upload part of another tab.
    const [active] = await chrome.tabs.query({ active: true, windowId: tab.windowId });
    if (active?.id !== tab.id) {
      throw new ExtensionError({ kind: ErrorKind.badInput, status: null, message: 'The tab changed before FactLens could capture the region. Try again.' });
    }
    let screenshot: string;
    try {
      screenshot = await chrome.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
    } catch {
      throw new ExtensionError({
        kind: ErrorKind.unsupportedPage,
        status: null,
        message: 'FactLens could not capture this tab. Click the FactLens icon and use "Select a region" to allow it.',
      });
    }
    if (tab.id !== undefined) void sendToTab(tab.id, 'ocr-progress', { requestId, phase: 'captured' }).catch(() => undefined);
    const cropped = await cropCapture(screenshot, crop, device);
    return client.extractText({ ...cropped, userId: account.id, ocrMethod: await getOcrMethod() });
  });
}

export async function openSignIn(): Promise<Reply<null>> {
  try {
    await chrome.action.openPopup();
  } catch {
    // openPopup needs a focused window and a recent gesture; a tab with the popup page always works.
    await chrome.tabs.create({ url: chrome.runtime.getURL('popup.html') });
  }
  return ok(null);
}

/** "This looks wrong" from the widget: the REST route for disputes (docs/adr/0070-disputes-and-moderation.md). */
export function dispute(factCheckId: string, reason: DisputeReason, note: string | null): Promise<Reply<{ status: DisputeStatus }>> {
  return withSession((client) => client.dispute(factCheckId, { reason, note }));
}

/** The index figures change only when a feed is loaded: one request per this long is plenty. */
export const INDEX_STATS_MAX_AGE_MS = 10 * 60_000;
let indexStatsCache: { at: number; stats: ClaimIndexStats } | null = null;

/** Forget the cached index figures (tests; a restarted worker starts empty anyway). */
export function resetIndexStatsCache(): void {
  indexStatsCache = null;
}

/**
 * The fact-check index figures for the widget footer (docs/adr/0076-claim-index-freshness.md): a
 * public route, asked with the token when there is one, kept in the worker's memory for a while.
 */
export async function indexStats(): Promise<Reply<ClaimIndexStats>> {
  if (indexStatsCache && Date.now() - indexStatsCache.at < INDEX_STATS_MAX_AGE_MS) return ok(indexStatsCache.stats);
  try {
    const stats = await (await apiClient(await getToken())).indexStats();
    indexStatsCache = { at: Date.now(), stats };
    return ok(stats);
  } catch (error) {
    return fail(describeError(error));
  }
}
