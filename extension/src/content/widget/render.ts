/** Build a widget card for a state. Pure DOM building: no layout, no chrome.* calls. */
import { h } from '../../shared/dom.js';
import type { ErrorInfo } from '../../shared/messages.js';
import { renderDispute } from './dispute.js';
import { renderResultBody, verdictLabel } from './result.js';
import { OCR_STEPS, type OcrStep, type WidgetState } from './state.js';

export interface WidgetActions {
  close(): void;
  signIn(): void;
}

const OCR_STEP_LABELS: Record<OcrStep, string> = {
  capturing: 'Capture the region',
  reading: 'Read the text (OCR)',
  checking: 'Fact-check the text',
};

const ERROR_TITLES: Record<ErrorInfo['kind'], string> = {
  unauthenticated: 'Sign in required',
  forbidden: 'Not allowed',
  rate_limited: 'Daily limit reached',
  maintenance: 'Under maintenance',
  busy: 'FactLens is busy',
  too_large: 'Text too long',
  bad_input: 'Could not check this',
  network: 'Cannot reach FactLens',
  unsupported_page: 'Not available here',
  unknown: 'Something went wrong',
};

/** Local date and time of the reset, or null when the server sent none or garbage. */
export function formatResetTime(iso: string | undefined, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

export function titleFor(state: WidgetState): string {
  switch (state.kind) {
    case 'loading':
      return 'Checking…';
    case 'ocr':
      return state.step === 'checking' ? 'Checking…' : 'Reading the region…';
    case 'hint':
      return state.title;
    case 'error':
      return ERROR_TITLES[state.error.kind];
    case 'result':
      return `Verdict: ${verdictLabel(state.result)}`;
  }
}

function renderError(error: ErrorInfo, actions: WidgetActions): HTMLElement[] {
  const parts: HTMLElement[] = [h('p', { class: 'message' }, error.message)];
  if (error.kind === 'rate_limited') {
    if (error.used !== undefined && error.limit !== undefined) {
      parts.push(h('p', { class: 'limit' }, `You have used ${error.used} of ${error.limit} checks today.`));
    }
    const reset = formatResetTime(error.resetsAt);
    parts.push(h('p', { class: 'reset' }, reset ? `Your limit resets on ${reset}.` : 'Your limit resets at midnight UTC.'));
  }
  if (error.kind === 'unauthenticated') {
    const button = h('button', { type: 'button', class: 'primary', 'data-action': 'sign-in' }, 'Sign in to FactLens');
    button.addEventListener('click', () => actions.signIn());
    parts.push(h('p', { class: 'actions' }, button));
  }
  return parts;
}

function renderOcr(step: OcrStep, text: string | undefined): HTMLElement[] {
  const current = OCR_STEPS.indexOf(step);
  const list = h('ol', { class: 'steps' });
  OCR_STEPS.forEach((s, i) => {
    const status = i < current ? 'done' : i === current ? 'current' : 'pending';
    const label = `${OCR_STEP_LABELS[s]}${status === 'done' ? ' (done)' : status === 'current' ? ' (in progress)' : ''}`;
    list.appendChild(h('li', { class: `step ${status}`, 'aria-current': status === 'current' ? 'step' : null }, label));
  });
  const parts: HTMLElement[] = [
    h('div', { class: 'progress', role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': OCR_STEPS.length, 'aria-valuenow': current, 'aria-label': 'Progress' },
      h('span', { class: 'bar', 'data-step': current })),
    list,
  ];
  if (text) parts.push(h('p', { class: 'extracted' }, h('strong', {}, 'Text found: '), text.length > 200 ? `${text.slice(0, 200)}…` : text));
  return parts;
}

function renderBody(state: WidgetState, actions: WidgetActions): HTMLElement[] {
  switch (state.kind) {
    case 'loading':
      return [h('p', { class: 'loading' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), state.text)];
    case 'ocr':
      return renderOcr(state.step, state.text);
    case 'hint':
      return [h('p', { class: 'message' }, state.message)];
    case 'error':
      return renderError(state.error, actions);
    case 'result':
      return state.result.id
        ? [...renderResultBody(state.result, state.text, state.index), renderDispute(state.result.id)]
        : renderResultBody(state.result, state.text, state.index);
  }
}

let nextId = 0;

/** The whole card: a labelled, focusable, non-modal dialog with a close button. */
export function renderCard(state: WidgetState, actions: WidgetActions): HTMLElement {
  const titleId = `factlens-title-${++nextId}`;
  const busy = state.kind === 'loading' || state.kind === 'ocr';
  const close = h('button', { type: 'button', class: 'close', 'aria-label': 'Close FactLens (Escape)', 'data-action': 'close' }, '×');
  close.addEventListener('click', () => actions.close());
  const accuracyBand = state.kind === 'result' ? state.result.accuracy : null;
  return h(
    'div',
    {
      class: `card state-${state.kind}`,
      role: state.kind === 'error' ? 'alertdialog' : 'dialog',
      'aria-labelledby': titleId,
      'aria-busy': busy ? 'true' : null,
      'data-state': state.kind,
      'data-error': state.kind === 'error' ? state.error.kind : null,
      'data-verdict': state.kind === 'result' ? state.result.verdict : null,
      'data-accuracy-score': accuracyBand ? accuracyBand.score : null,
      tabindex: -1,
    },
    h('header', {}, h('span', { class: 'brand' }, 'FactLens'), h('h2', { id: titleId, class: 'title' }, titleFor(state)), close),
    h('div', { class: 'body' }, ...renderBody(state, actions)),
  );
}
