import { sendToWorker, type ContentType } from '../shared/messages.js';
import { detectPlatform } from './platform.js';
import type { WidgetHandle } from './widget/widget.js';

/** Send text to the worker and show the reply in an open widget (ignored if the user closed it). */
export async function checkTextInWidget(widget: WidgetHandle, text: string, contentType: ContentType = 'text'): Promise<WidgetHandle> {
  const reply = await sendToWorker('fact-check', { text, platform: detectPlatform(location, document), contentType });
  if (!reply.ok) {
    widget.update({ kind: 'error', error: reply.error });
    return widget;
  }
  // The index figures for the footer, after the check (the worker keeps them in memory, so this is
  // usually no request at all); without them the footer leaves them out (docs/adr/0076-claim-index-freshness.md).
  const index = await sendToWorker('index-stats', {});
  widget.update({ kind: 'result', result: reply.data, text, index: index.ok ? index.data : null });
  return widget;
}
