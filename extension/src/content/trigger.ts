/**
 * What the shortcut, the context menu and the popup's "Select a region" do on the page:
 * check the selection, or open region mode when nothing is selected (mode 'auto').
 */
import { ErrorKind, ok, sendToWorker, type Reply, type TriggerMode } from '../shared/messages.js';
import { defaultMessage } from '../shared/errors.js';
import { DEFAULT_CONFIG } from '../shared/config.js';
import { checkRegion } from './check-region.js';
import { checkText, widgetOptions } from './check-text.js';
import { extractSelection, normalizeText, type SelectionInfo } from './selection.js';
import { isOwnNode } from './widget/host.js';
import { openWidget } from './widget/widget.js';

export async function handleTrigger(mode: TriggerMode, selectionText?: string): Promise<Reply<null>> {
  // Read the selection first: it may change while we wait for the worker.
  let selection: SelectionInfo | null = null;
  if (mode !== 'region') {
    selection = extractSelection(document, isOwnNode);
    // The context menu also sees selections in frames we are not injected into.
    if (!selection && selectionText) selection = { text: normalizeText(selectionText), rect: null };
  }
  const anchor = selection?.rect ?? null;

  const reply = await sendToWorker('get-config', {});
  const { config, signedIn } = reply.ok ? reply.data : { config: DEFAULT_CONFIG, signedIn: true };
  if (!signedIn) {
    openWidget(anchor, { kind: 'error', error: { kind: ErrorKind.unauthenticated, status: 401, message: defaultMessage('unauthenticated') } }, widgetOptions);
    return ok(null);
  }
  if (selection?.text) {
    void checkText(selection.text, anchor, config);
  } else if (mode === 'selection') {
    openWidget(null, { kind: 'hint', title: 'Nothing selected', message: 'Select the text you want to fact-check first.' }, { ...widgetOptions, autoCloseMs: 5000 });
  } else {
    void checkRegion(config);
  }
  return ok(null);
}
