/**
 * Region mode: a full-viewport overlay where the user drags a rectangle to OCR. Resolves with the
 * rectangle in viewport CSS pixels, or null when cancelled (Escape, abort). A drag smaller than the
 * configured minimum keeps the mode open with a hint, so a stray click does not send a screenshot.
 */
import { clampRect, meetsMinSize, rectFromPoints, type Point, type Rect, type Size } from '../shared/geometry.js';
import { h } from '../shared/dom.js';
import { register } from './registry.js';
import { createShadowHost } from './widget/host.js';
import { OVERLAY_CSS } from './widget/styles.js';

export interface RegionOptions {
  min: Size;
  signal?: AbortSignal;
}

const px = (n: number) => `${Math.round(n)}px`;

export function selectRegion({ min, signal }: RegionOptions): Promise<Rect | null> {
  return new Promise((resolve) => {
    const { host, shadow } = createShadowHost(OVERLAY_CSS);
    host.setAttribute('data-mode', 'region');
    const tipText = `Drag to select a region to fact-check (at least ${min.width}×${min.height} px). Esc cancels.`;
    const tip = h('div', { class: 'tip', role: 'status', 'aria-live': 'polite' }, tipText);
    const box = h('div', { class: 'box' });
    const size = h('div', { class: 'size' });
    const overlay = h('div', { class: 'overlay', role: 'application', 'aria-label': 'FactLens region selection', tabindex: 0 }, box, size, tip);
    shadow.appendChild(overlay);
    overlay.focus({ preventScroll: true });

    let start: Point | null = null;
    let done = false;
    const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

    const finish = (rect: Rect | null) => {
      if (done) return;
      done = true;
      unregister();
      host.remove();
      resolve(rect);
    };
    const unregister = register({ close: () => finish(null) });
    signal?.addEventListener('abort', () => finish(null), { once: true });

    const draw = (rect: Rect, tooSmall: boolean) => {
      Object.assign(box.style, { display: 'block', left: px(rect.left), top: px(rect.top), width: px(rect.width), height: px(rect.height) });
      box.classList.toggle('too-small', tooSmall);
      Object.assign(size.style, { display: 'block', left: px(rect.left), top: px(Math.max(0, rect.top - 18)) });
      size.textContent = `${Math.round(rect.width)} × ${Math.round(rect.height)}`;
    };

    overlay.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      e.preventDefault();
      start = { x: e.clientX, y: e.clientY };
      overlay.setPointerCapture?.(e.pointerId);
    });
    overlay.addEventListener('pointermove', (e) => {
      if (!start) return;
      const rect = clampRect(rectFromPoints(start, { x: e.clientX, y: e.clientY }), viewport());
      draw(rect, !meetsMinSize(rect, min));
    });
    overlay.addEventListener('pointerup', (e) => {
      if (!start) return;
      const rect = clampRect(rectFromPoints(start, { x: e.clientX, y: e.clientY }), viewport());
      start = null;
      if (meetsMinSize(rect, min)) return finish(rect);
      box.style.display = 'none';
      size.style.display = 'none';
      tip.textContent = `Too small: drag at least ${min.width}×${min.height} px. Esc cancels.`;
    });
    overlay.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        finish(null);
      }
    });
  });
}

/** Resolve after the browser has painted twice, so a removed overlay is gone from the next screenshot. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    // rAF does not run in hidden tabs; never wait forever.
    setTimeout(resolve, 250);
  });
}
