/** One on-page widget: a shadow host anchored near the checked text, re-rendered per state. */
import type { Rect } from '../../shared/geometry.js';
import { h } from '../../shared/dom.js';
import { register } from '../registry.js';
import { createShadowHost, setHostPosition } from './host.js';
import { placeNear } from './position.js';
import { renderCard, titleFor } from './render.js';
import type { WidgetState } from './state.js';
import { WIDGET_CSS } from './styles.js';

export interface WidgetOptions {
  onSignIn(): void;
  /** Close by itself after this long (short hints). */
  autoCloseMs?: number;
}

export interface WidgetHandle {
  readonly host: HTMLElement;
  readonly closed: boolean;
  update(state: WidgetState): void;
  close(): void;
}

export function openWidget(anchor: Rect | null, initial: WidgetState, options: WidgetOptions): WidgetHandle {
  const { host, shadow } = createShadowHost(WIDGET_CSS);
  // A live region that outlives re-renders, so screen readers hear "Checking…" then the verdict.
  const status = h('div', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  shadow.appendChild(status);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let card: HTMLElement | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const place = () => {
    const box = host.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
    const pos = placeNear(anchor, { width: box.width || 360, height: box.height || 160 }, viewport, { x: window.scrollX, y: window.scrollY });
    setHostPosition(host, pos.left, pos.top);
  };

  const handle: WidgetHandle = {
    host,
    get closed() {
      return closed;
    },
    update(state) {
      if (closed) return;
      const hadFocus = shadow.activeElement !== null;
      const next = renderCard(state, { close: () => handle.close(), signIn: () => options.onSignIn() });
      if (card) card.replaceWith(next);
      else shadow.appendChild(next);
      card = next;
      host.setAttribute('data-state', state.kind);
      status.textContent = titleFor(state);
      place();
      if (hadFocus || state.kind !== 'hint') next.focus({ preventScroll: true });
    },
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      unregister();
      const focusWasInside = shadow.activeElement !== null;
      host.remove();
      if (focusWasInside && previousFocus?.isConnected) previousFocus.focus({ preventScroll: true });
    },
  };
  const unregister = register(handle);
  handle.update(initial);
  if (options.autoCloseMs) timer = setTimeout(() => handle.close(), options.autoCloseMs);
  return handle;
}
