import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readJsonl } from './jsonl.js';

describe('readJsonl', () => {
  const write = (text: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jsonl-')), 'rows.jsonl');
    fs.writeFileSync(file, text);
    return file;
  };

  it('reads one row per line and skips blank lines', () => {
    expect(readJsonl(write('{"a":1}\n\n  \n{"a":2}\n'))).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('names the file and the line of a bad row, blank lines counted', () => {
    const file = write('{"a":1}\n\n{"a":\n');
    expect(() => readJsonl(file)).toThrow(`${file}:3:`);
  });
});
