import Tesseract from 'tesseract.js';
import { engLangPath } from '../tesseract-pool.js';
import { decodeImage, prepareForOcr } from '../image.js';
import { renderTextPng } from '../render-text.js';
const para = ['A widely shared post repeats a', 'misleading claim about rising sea levels', 'and cites a study that does not exist.', 'Fact-checkers rated it false in 2024.'];
const png = await renderTextPng({ width: 600, height: 200, lines: para.map((t, i) => ({ text: t, x: 10, y: 30 + i * 24, fontSize: 16 })) });
const img = await decodeImage(png);
const configs: Record<string, Record<string, string>> = {
  auto: { tessedit_pageseg_mode: '3' },
  autoNoInvert: { tessedit_pageseg_mode: '3', tessedit_do_invert: '0' },
  block: { tessedit_pageseg_mode: '6' },
  blockNoInvert: { tessedit_pageseg_mode: '6', tessedit_do_invert: '0' },
};
for (const target of [1, 24, 32]) {
  const p = await prepareForOcr(img, { left: 0, top: 0, width: 600, height: 200 }, 1, target);
  for (const [name, params] of Object.entries(configs)) {
    const w = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, { langPath: engLangPath(), gzip: true, cacheMethod: 'none' });
    await w.setParameters({ ...params, user_defined_dpi: '300' } as any);
    await w.recognize(p.image);
    const cpu: number[] = []; let text = '';
    for (let k = 0; k < 7; k++) { const c = process.cpuUsage(); text = (await w.recognize(p.image)).data.text; const d = process.cpuUsage(c); cpu.push((d.user + d.system) / 1000); }
    cpu.sort((a, b) => a - b);
    console.log(`scale ${p.scale} ${name} cpu p50 ${Math.round(cpu[3])} min ${Math.round(cpu[0])} ok ${text.includes('misleading claim about rising sea levels')}`);
    await w.terminate();
  }
}
