import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { OcrInputError } from './errors.js';
import { readImageStream } from './read-stream.js';

describe('readImageStream', () => {
  it('concatenates the chunks', async () => {
    const out = await readImageStream(Readable.from([Buffer.from('ab'), Buffer.from('cd')]));
    expect(out.toString()).toBe('abcd');
  });

  it('stops with a 413 past the limit and destroys the stream', async () => {
    let produced = 0;
    const stream = Readable.from(
      (function* () {
        for (;;) {
          produced++;
          yield Buffer.alloc(1024);
        }
      })(),
    );
    const err = await readImageStream(stream, 4096).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OcrInputError);
    expect((err as OcrInputError).status).toBe(413);
    expect(produced).toBeLessThan(10);
    expect(stream.destroyed).toBe(true);
  });
});
