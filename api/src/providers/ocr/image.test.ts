import { describe, expect, it } from '@jest/globals';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { OcrInputError } from './errors.js';
import { MAX_IMAGE_BYTES, chooseScale, decodeDataUrl, decodeImage, encodeCropForModel, prepareForOcr, sniffFormat } from './image.js';
import { renderTextPng, toDataUrl } from './render-text.js';

/** A PNG that declares `width` × `height` but carries no pixels: enough for a header check. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (gray)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Parse the binary PGM prepareForOcr produces: one 8-bit gray byte per pixel after the header. */
function pgm(data: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const m = /^P5\n(\d+) (\d+)\n255\n/.exec(data.toString('latin1', 0, 32));
  if (!m) throw new Error('not a binary PGM');
  const width = Number(m[1]);
  const height = Number(m[2]);
  const pixels = data.subarray(m[0].length);
  expect(pixels.length).toBe(width * height);
  return { width, height, pixels };
}

async function rejection(p: Promise<unknown>): Promise<OcrInputError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OcrInputError);
  return err as OcrInputError;
}

const blank = (format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
    .toFormat(format)
    .toBuffer();

describe('decodeImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s from a data URL and from bytes', async (format) => {
    const bytes = await blank(format);
    const fromUrl = await decodeImage(toDataUrl(bytes, `image/${format}`));
    expect(fromUrl).toMatchObject({ format, mime: `image/${format}`, width: 64, height: 32 });
    expect((await decodeImage(bytes)).format).toBe(format);
  });

  it('trusts the bytes over a mislabelled data URL type', async () => {
    const jpeg = await blank('jpeg');
    expect((await decodeImage(toDataUrl(jpeg, 'image/png'))).format).toBe('jpeg');
  });

  it.each([
    ['a web URL', 'https://169.254.169.254/latest/meta-data', /must be a data URL/],
    ['a file path', '/etc/passwd', /must be a data URL/],
    ['no comma', 'data:image/png;base64', /no comma/],
    ['not base64-encoded', 'data:image/png,hello', /base64-encoded/],
    ['a non-image type', 'data:text/html;base64,PGI+aGk8L2I+', /use image\/png, image\/jpeg or image\/webp/],
    ['an svg type', 'data:image/svg+xml;base64,PHN2Zy8+', /use image\/png/],
    ['invalid base64 characters', 'data:image/png;base64,iVBOR w0KGgo=', /invalid base64/],
    ['bad base64 length', 'data:image/png;base64,iVBORw0KGgo', /invalid base64/],
    ['an empty payload', 'data:image/png;base64,', /empty/],
  ])('rejects %s with a 400', async (_name, input, message) => {
    const err = await rejection(decodeImage(input));
    expect(err.status).toBe(400);
    expect(err.code).toBe('BAD_USER_INPUT');
    expect(err.message).toMatch(message);
  });

  it('rejects bytes that are not png, jpeg or webp', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await rejection(decodeImage(gif))).message).toMatch(/PNG, JPEG or WebP/);
    expect((await rejection(decodeImage(toDataUrl(Buffer.from('%PDF-1.7 hello'))))).message).toMatch(/PNG, JPEG or WebP/);
    expect((await rejection(decodeImage(Buffer.alloc(0)))).message).toMatch(/empty/);
  });

  it('rejects a PNG signature followed by garbage as undecodable', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    expect((await rejection(decodeImage(fake))).message).toMatch(/could not be decoded/);
  });

  it('rejects a truncated image at full decode with a 400, not a 500', async () => {
    const png = await renderTextPng({ width: 300, height: 80, lines: [{ text: 'truncated', x: 10, y: 50, fontSize: 30 }] });
    const image = await decodeImage(png.subarray(0, png.length - 40)); // the header is intact
    const err = await rejection(prepareForOcr(image, { left: 0, top: 0, width: 300, height: 80 }));
    expect(err.message).toMatch(/PNG image could not be decoded/);
    await rejection(encodeCropForModel(image, { left: 0, top: 0, width: 300, height: 80 }));
  });

  it('rejects more than 10 MB with a 413, from bytes and from a data URL', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    pngHeaderOnly(100, 100).copy(big);
    const fromBytes = await rejection(decodeImage(big));
    expect(fromBytes.status).toBe(413);
    expect(fromBytes.code).toBe('PAYLOAD_TOO_LARGE');
    expect(fromBytes.message).toMatch(/limit is 10 MB/);
    const fromUrl = await rejection(decodeImage(toDataUrl(big)));
    expect(fromUrl.status).toBe(413);
  });

  it('accepts exactly 10 MB', async () => {
    const edge = Buffer.alloc(MAX_IMAGE_BYTES); // a real PNG padded with zeros after IEND
    (await blank('png')).copy(edge);
    expect((await decodeImage(edge)).width).toBe(64);
  });

  it('rejects more than 40 megapixels with a 400 naming the size', async () => {
    const err = await rejection(decodeImage(pngHeaderOnly(8000, 6000)));
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/8000 × 6000 px \(48\.0 megapixels\); the limit is 40 megapixels/);
    // 40 MP exactly passes the header check.
    expect((await decodeImage(pngHeaderOnly(8000, 5000))).width).toBe(8000);
  });
});

describe('decodeDataUrl and sniffFormat', () => {
  it('accepts parameters before ;base64 and an upper-case scheme', () => {
    expect(decodeDataUrl('DATA:image/PNG;name=x.png;base64,AAEC')).toEqual(Buffer.from([0, 1, 2]));
  });

  it('names formats by their magic bytes only', () => {
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});

describe('prepareForOcr', () => {
  it('upscales small text and leaves large text alone', async () => {
    const small = await decodeImage(
      await renderTextPng({ width: 300, height: 30, lines: [{ text: 'tiny words here', x: 4, y: 20, fontSize: 12 }] }),
    );
    const prepared = await prepareForOcr(small, { left: 0, top: 0, width: 300, height: 30 });
    expect(prepared.scale).toBeGreaterThanOrEqual(2.5);
    expect(prepared.width).toBe(Math.round(300 * prepared.scale));
    expect(pgm(prepared.image)).toMatchObject({ width: prepared.width, height: prepared.height });

    const large = await decodeImage(
      await renderTextPng({ width: 600, height: 100, lines: [{ text: 'Large words', x: 4, y: 70, fontSize: 48 }] }),
    );
    expect((await prepareForOcr(large, { left: 0, top: 0, width: 600, height: 100 })).scale).toBe(1);

    // 16 px body text reads as well unscaled (and at half the CPU) unless told otherwise.
    const body = await decodeImage(
      await renderTextPng({ width: 400, height: 30, lines: [{ text: 'Body text, quite legible', x: 4, y: 20, fontSize: 16 }] }),
    );
    const rect = { left: 0, top: 0, width: 400, height: 30 };
    expect((await prepareForOcr(body, rect)).scale).toBe(1);
    expect((await prepareForOcr(body, rect, { upscaleBelowPx: Infinity })).scale).toBeGreaterThanOrEqual(1.6);
  });

  it('turns light-on-dark text into dark-on-light grayscale', async () => {
    const dark = await decodeImage(
      await renderTextPng({
        width: 200,
        height: 60,
        background: '#101010',
        lines: [{ text: 'night', x: 10, y: 42, fontSize: 32, fill: '#f0f0f0' }],
      }),
    );
    const prepared = await prepareForOcr(dark, { left: 0, top: 0, width: 200, height: 60 });
    const { pixels } = pgm(prepared.image);
    const mean = pixels.reduce((sum, v) => sum + v, 0) / pixels.length;
    expect(mean).toBeGreaterThan(180); // mostly white background now
  });

  it('shrinks a crop over 16 megapixels', async () => {
    const big = await decodeImage(
      await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    const prepared = await prepareForOcr(big, { left: 0, top: 0, width: 5000, height: 4000 });
    expect(prepared.scale).toBeLessThan(1);
    expect(prepared.width * prepared.height).toBeLessThanOrEqual(16_000_000);
  });

  it('caps the upscale so tesseract never gets a huge image', () => {
    expect(chooseScale(10, 300, 30)).toBe(3.2); // 32 px target line
    expect(chooseScale(5, 300, 30)).toBe(4); // never more than 4×
    expect(chooseScale(28, 300, 30)).toBe(1); // 1.14× is not worth a resize
    expect(chooseScale(10, 4000, 3000)).toBeLessThanOrEqual(Math.sqrt(16_000_000 / 12_000_000) + 0.01);
    expect(chooseScale(10, 9000, 100)).toBe(1);
    expect(chooseScale(60, 300, 100)).toBe(1);
  });
});

describe('encodeCropForModel', () => {
  it('crops in colour and keeps the size when small', async () => {
    const image = await decodeImage(await blank('jpeg'));
    const crop = await encodeCropForModel(image, { left: 10, top: 5, width: 20, height: 10 });
    expect(crop).toMatchObject({ mime: 'image/png', width: 20, height: 10 });
  });
});
