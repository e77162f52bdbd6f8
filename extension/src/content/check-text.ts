/** Fact-check a piece of text and show the outcome in a widget anchored at `anchor`. */
import type { Rect } from '../shared/geometry.js';
import { sendToWorker, type ExtensionConfig } from '../shared/messages.js';
import { checkTextInWidget } from './check-widget.js';
import { openWidget, type WidgetHandle } from './widget/widget.js';

export const HINT_CLOSE_MS = 5000;

export const widgetOptions = {
  onSignIn: () => void sendToWorker('open-sign-in', {}),
};

export function shortTextHint(length: number, min: number): { title: string; message: string } {
  return {
    title: 'Select a little more',
    message: `Select at least ${min} characters to fact-check (you selected ${length}).`,
  };
}

export async function checkText(text: string, anchor: Rect | null, config: ExtensionConfig): Promise<WidgetHandle> {
  if (text.length < config.minTextLength) {
    // Too short to be a claim: say so instead of spending one of the user's daily checks.
    return openWidget(anchor, { kind: 'hint', ...shortTextHint(text.length, config.minTextLength) }, { ...widgetOptions, autoCloseMs: HINT_CLOSE_MS });
  }
  const widget = openWidget(anchor, { kind: 'loading', text: 'Checking the selected text against published fact-checks…' }, widgetOptions);
  return checkTextInWidget(widget, text);
}
