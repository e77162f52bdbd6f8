import sharp from 'sharp';
import { TesseractPool } from '../tesseract-pool.js';
import { decodeImage, prepareForOcr } from '../image.js';
const pool = new TesseractPool({ workers: 2 });
await pool.start();
const texts = [
  'Scientists say the new vaccine was tested on thousands of volunteers',
  'The senator claimed unemployment fell by forty percent last year',
  'Viral image shows a shark swimming on a flooded highway in Houston',
  'No evidence that drinking hot water kills the coronavirus quickly',
];
const words = texts.join(' ').toLowerCase().split(/\s+/);
function svg(font: string, size: number, fg: string, bg: string, w: number, h: number) {
  const lh = Math.round(size * 1.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/>` +
    texts.map((t, i) => `<text x="6" y="${Math.round(size * 1.2) + i * lh}" font-family="${font}" font-size="${size}" fill="${fg}">${t}</text>`).join('') + '</svg>';
}
const cases: Array<[string, string, string, string]> = [
  ['sans', 'DejaVu Sans', '#333333', '#ffffff'],
  ['serif', 'DejaVu Serif', '#444444', '#f4f1ea'],
  ['lowcontrast', 'DejaVu Sans', '#777777', '#e8eef5'],
  ['dark', 'DejaVu Sans', '#d0d0d0', '#15202b'],
];
const results: Record<string, number[]> = {};
for (const size of [11, 12, 14, 16]) {
  for (const [name, font, fg, bg] of cases) {
    const w = Math.round(size * 36), h = Math.round(size * 1.45 * 4 + size);
    // JPEG q60 like a compressed screenshot shared on social media
    const jpg = await sharp(Buffer.from(svg(font, size, fg, bg, w, h))).jpeg({ quality: 60 }).toBuffer();
    const img = await decodeImage(jpg);
    const row: string[] = [];
    for (const target of [1, 24, 32]) {
      const p = await prepareForOcr(img, { left: 0, top: 0, width: img.width, height: img.height }, 1, target);
      const got = (await pool.recognize(p.image)).text.toLowerCase().split(/\s+/);
      const acc = words.filter((x) => got.includes(x)).length / words.length;
      (results[target] ??= []).push(acc);
      row.push(`t${target}(x${p.scale}) ${acc.toFixed(2)}`);
    }
    console.log(size, name, row.join('  '));
  }
}
for (const [t, v] of Object.entries(results)) console.log('target', t, 'mean', (v.reduce((a, b) => a + b, 0) / v.length).toFixed(3));
await pool.stop();
