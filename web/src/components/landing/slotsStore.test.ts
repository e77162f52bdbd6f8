import { describe, expect, it, jest } from '@jest/globals';
import { SLOTS_FRESH_MS } from '@factlens/common';
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { EarlyAccessSlotsDocument } from '../../gql/graphql';
import { api, server } from '../../test/server';
import { SlotsStore } from './slotsStore';

/** Answers the slots query with `remaining` and counts the calls. */
function answer(remaining: () => number | 'fail') {
  const calls = { count: 0 };
  server.use(
    api.query(EarlyAccessSlotsDocument, () => {
      calls.count += 1;
      const value = remaining();
      if (value === 'fail') return HttpResponse.json({ errors: [{ message: 'boom' }] });
      return HttpResponse.json({
        data: { earlyAccessSlots: { __typename: 'EarlyAccessSlots', remainingSlots: value, totalSlots: 25, captchaRequired: false } },
      });
    }),
  );
  return calls;
}

describe('slots store', () => {
  it('loads on the first mount, reads the stored count within the freshness window and reloads after it', async () => {
    let remaining = 12;
    const calls = answer(() => remaining);
    const store = new SlotsStore();
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().slots?.remainingSlots ?? -1));
    const t0 = Date.now();
    store.ensureFresh(t0);
    await waitFor(() => expect(store.getState().slots).toBeDefined());
    expect(store.getState()).toEqual({ slots: expect.objectContaining({ remainingSlots: 12 }), failed: false });
    store.ensureFresh(t0 + SLOTS_FRESH_MS - 1000);
    expect(calls.count).toBe(1);
    remaining = 11;
    store.ensureFresh(Date.now() + SLOTS_FRESH_MS);
    // The stored count stays on screen while it reloads.
    expect(store.getState().slots?.remainingSlots).toBe(12);
    await waitFor(() => expect(store.getState().slots?.remainingSlots).toBe(11));
    expect(calls.count).toBe(2);
    expect(seen).toContain(11);
  });

  it('marks a failed load and loads again on the next mount; refresh() always loads', async () => {
    let next: number | 'fail' = 'fail';
    const calls = answer(() => next);
    const store = new SlotsStore();
    await store.refresh();
    expect(store.getState().failed).toBe(true);
    next = 3;
    store.ensureFresh();
    await waitFor(() => expect(store.getState().slots).toBeDefined());
    expect(store.getState()).toEqual({ slots: expect.objectContaining({ remainingSlots: 3 }), failed: false });
    next = 2;
    await store.refresh();
    expect(store.getState().slots?.remainingSlots).toBe(2);
    expect(calls.count).toBe(3);
  });

  it('keeps only the latest answer when loads overlap', async () => {
    // fetch is called in the order of refresh() calls; the older request answers last.
    const body = (remainingSlots: number) =>
      JSON.stringify({
        data: { earlyAccessSlots: { __typename: 'EarlyAccessSlots', remainingSlots, totalSlots: 25, captchaRequired: false } },
      });
    const releases: (() => void)[] = [];
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
      const value = releases.length === 0 ? 5 : 4;
      return new Promise<Response>((resolve) => releases.push(() => resolve(new Response(body(value), { status: 200 }))));
    });
    const store = new SlotsStore();
    const older = store.refresh();
    const newer = store.refresh();
    releases[1]?.();
    await newer;
    releases[0]?.();
    await older;
    expect(store.getState().slots?.remainingSlots).toBe(4);
    spy.mockRestore();
  });
});
