import { describe, expect, it } from '@jest/globals';
import { summaryWithoutNotice, warningsWithoutNotice } from './fact-check.js';

const NOTICE =
  'This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy could not be checked.';

describe('the language notice, shown once (docs/adr/0075-text-language.md)', () => {
  it('drops the notice the summary opens with, and only then', () => {
    expect(summaryWithoutNotice({ summary: `${NOTICE} The tone is neutral.`, languageNotice: NOTICE })).toBe('The tone is neutral.');
    expect(summaryWithoutNotice({ summary: NOTICE, languageNotice: NOTICE })).toBe('');
    // A rated result keeps its summary: the notice is not in it.
    expect(summaryWithoutNotice({ summary: 'False: 1 matching fact-check.', languageNotice: NOTICE })).toBe(
      'False: 1 matching fact-check.',
    );
    // The notice further in is not cut out of the middle of a sentence.
    expect(summaryWithoutNotice({ summary: `Note. ${NOTICE}`, languageNotice: NOTICE })).toBe(`Note. ${NOTICE}`);
    expect(summaryWithoutNotice({ summary: 'Unverified.', languageNotice: null })).toBe('Unverified.');
    expect(summaryWithoutNotice({ summary: 'Unverified.' })).toBe('Unverified.');
  });

  it('drops the warning that repeats the notice, and keeps the others', () => {
    const other = { severity: 'medium' as const, message: 'Emotionally charged wording.' };
    expect(warningsWithoutNotice({ warnings: [{ severity: 'low', message: NOTICE }, other], languageNotice: NOTICE })).toEqual([other]);
    const warnings = [{ severity: 'low' as const, message: NOTICE }];
    expect(warningsWithoutNotice({ warnings, languageNotice: null })).toBe(warnings);
  });
});
