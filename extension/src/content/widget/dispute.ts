/**
 * "This looks wrong" under a result (docs/adr/0070-disputes-and-moderation.md): a reason, an
 * optional note, validated with the shared rules (checkDispute, yup-free for the content script), sent through the worker to the REST route.
 */
import {
  DISPUTE_NOTE_MAX,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_STATUS_LABELS,
  checkDispute,
} from '@factlens/common';
import { h } from '../../shared/dom.js';
import { sendToWorker } from '../../shared/messages.js';

type Send = typeof sendToWorker<'dispute'>;

export function renderDispute(factCheckId: string, send: Send = (type, payload) => sendToWorker(type, payload)): HTMLElement {
  const select = h('select', { name: 'reason', 'aria-label': 'What is wrong?' }, h('option', { value: '' }, 'Select a reason'));
  for (const r of DISPUTE_REASONS) select.appendChild(h('option', { value: r }, DISPUTE_REASON_LABELS[r]));
  const note = h('textarea', {
    name: 'note',
    rows: 2,
    maxlength: DISPUTE_NOTE_MAX,
    'aria-label': 'Note (optional)',
    placeholder: 'Note (optional)',
  });
  const problem = h('p', { class: 'dispute-problem', role: 'alert' });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Send to a moderator');
  const form = h('form', { class: 'dispute-form', 'aria-label': 'Report a wrong result' }, select, note, problem, submit);
  const box = h('details', { class: 'dispute', 'data-dispute': 'idle' }, h('summary', {}, 'This looks wrong'), form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      const checked = checkDispute({ reason: select.value, note: note.value });
      if (!checked.ok) {
        problem.textContent = checked.message;
        return;
      }
      const input = { reason: checked.reason, note: checked.note };
      submit.disabled = true;
      problem.textContent = '';
      const reply = await send('dispute', { factCheckId, ...input });
      submit.disabled = false;
      if (!reply.ok) {
        problem.textContent = reply.error.message;
        return;
      }
      box.setAttribute('data-dispute', reply.data.status);
      box.replaceChildren(
        h('summary', {}, 'Reported'),
        h('p', { class: 'dispute-status', role: 'status' }, `${DISPUTE_STATUS_LABELS[reply.data.status]}. Thank you.`),
      );
      box.open = true;
    })();
  });
  return box;
}
