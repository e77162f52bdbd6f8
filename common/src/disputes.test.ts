import { describe, expect, it } from '@jest/globals';
import { checkDispute, DISPUTE_MESSAGES, DISPUTE_NOTE_MAX, hasControlCharacters } from './disputes.js';
import { disputeSchema } from './disputes-schema.js';

describe('dispute validation', () => {
  it('accepts a known reason with an optional, trimmed note', async () => {
    await expect(disputeSchema.validate({ reason: 'outdated' })).resolves.toEqual({ reason: 'outdated' });
    await expect(disputeSchema.validate({ reason: 'other', note: '  line one\nline two\t ' })).resolves.toEqual({
      reason: 'other',
      note: 'line one\nline two',
    });
  });

  it.each([
    [{}, DISPUTE_MESSAGES.reason],
    [{ reason: 'nope' }, DISPUTE_MESSAGES.reason],
    [{ reason: { toString: () => 'other' } }, DISPUTE_MESSAGES.reason],
    [{ reason: 'other', note: 'x'.repeat(DISPUTE_NOTE_MAX + 1) }, DISPUTE_MESSAGES.note],
    [{ reason: 'other', note: 'esc \u001b[31m' }, DISPUTE_MESSAGES.control],
    [{ reason: 'other', note: 'c1 \u0085' }, DISPUTE_MESSAGES.control],
    [{ reason: 'other', note: ['a'] }, DISPUTE_MESSAGES.noteType],
  ])('refuses %j with a clear message', async (input, message) => {
    await expect(disputeSchema.validate(input)).rejects.toThrow(message);
  });

  it('control characters: tab, line feed and carriage return are text', () => {
    expect(hasControlCharacters('a\tb\nc\r')).toBe(false);
    expect(hasControlCharacters('a\u0000')).toBe(true);
    expect(hasControlCharacters('a\u007f')).toBe(true);
  });
});

describe('checkDispute (the content script\'s yup-free twin of disputeSchema)', () => {
  const cases: { reason: unknown; note: unknown }[] = [
    { reason: 'wrong_match', note: '' },
    { reason: 'outdated', note: '  a note  ' },
    { reason: 'nope', note: null },
    { reason: undefined, note: undefined },
    { reason: 'other', note: 'x'.repeat(1001) },
    { reason: 'other', note: 'bad\u0007bell' },
    { reason: 'other', note: 42 },
  ];
  it.each(cases)('agrees with the schema on %j', async (input) => {
    const checked = checkDispute(input);
    let schemaMessage: string | null = null;
    try {
      await disputeSchema.validate(input, { abortEarly: true });
    } catch (err) {
      schemaMessage = (err as Error).message;
    }
    expect(checked.ok ? null : checked.message).toBe(schemaMessage);
  });
});
