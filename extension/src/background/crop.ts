/**
 * Crop the visible-tab capture to the dragged region before upload, once, here: only the region
 * the user chose leaves the browser, the request stays small, and the API gets no crop area (it
 * reads the whole image it receives). The crop uses one rounding rule, edges pushed outwards to
 * whole device pixels (docs/adr/0057-extension-check-path.md).
 */
import { captureScale, toDevicePixels } from '../shared/geometry.js';
import { ExtensionError } from '../shared/errors.js';
import { ErrorKind, type CropArea, type DeviceInfo } from '../shared/messages.js';

export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new ExtensionError({ kind: ErrorKind.unknown, status: null, message: 'The screenshot could not be read.' });
  const binary = atob(match[2] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000; // String.fromCharCode has an argument-count limit
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/** The region as a PNG, with the device info the API should read it with. */
export interface CroppedCapture {
  imageDataUrl: string;
  /** `devicePixelRatio` is the capture's measured scale: the API sizes text by it. */
  deviceInfo: DeviceInfo;
}

const cannotCrop = (message: string) => new ExtensionError({ kind: ErrorKind.unknown, status: null, message });

export async function cropCapture(dataUrl: string, crop: CropArea, device: DeviceInfo): Promise<CroppedCapture> {
  // Both exist in every Chrome the manifest allows (minimum_chrome_version); without them we
  // would have to upload the whole tab, which the region check promises not to do.
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    throw cannotCrop('This browser cannot crop the screenshot. Update Chrome and try again.');
  }
  const bitmap = await createImageBitmap(dataUrlToBlob(dataUrl));
  try {
    const scale = captureScale(bitmap.width, device.viewportWidth, device.devicePixelRatio);
    const px = toDevicePixels(crop, scale, { width: bitmap.width, height: bitmap.height });
    if (px.width < 1 || px.height < 1) {
      throw new ExtensionError({ kind: ErrorKind.badInput, status: null, message: 'The selected region is outside the visible page.' });
    }
    const canvas = new OffscreenCanvas(px.width, px.height);
    const context = canvas.getContext('2d');
    if (!context) throw cannotCrop('The screenshot could not be cropped. Try again.');
    context.drawImage(bitmap, px.left, px.top, px.width, px.height, 0, 0, px.width, px.height);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return { imageDataUrl: await blobToDataUrl(blob), deviceInfo: { ...device, devicePixelRatio: scale } };
  } finally {
    bitmap.close();
  }
}
