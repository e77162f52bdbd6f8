import { sendToWorker, type ContentType } from '../shared/messages.js';
import { detectPlatform } from './platform.js';
import type { WidgetHandle } from './widget/widget.js';

/** Send text to the worker and show the reply in an open widget (ignored if the user closed it). */
export async function checkTextInWidget(widget: WidgetHandle, text: string, contentType: ContentType = 'text'): Promise<WidgetHandle> {
  const reply = await sendToWorker('fact-check', { text, platform: detectPlatform(location, document), contentType });
  widget.update(reply.ok ? { kind: 'result', result: reply.data, text } : { kind: 'error', error: reply.error });
  return widget;
}
