import { accuracyFromCredibility, scoreBand, VERDICT_LABELS, type Band, type Verdict } from '@factlens/common';

/**
 * A stored fact-check carries its whole answer as JSON (`FactCheck.result`, `FactCheck.sources`):
 * these readers take what the history shows out of it and never trust its shape.
 */
export interface LedReading {
  score: number;
  band: Band;
  label: string;
}

export interface SourceLink {
  publisher: string;
  url: string | null;
  title: string | null;
}

export interface ResultSummary {
  accuracy: LedReading | null;
  tone: LedReading | null;
  verdict: string | null;
  verdictLabel: string | null;
  sources: SourceLink[];
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function led(value: unknown, name: string): LedReading | null {
  const obj = record(value);
  const score = obj?.score;
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  const band = obj?.band === 'green' || obj?.band === 'yellow' || obj?.band === 'red' ? obj.band : scoreBand(score);
  return { score, band, label: text(obj?.label) ?? `${name} ${score}/10` };
}

/** Only http(s) links are rendered as links (the JSON could hold anything). */
function safeUrl(value: unknown): string | null {
  const url = text(value);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function sourceList(value: unknown): SourceLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const obj = record(item);
    const publisher = text(obj?.publisher) ?? text(obj?.site);
    const url = safeUrl(obj?.url);
    if (!publisher && !url) return [];
    return [{ publisher: publisher ?? new URL(url!).host, url, title: text(obj?.title) }];
  });
}

/**
 * Accuracy and tone LEDs, verdict and sources of a stored check. Accuracy falls back to the
 * credibility score (DESIGN.md section 5) when the result has none; sources come from the
 * `sources` column, else from the result.
 */
export function summarizeResult(result: unknown, credibilityScore: number | null | undefined, sources: unknown): ResultSummary {
  const obj = record(result);
  let accuracy = led(obj?.accuracy, 'Accuracy');
  if (!accuracy && typeof credibilityScore === 'number') {
    const score = accuracyFromCredibility(credibilityScore);
    accuracy = { score, band: scoreBand(score), label: `Accuracy ${score}/10` };
  }
  const verdict = text(obj?.verdict);
  const verdictLabel = text(obj?.verdictLabel) ?? (verdict && verdict in VERDICT_LABELS ? VERDICT_LABELS[verdict as Verdict] : verdict);
  const fromColumn = sourceList(sources);
  return {
    accuracy,
    tone: led(obj?.tone, 'Tone'),
    verdict,
    verdictLabel,
    sources: fromColumn.length > 0 ? fromColumn : sourceList(obj?.sources),
  };
}
