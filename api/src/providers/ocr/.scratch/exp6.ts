import Tesseract from 'tesseract.js';
import sharp from 'sharp';
import { engLangPath } from '../tesseract-pool.js';
const size = 11;
const texts = ['Scientists say the new vaccine was tested on thousands of volunteers', 'Viral image shows a shark swimming on a flooded highway in Houston'];
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="50"><rect width="100%" height="100%" fill="#f4f1ea"/>` + texts.map((t, i) => `<text x="6" y="${14 + i * 16}" font-family="DejaVu Serif" font-size="${size}" fill="#444">${t}</text>`).join('') + '</svg>';
const img = await sharp(Buffer.from(svg)).jpeg({ quality: 60 }).toBuffer();
for (const params of [{}, { debug_file: '/dev/null' }]) {
  const w = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, { langPath: engLangPath(), gzip: true, cacheMethod: 'none' });
  await w.setParameters({ tessedit_pageseg_mode: '3', user_defined_dpi: '300', ...params } as any);
  console.log('params', JSON.stringify(params));
  console.log((await w.recognize(img)).data.text);
  await w.terminate();
}
