import { describe, expect, it } from '@jest/globals';
import { resolveCrop, resolveDevicePixelRatio } from './crop.js';
import { OcrInputError } from './errors.js';

describe('resolveDevicePixelRatio', () => {
  it('defaults to 1 and accepts 0.5..5', () => {
    expect(resolveDevicePixelRatio(undefined)).toBe(1);
    expect(resolveDevicePixelRatio(0.5)).toBe(0.5);
    expect(resolveDevicePixelRatio(2.625)).toBe(2.625);
    expect(resolveDevicePixelRatio(5)).toBe(5);
  });

  it.each([0.49, 5.01, 0, -1, NaN, Infinity, '2'])('rejects %p with a 400', (dpr) => {
    expect(() => resolveDevicePixelRatio(dpr)).toThrow(OcrInputError);
  });
});

describe('resolveCrop', () => {
  it('is the whole image without a crop', () => {
    expect(resolveCrop(undefined, 2, 800, 600)).toEqual({ left: 0, top: 0, width: 800, height: 600 });
  });

  it('scales CSS pixels by the DPR', () => {
    expect(resolveCrop({ left: 10, top: 20, width: 300, height: 50 }, 2, 1200, 600)).toEqual({
      left: 20,
      top: 40,
      width: 600,
      height: 100,
    });
  });

  it('rounds edges to integers for fractional DPRs', () => {
    const r = resolveCrop({ left: 10.3, top: 7, width: 100.4, height: 33.3 }, 1.25, 1000, 1000);
    // edges: 10.3 × 1.25 = 12.875 → 13, 110.7 × 1.25 = 138.375 → 138; 8.75 → 9, 50.375 → 50
    expect(r).toEqual({ left: 13, top: 9, width: 125, height: 41 });
    for (const v of Object.values(r)) expect(Number.isInteger(v)).toBe(true);
  });

  it('clamps a one-pixel rounding overshoot at the far edge', () => {
    // 1.5 × 533.5 = 800.25 → 800; 1.5 × 534 = 801 → one pixel past an 800 px screenshot.
    expect(resolveCrop({ left: 0, top: 0, width: 534, height: 10 }, 1.5, 800, 600).width).toBe(800);
  });

  it.each([
    [{ left: 700, top: 0, width: 200, height: 10 }, 1], // past the right edge
    [{ left: 0, top: 590, width: 10, height: 20 }, 1], // past the bottom
    [{ left: 500, top: 0, width: 100, height: 10 }, 2], // inside in CSS px, outside in device px
    [{ left: 800, top: 0, width: 10, height: 10 }, 1], // starts at the edge
  ])('rejects a crop outside the image: %p at DPR %p', (crop, dpr) => {
    expect(() => resolveCrop(crop, dpr, 800, 600)).toThrow(/outside the 800 × 600 px image/);
  });

  it.each([
    [{ left: -1, top: 0, width: 10, height: 10 }, /negative/],
    [{ left: 0, top: 0, width: 0, height: 10 }, /positive/],
    [{ left: 0, top: 0, width: 10 }, /cropArea.height/],
    [{ left: '0', top: 0, width: 10, height: 10 }, /cropArea.left/],
    [{ left: 0, top: 0, width: Infinity, height: 10 }, /cropArea.width/],
    ['10,10,10,10', /must be an object/],
    [{ left: 0, top: 0, width: 0.1, height: 10 }, /smaller than one image pixel/],
  ])('rejects a malformed crop %p', (crop, message) => {
    let caught: unknown;
    try {
      resolveCrop(crop, 1, 800, 600);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(OcrInputError);
    expect((caught as OcrInputError).status).toBe(400);
    expect((caught as OcrInputError).message).toMatch(message);
  });
});
