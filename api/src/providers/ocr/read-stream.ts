import { OcrInputError } from './errors.js';
import { MAX_IMAGE_BYTES } from './image.js';

/**
 * Collect an upload stream (graphql-upload's `createReadStream()`) into a Buffer, stopping with a
 * 413 OcrInputError as soon as it passes `maxBytes`, so an oversized upload is never buffered whole.
 */
export async function readImageStream(stream: AsyncIterable<Uint8Array | string>, maxBytes = MAX_IMAGE_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    size += buf.length;
    if (size > maxBytes) {
      // Ending the iteration early destroys a Node Readable, which releases the upload.
      throw new OcrInputError(`The image is larger than ${maxBytes / 1024 / 1024} MB`, 413);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, size);
}
