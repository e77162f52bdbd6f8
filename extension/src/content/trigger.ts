/**
 * What the shortcut, the context menu and the popup's "Select a region" do on the page:
 * check the selection, or open region mode when nothing is selected (mode 'auto'). The worker
 * sends the config and sign-in state with the trigger, so nothing is asked before the check.
 */
import { ErrorKind, ok, type CheckContext, type Reply, type TriggerMode } from '../shared/messages.js';
import { defaultMessage } from '../shared/errors.js';
import { checkRegion } from './check-region.js';
import { checkText, widgetOptions } from './check-text.js';
import { extractSelection, normalizeText, type SelectionInfo } from './selection.js';
import { isOwnNode } from './widget/host.js';
import { openWidget } from './widget/widget.js';

export async function handleTrigger(mode: TriggerMode, context: CheckContext, selectionText?: string): Promise<Reply<null>> {
  let selection: SelectionInfo | null = null;
  if (mode !== 'region') {
    selection = extractSelection(document, isOwnNode);
    // The context menu also sees selections in frames we are not injected into.
    if (!selection && selectionText) selection = { text: normalizeText(selectionText), rect: null };
  }
  const anchor = selection?.rect ?? null;

  const { config, signedIn } = context;
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
