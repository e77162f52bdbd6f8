/** Escape closes every FactLens widget and the region overlay (docs/adr/0012-extension-commands-and-messages.md). */
import { listen } from '../shared/dom.js';
import { closeAll } from './registry.js';

export function initEscape(signal: AbortSignal): void {
  listen(
    window,
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      // Only swallow the key when it closed something; otherwise the page keeps its own Escape.
      if (closeAll() > 0) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    { capture: true },
    signal,
  );
}
