import { describe, expect, it } from '@jest/globals';
import {
  captureScale,
  clampRect,
  meetsMinSize,
  rectFromPoints,
  toDevicePixels,
} from './geometry.js';

describe('drag geometry', () => {
  it('builds the same rectangle whichever way the user drags', () => {
    const expected = { left: 10, top: 20, width: 90, height: 40 };
    expect(rectFromPoints({ x: 10, y: 20 }, { x: 100, y: 60 })).toEqual(expected);
    expect(rectFromPoints({ x: 100, y: 60 }, { x: 10, y: 20 })).toEqual(expected);
    expect(rectFromPoints({ x: 100, y: 20 }, { x: 10, y: 60 })).toEqual(expected);
  });

  it('clips a drag that leaves the viewport', () => {
    expect(clampRect({ left: -20, top: 700, width: 100, height: 200 }, { width: 1000, height: 800 })).toEqual({ left: 0, top: 700, width: 80, height: 100 });
    expect(clampRect({ left: 1200, top: 10, width: 50, height: 50 }, { width: 1000, height: 800 })).toEqual({ left: 1000, top: 10, width: 0, height: 50 });
  });

  it('applies the minimum drag size inclusively (default 20 x 20)', () => {
    const min = { width: 20, height: 20 };
    expect(meetsMinSize({ left: 0, top: 0, width: 20, height: 20 }, min)).toBe(true);
    expect(meetsMinSize({ left: 0, top: 0, width: 19.5, height: 200 }, min)).toBe(false);
    expect(meetsMinSize({ left: 0, top: 0, width: 200, height: 19 }, min)).toBe(false);
  });
});

describe('devicePixelRatio maths', () => {
  it('is the identity at DPR 1', () => {
    expect(toDevicePixels({ left: 10, top: 20, width: 30, height: 40 }, 1)).toEqual({ left: 10, top: 20, width: 30, height: 40 });
  });

  it('scales by 2 on a retina screen', () => {
    expect(toDevicePixels({ left: 10, top: 20, width: 30, height: 40 }, 2)).toEqual({ left: 20, top: 40, width: 60, height: 80 });
  });

  it('covers fractional device pixels outwards at DPR 1.5 and 1.25', () => {
    // 11 * 1.5 = 16.5 -> 16; (11 + 21) * 1.5 = 48 -> 48
    expect(toDevicePixels({ left: 11, top: 11, width: 21, height: 21 }, 1.5)).toEqual({ left: 16, top: 16, width: 32, height: 32 });
    // 3 * 1.25 = 3.75 -> 3; (3 + 5) * 1.25 = 10
    expect(toDevicePixels({ left: 3, top: 3, width: 5, height: 5 }, 1.25)).toEqual({ left: 3, top: 3, width: 7, height: 7 });
  });

  it('does not grow by a pixel because of float noise', () => {
    // 0.1 * 3 = 0.30000000000000004 in floating point
    expect(toDevicePixels({ left: 0.1, top: 0, width: 0.2, height: 1 }, 10)).toEqual({ left: 1, top: 0, width: 2, height: 10 });
  });

  it('clips the device rectangle to the captured image', () => {
    expect(toDevicePixels({ left: 900, top: 500, width: 200, height: 200 }, 2, { width: 2000, height: 1200 })).toEqual({
      left: 1800,
      top: 1000,
      width: 200,
      height: 200,
    });
  });

  it('prefers the measured capture scale, within reason', () => {
    expect(captureScale(2560, 1280, 2)).toBe(2);
    expect(captureScale(2400, 1280, 2)).toBeCloseTo(1.875); // zoom or a scrollbar: 6% off, trust the image
    expect(captureScale(1280, 1280, 2)).toBe(2); // 50% off: something else is wrong, keep the DPR
    expect(captureScale(0, 0, 0)).toBe(1);
  });
});
