/**
 * Region path: drag a rectangle, let the worker capture and OCR it, then fact-check the text.
 * The widget opens only after the worker reports the capture, so it never appears in the screenshot.
 */
import { sendToWorker, type ExtensionConfig } from '../shared/messages.js';
import { checkTextInWidget } from './check-widget.js';
import { readDeviceInfo } from './device-info.js';
import { afterNextPaint, selectRegion } from './region-select.js';
import { normalizeText } from './selection.js';
import { widgetOptions } from './check-text.js';
import { openWidget, type WidgetHandle } from './widget/widget.js';
import type { WidgetState } from './widget/state.js';

const onCaptured = new Map<string, () => void>();
let regionActive = false;

/** Called when the worker says the screenshot is taken. */
export function handleOcrProgress(requestId: string): void {
  onCaptured.get(requestId)?.();
}

const newRequestId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export async function checkRegion(config: ExtensionConfig): Promise<WidgetHandle | null> {
  if (regionActive) return null; // one overlay at a time; a second shortcut press is ignored
  regionActive = true;
  let rect;
  try {
    rect = await selectRegion({ min: { width: config.minDragWidth, height: config.minDragHeight } });
  } finally {
    regionActive = false;
  }
  if (!rect) return null;
  await afterNextPaint();

  let widget: WidgetHandle | null = null;
  const show = (state: WidgetState): WidgetHandle => {
    if (!widget) widget = openWidget(rect, state, widgetOptions);
    else widget.update(state);
    return widget;
  };
  const requestId = newRequestId();
  onCaptured.set(requestId, () => show({ kind: 'ocr', step: 'reading' }));
  const ocr = await sendToWorker('ocr-region', { requestId, cropArea: rect, deviceInfo: readDeviceInfo() });
  onCaptured.delete(requestId);
  if (!ocr.ok) return show({ kind: 'error', error: ocr.error });

  const text = normalizeText(ocr.data.extractedText ?? '');
  if (text.length < config.minTextLength) {
    return show({
      kind: 'hint',
      title: 'Not enough text found',
      message: text
        ? `Only found "${text}". Drag over a larger block of text (at least ${config.minTextLength} characters).`
        : 'No readable text was found in that region. Try a larger region with clear text.',
    });
  }
  const handle = show({ kind: 'ocr', step: 'checking', text });
  if (handle.closed) return handle;
  return checkTextInWidget(handle, text, 'ocr');
}
