import { describe, expect, it } from '@jest/globals';
import { csvField, csvRow } from './csv.js';

describe('csv', () => {
  it('quotes only fields that need it and doubles quotes (RFC 4180)', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', 'line1\nline2', 'cr\r', ''])).toBe('plain,"a,b","say ""hi""","line1\nline2","cr\r",\r\n');
  });

  it('writes numbers, booleans, dates and nulls', () => {
    expect(csvRow([1, -2.5, true, false, null, undefined, new Date('2025-01-02T03:04:05Z'), NaN])).toBe(
      '1,-2.5,true,false,,,2025-01-02T03:04:05.000Z,\r\n',
    );
  });

  it('neutralises spreadsheet formulas in text, never in numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField(-5)).toBe('-5');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('keeps unicode as is', () => {
    expect(csvField('Faktencheck – “Zitat” 🧐')).toBe('Faktencheck – “Zitat” 🧐');
  });
});
