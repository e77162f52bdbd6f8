import type { TestImage } from './samples';

/**
 * Draws a test image (dark text on white) at the screen's pixel ratio, as a screenshot of
 * that text would be, and returns it as a PNG data URL with its size in CSS pixels.
 */
export function renderTestImage(image: TestImage): { dataUrl: string; width: number; height: number } {
  const dpr = window.devicePixelRatio || 1;
  const width = 720;
  const height = image.fontPx * 3;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the test image (no canvas 2D context).');
  ctx.scale(dpr, dpr);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.font = `${image.fontPx}px Arial, Helvetica, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.fillText(image.text, 16, height / 2, width - 32);
  return { dataUrl: canvas.toDataURL('image/png'), width, height };
}

export function deviceInfo() {
  return {
    devicePixelRatio: window.devicePixelRatio || 1,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    userAgent: navigator.userAgent,
  };
}
