import { TesseractPool } from '/work/main/api/src/providers/ocr/tesseract-pool.js';
import { renderTextPng } from '/work/main/api/src/providers/ocr/render-text.js';
import sharp from 'sharp';
import { performance } from 'node:perf_hooks';
const pool = new TesseractPool({ workers: 1 });
await pool.start();
const para = ['A widely shared post repeats a', 'misleading claim about rising sea levels', 'and cites a study that does not exist.', 'Fact-checkers rated it false in 2024.'];
const png = await renderTextPng({ width: 600, height: 200, lines: para.map((t, i) => ({ text: t, x: 10, y: 30 + i * 24, fontSize: 16 })) });
for (const scale of [1, 2]) {
  const { data, info } = await sharp(png).resize(600 * scale, 200 * scale).grayscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const variants: Record<string, Buffer> = {
    png1: await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer(),
    png0: await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).png({ compressionLevel: 0 }).toBuffer(),
    pgm: Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`), data]),
  };
  for (const [name, buf] of Object.entries(variants)) {
    const times: number[] = []; const cpu: number[] = []; let text = '';
    for (let k = 0; k < 7; k++) { const c = process.cpuUsage(); const t = performance.now(); text = (await pool.recognize(buf)).text; times.push(performance.now() - t); const d = process.cpuUsage(c); cpu.push((d.user + d.system) / 1000); }
    times.sort((a, b) => a - b); cpu.sort((a, b) => a - b);
    console.log(scale, name, buf.length, Math.round(times[3]), 'cpu', Math.round(cpu[3]), JSON.stringify(text.slice(0, 40)));
  }
}
await pool.stop();
