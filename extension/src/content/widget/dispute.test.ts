import { describe, expect, it, jest } from '@jest/globals';
import { DISPUTE_MESSAGES } from '@factlens/common';
import { ok, fail, type WorkerResponse } from '../../shared/messages.js';
import { renderDispute } from './dispute.js';

const flush = () => new Promise((r) => setTimeout(r, 20));

function setup(reply: WorkerResponse<'dispute'>) {
  const send = jest.fn(async (_type: 'dispute', _payload: { factCheckId: string; reason: string; note: string | null }) => reply);
  const box = renderDispute('fc-1', send as never);
  document.body.appendChild(box);
  const form = box.querySelector('form')!;
  const select = box.querySelector('select')!;
  const note = box.querySelector('textarea')!;
  const problem = box.querySelector('.dispute-problem')!;
  return { send, box, form, select, note, problem };
}

describe('widget: "This looks wrong"', () => {
  it('asks for a reason first, then sends reason and trimmed note and shows the status', async () => {
    const { send, box, form, select, note, problem } = setup(ok({ status: 'open' }));
    form.requestSubmit();
    await flush();
    expect(problem.textContent).toBe(DISPUTE_MESSAGES.reason);
    expect(send).not.toHaveBeenCalled();
    select.value = 'wrong_match';
    note.value = '  Another event  ';
    form.requestSubmit();
    await flush();
    expect(send).toHaveBeenCalledWith('dispute', { factCheckId: 'fc-1', reason: 'wrong_match', note: 'Another event' });
    expect(box.getAttribute('data-dispute')).toBe('open');
    expect(box.querySelector('.dispute-status')?.textContent).toBe('Under review. Thank you.');
  });

  it('shows the server refusal and keeps the form', async () => {
    const { form, select, problem, box } = setup(fail({ kind: 'rate_limited', status: 429, message: DISPUTE_MESSAGES.limit }));
    select.value = 'other';
    form.requestSubmit();
    await flush();
    expect(problem.textContent).toBe(DISPUTE_MESSAGES.limit);
    expect(box.querySelector('form')).not.toBeNull();
  });
});

describe('worker message "dispute"', () => {
  it('is accepted from a content script with a known reason, refused otherwise', async () => {
    const { parseWorkerMessage } = await import('../../shared/sender.js');
    const good = { type: 'dispute', factCheckId: 'fc-1', reason: 'outdated', note: null };
    expect(parseWorkerMessage(good, 'content')).toEqual(good);
    expect(parseWorkerMessage({ ...good, note: 'short note' }, 'content')).not.toBeNull();
    expect(parseWorkerMessage(good, 'page')).toBeNull();
    expect(parseWorkerMessage({ ...good, reason: 'because' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ ...good, factCheckId: '' }, 'content')).toBeNull();
    expect(parseWorkerMessage({ ...good, note: 'x'.repeat(1001) }, 'content')).toBeNull();
  });
});
