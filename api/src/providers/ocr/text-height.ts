/**
 * Estimate how tall the text in a grayscale crop is, so the crop can be upscaled until
 * tesseract sees glyphs of the size its LSTM model was trained on (small screen text, 11–16 CSS
 * px, is read far worse than the same text at 30+ px).
 */

/** What the estimate found: the median text-line height and whether the ink is dark. */
export interface TextHeightEstimate {
  /** Median height in pixels of the horizontal bands that contain ink; null if none found. */
  lineHeight: number | null;
  /** True when text is darker than the background (black on white); false for light-on-dark. */
  inkIsDark: boolean;
}

/** Bands thinner than this are rules, underlines or noise, not text lines. */
const MIN_LINE_PX = 3;

/**
 * Row-projection estimate: binarise with Otsu's threshold, treat the minority class as ink,
 * mark rows with a little ink, and take the median height of runs of marked rows. Screenshots
 * have clean backgrounds, so this is cheap and reliable there; on photos it tends to find one
 * tall band, which only means "do not upscale".
 */
export function estimateTextHeight(gray: Uint8Array, width: number, height: number): TextHeightEstimate {
  const threshold = otsuThreshold(gray);
  let dark = 0;
  for (let i = 0; i < gray.length; i++) if (gray[i] <= threshold) dark++;
  const inkIsDark = dark <= gray.length / 2;

  // A text row has at least ~0.3% ink across the crop; anti-aliasing alone stays below that.
  const minInk = Math.max(1, Math.floor(width * 0.003));
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y < height; y++) {
    let ink = 0;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const isDark = gray[row + x] <= threshold;
      if (isDark === inkIsDark) ink++;
    }
    if (ink >= minInk) {
      run++;
    } else {
      if (run >= MIN_LINE_PX) runs.push(run);
      run = 0;
    }
  }
  if (run >= MIN_LINE_PX) runs.push(run);
  // A single band filling the whole crop is not a line of text: there is no background to see.
  if (runs.length === 0 || (runs.length === 1 && runs[0] >= height - 1)) {
    return { lineHeight: null, inkIsDark };
  }
  runs.sort((a, b) => a - b);
  return { lineHeight: runs[Math.floor(runs.length / 2)], inkIsDark };
}

/** Otsu's method on an 8-bit histogram: the threshold that best separates two classes. */
export function otsuThreshold(gray: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (let i = 0; i < gray.length; i++) hist[gray[i]]++;
  const total = gray.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * hist[t];
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t];
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t];
    const meanB = sumB / weightB;
    const meanF = (sumAll - sumB) / weightF;
    const between = weightB * weightF * (meanB - meanF) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}
