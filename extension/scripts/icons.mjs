// Draws the FactLens toolbar icons (a lens ring around three LEDs) as PNGs, so the repo holds no
// binary files. Supersampled 4x for smooth edges; plain zlib + crc32 from node:zlib.
import { crc32, deflateSync } from 'node:zlib';

const RING = [37, 99, 235];
const LEDS = [
  [22, 163, 74],
  [202, 138, 4],
  [220, 38, 38],
];

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0, 8 + data.length);
  return out;
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour at a point of the unit square, or null for transparent. */
function shade(x, y) {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const r = Math.hypot(dx, dy);
  if (r <= 0.48 && r >= 0.36) return RING;
  if (r < 0.36) {
    const bar = [0.3, 0.5, 0.7].findIndex((cx) => Math.abs(x - cx) < 0.075);
    const heights = [0.18, 0.26, 0.34];
    if (bar >= 0 && y > 0.66 - heights[bar] && y < 0.66) return LEDS[bar];
    return [255, 255, 255];
  }
  return null;
}

export function drawIcon(size) {
  const SS = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = shade((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size);
          if (!c) continue;
          acc[0] += c[0];
          acc[1] += c[1];
          acc[2] += c[2];
          acc[3] += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (acc[3] > 0) {
        rgba[o] = Math.round(acc[0] / acc[3]);
        rgba[o + 1] = Math.round(acc[1] / acc[3]);
        rgba[o + 2] = Math.round(acc[2] / acc[3]);
        rgba[o + 3] = Math.round((255 * acc[3]) / (SS * SS));
      }
    }
  }
  return encodePng(size, rgba);
}

export const ICON_SIZES = [16, 32, 48, 128];
