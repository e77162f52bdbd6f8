import sharp from 'sharp';

/** One line of text to draw; `x`, `y` are the baseline start in image pixels. */
export interface TextLine {
  text: string;
  x: number;
  y: number;
  fontSize: number;
  fill?: string;
  fontWeight?: 'normal' | 'bold';
}

/** A canvas of `width` × `height` px with lines of text on a plain background. */
export interface RenderTextOptions {
  width: number;
  height: number;
  lines: TextLine[];
  background?: string;
}

/**
 * Render text to a PNG with librsvg (via sharp) in DejaVu Sans, the font every machine here has.
 * Used by the OCR tests and the OCR benchmark to make images whose text is known.
 */
export async function renderTextPng(options: RenderTextOptions): Promise<Buffer> {
  const { width, height, lines, background = '#ffffff' } = options;
  const texts = lines
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="DejaVu Sans" font-size="${l.fontSize}" ` +
        `font-weight="${l.fontWeight ?? 'normal'}" fill="${l.fill ?? '#000000'}">${escapeXml(l.text)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A square page of `side` px filled with lines of `fontSize` px words, margin to margin: a
 * deterministic expensive job (a 1600 px page of 18 px text keeps tesseract busy about 14 s), for
 * the timeout and busy tests. Random noise is not deterministic: tesseract sometimes gives up on it
 * within a second.
 */
export function renderDensePage(side: number, fontSize: number): Promise<Buffer> {
  const words = ['claim', 'evidence', 'rating', 'source', 'review', 'accuracy', 'senator', 'budget', 'percent', 'climate'];
  const lines: TextLine[] = [];
  let k = 0;
  for (let y = fontSize + 4; y < side - 4; y += Math.round(fontSize * 1.4)) {
    let text = '';
    while (text.length < (side / fontSize) * 1.7) text += `${words[(k++ * 7) % words.length]} `;
    lines.push({ text, x: 6, y, fontSize });
  }
  return renderTextPng({ width: side, height: side, lines });
}

/** `data:<mime>;base64,...` for a buffer, as a browser's canvas.toDataURL would produce. */
export function toDataUrl(data: Buffer, mime = 'image/png'): string {
  return `data:${mime};base64,${data.toString('base64')}`;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
