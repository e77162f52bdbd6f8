import { describe, expect, it } from '@jest/globals';
import { MARGIN, placeNear } from './position.js';

const viewport = { width: 1000, height: 800 };
const widget = { width: 360, height: 200 };
const noScroll = { x: 0, y: 0 };

describe('placeNear', () => {
  it('goes just below the selection when it fits', () => {
    expect(placeNear({ left: 100, top: 100, width: 300, height: 40 }, widget, viewport, noScroll)).toEqual({ left: 100, top: 148 });
  });

  it('goes above when there is no room below', () => {
    expect(placeNear({ left: 100, top: 650, width: 300, height: 40 }, widget, viewport, noScroll)).toEqual({ left: 100, top: 442 });
  });

  it('stays on screen horizontally', () => {
    expect(placeNear({ left: 900, top: 100, width: 80, height: 20 }, widget, viewport, noScroll).left).toBe(1000 - 360 - MARGIN);
    expect(placeNear({ left: -50, top: 100, width: 80, height: 20 }, widget, viewport, noScroll).left).toBe(MARGIN);
  });

  it('overlaps rather than leaving the screen when neither side fits (a region filling the viewport)', () => {
    const pos = placeNear({ left: 0, top: 50, width: 1000, height: 700 }, widget, viewport, noScroll);
    expect(pos.top).toBeGreaterThanOrEqual(MARGIN);
    expect(pos.top + widget.height).toBeLessThanOrEqual(viewport.height);
  });

  it('stays on screen when the anchor has scrolled out of view', () => {
    expect(placeNear({ left: 100, top: 2000, width: 300, height: 40 }, widget, viewport, noScroll).top).toBe(800 - 200 - MARGIN);
    expect(placeNear({ left: 100, top: -500, width: 300, height: 40 }, widget, viewport, noScroll).top).toBe(MARGIN);
  });

  it('adds the scroll offset (the widget is positioned in document coordinates)', () => {
    expect(placeNear({ left: 100, top: 100, width: 300, height: 40 }, widget, viewport, { x: 10, y: 2000 })).toEqual({ left: 110, top: 2148 });
  });

  it('goes to the top-right corner without an anchor', () => {
    expect(placeNear(null, widget, viewport, { x: 0, y: 500 })).toEqual({ left: 1000 - 360 - MARGIN, top: 500 + MARGIN });
  });
});
