import { afterEach, describe, expect, it } from '@jest/globals';
import { closeAll } from './registry.js';
import { selectRegion } from './region-select.js';

const overlay = () => document.documentElement.querySelector('factlens-widget[data-mode="region"]')?.shadowRoot?.querySelector('.overlay') as HTMLElement | undefined;

function pointer(type: string, x: number, y: number): void {
  // jsdom lacks PointerEvent; the listeners only read clientX/Y, button and pointerId.
  const event = new MouseEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  overlay()!.dispatchEvent(event);
}

function drag(from: [number, number], to: [number, number]): void {
  pointer('pointerdown', ...from);
  pointer('pointermove', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
  pointer('pointerup', ...to);
}

afterEach(() => {
  closeAll();
});

describe('region selection overlay', () => {
  const min = { width: 20, height: 20 };

  it('resolves with the dragged rectangle in CSS pixels and removes the overlay', async () => {
    const result = selectRegion({ min });
    expect(overlay()).toBeDefined();
    drag([300, 200], [100, 150]); // dragged up and to the left
    await expect(result).resolves.toEqual({ left: 100, top: 150, width: 200, height: 50 });
    expect(overlay()).toBeUndefined();
  });

  it('keeps the overlay open with a hint when the drag is smaller than the minimum', async () => {
    const result = selectRegion({ min: { width: 50, height: 40 } });
    drag([10, 10], [40, 100]);
    const tip = overlay()!.querySelector('.tip')!;
    expect(tip.textContent).toContain('Too small: drag at least 50×40 px');
    drag([10, 10], [60, 50]);
    await expect(result).resolves.toEqual({ left: 10, top: 10, width: 50, height: 40 });
  });

  it('clips a drag that ends outside the window', async () => {
    const result = selectRegion({ min });
    drag([window.innerWidth - 50, 10], [window.innerWidth + 200, 100]);
    await expect(result).resolves.toEqual({ left: window.innerWidth - 50, top: 10, width: 50, height: 90 });
  });

  it('shows the live size while dragging', () => {
    void selectRegion({ min });
    pointer('pointerdown', 10, 10);
    pointer('pointermove', 110, 60);
    const root = overlay()!;
    expect(root.querySelector<HTMLElement>('.size')!.textContent).toBe('100 × 50');
    expect(root.querySelector<HTMLElement>('.box')!.style.width).toBe('100px');
  });

  it('Escape on the overlay cancels', async () => {
    const result = selectRegion({ min });
    overlay()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect(result).resolves.toBeNull();
    expect(overlay()).toBeUndefined();
  });

  it('closeAll (the global Escape) and abort cancel too', async () => {
    const first = selectRegion({ min });
    closeAll();
    await expect(first).resolves.toBeNull();
    const controller = new AbortController();
    const second = selectRegion({ min, signal: controller.signal });
    controller.abort();
    await expect(second).resolves.toBeNull();
  });
});
