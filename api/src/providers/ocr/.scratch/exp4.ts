import { performance } from 'node:perf_hooks';
import { TesseractPool } from '../tesseract-pool.js';
import { decodeImage, prepareForOcr, resolveCrop } from '../image.js';
import { renderTextPng, toDataUrl } from '../render-text.js';
const paragraph = ['A widely shared post repeats a', 'misleading claim about rising sea levels', 'and cites a study that does not exist.', 'Fact-checkers rated it false in 2024.'];
const png = await renderTextPng({ width: 1280, height: 800, lines: [
  { text: 'FactLens news feed', x: 40, y: 60, fontSize: 28, fontWeight: 'bold' },
  ...paragraph.map((text, i) => ({ text, x: 120, y: 200 + i * 24, fontSize: 16 })),
  { text: 'Posted 3 hours ago · 1.2k shares', x: 120, y: 600, fontSize: 14, fill: '#555555' }] });
const url = toDataUrl(png);
const pool = new TesseractPool({ workers: 1 });
await pool.start();
const stage = async <T>(name: string, acc: Record<string, number[]>, fn: () => Promise<T>): Promise<T> => {
  const c = process.cpuUsage(); const t = performance.now(); const r = await fn();
  const d = process.cpuUsage(c); (acc[name] ??= []).push(performance.now() - t, (d.user + d.system) / 1000); return r;
};
for (const target of [1, 24, 32]) {
  const acc: Record<string, number[]> = {};
  let scale = 0; let text = '';
  for (let i = 0; i < 9; i++) {
    const img = await stage('decode', acc, () => decodeImage(url));
    const rect = resolveCrop({ left: 100, top: 150, width: 600, height: 200 }, 1, img.width, img.height);
    const p = await stage('prepare', acc, () => prepareForOcr(img, rect, 1, target));
    scale = p.scale;
    text = (await stage('engine', acc, () => pool.recognize(p.image))).text;
  }
  const med = (xs: number[], off: number) => { const v = xs.filter((_, i) => i % 2 === off).sort((a, b) => a - b); return Math.round(v[Math.floor(v.length / 2)]); };
  console.log(`target ${target} scale ${scale}`, Object.entries(acc).map(([k, v]) => `${k} wall ${med(v, 0)} cpu ${med(v, 1)}`).join(' | '), text.includes('misleading claim about rising sea levels'));
}
await pool.stop();
console.log(require('os').loadavg?.() ?? '');
