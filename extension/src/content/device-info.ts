import type { DeviceInfo } from '../shared/messages.js';

/** What the OCR endpoint needs to map CSS pixels onto the screenshot. */
export function readDeviceInfo(win: Window = window): DeviceInfo {
  return {
    devicePixelRatio: win.devicePixelRatio || 1,
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
    viewportWidth: win.innerWidth,
    viewportHeight: win.innerHeight,
    userAgent: win.navigator.userAgent,
  };
}
