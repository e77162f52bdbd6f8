/**
 * The body of a finished check: scales and tone signals, verdict, meaning, partial note, warnings,
 * and each source with what it means for the text in one plain sentence, how it relates to the
 * text (same, opposite or different claim), its similarity and its rating.
 */
import {
  claimIndexFreshness,
  CLAIM_RELATION_LABELS,
  summaryWithoutNotice,
  warningsWithoutNotice,
  TONE_CATEGORY_LABELS,
  VERDICT_LABELS,
  type ClaimIndexStats,
  type FactCheckResult,
  type FactCheckSource,
  type ProviderStatus,
  type ToneCategory,
} from '@factlens/common';
import { h, safeHref } from '../../shared/dom.js';
import { renderLedScale } from './leds.js';

const PROVIDER_NAMES: Record<string, string> = {
  'claimreview-local': 'the FactLens fact-check index',
  'google-factcheck': 'Google Fact Check',
  'openai-moderation': 'the moderation service',
  'local-tone': 'the tone analyser',
  claimbuster: 'the claim-verification service',
};

export const providerName = (id: string): string => PROVIDER_NAMES[id] ?? id;

export function verdictLabel(result: FactCheckResult): string {
  return result.verdictLabel?.trim() || VERDICT_LABELS[result.verdict] || VERDICT_LABELS.unrated;
}

export function partialNote(providers: ProviderStatus[]): string {
  const failed = providers.filter((p) => p.status === 'failed').map((p) => providerName(p.provider));
  const who = failed.length ? `${failed.join(', ')} did not answer` : 'Some evidence services did not answer';
  return `Partial result: ${who}, so this rests on less evidence than usual.`;
}

/** "87% similar" from a 0-1 similarity. */
export const similarityText = (similarity: number): string => `${Math.round(Math.min(1, Math.max(0, similarity)) * 100)}% similar`;

function renderSource(source: FactCheckSource): HTMLElement {
  const href = safeHref(source.url);
  const title = source.title || source.url;
  const relation = CLAIM_RELATION_LABELS[source.relation] ?? null;
  return h(
    'li',
    { class: 'source', 'data-relation': source.relation ?? null },
    source.explanation ? h('p', { class: 'explanation' }, source.explanation) : null,
    href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, title) : h('span', {}, title),
    h(
      'span',
      { class: 'source-meta' },
      h('span', { class: 'publisher' }, source.publisher || source.site || 'Unknown publisher'),
      ' · Rating: ',
      h('span', { class: 'rating', 'data-verdict': source.verdict }, source.rating || VERDICT_LABELS[source.verdict] || 'Unrated'),
      relation ? h('span', { class: 'relation' }, ` · ${relation}`) : null,
      typeof source.similarity === 'number' ? h('span', { class: 'similarity' }, ` · ${similarityText(source.similarity)}`) : null,
      source.date ? ` · ${source.date.slice(0, 10)}` : null,
    ),
  );
}

/** "Tone signals: Threat, Emotionally charged" when the tone analysis found any. */
function renderToneSignals(categories: readonly ToneCategory[] | undefined): HTMLElement | null {
  const names = (categories ?? []).map((c) => TONE_CATEGORY_LABELS[c]).filter(Boolean);
  if (names.length === 0) return null;
  return h('p', { class: 'tone-signals', 'data-categories': (categories ?? []).join(' ') }, h('strong', {}, 'Tone signals: '), names.join(', '));
}

export function renderResultBody(result: FactCheckResult, checkedText: string, index?: ClaimIndexStats | null): HTMLElement[] {
  const parts: HTMLElement[] = [h('div', { class: 'scales' }, renderLedScale('Accuracy', result.accuracy), renderLedScale('Tone', result.tone))];
  const signals = renderToneSignals(result.tone.categories);
  if (signals) parts.push(signals);
  // No reviews in the text's language: said plainly, not left as a bare "unverified", and said once
  // (the summary opens with it and it is a warning too; docs/adr/0075-text-language.md).
  const summary = summaryWithoutNotice(result);
  const warnings = warningsWithoutNotice({ warnings: result.warnings ?? [], languageNotice: result.languageNotice });
  parts.push(h('p', { class: 'meaning' }, h('strong', {}, 'What this means: '), summary || 'No further explanation was given.'));
  if (result.languageNotice) parts.push(h('p', { class: 'language-notice', role: 'note', lang: 'en', 'data-language': result.language }, result.languageNotice));
  if (result.partial) parts.push(h('p', { class: 'partial', role: 'note' }, partialNote(result.providers ?? [])));
  if (warnings.length) {
    parts.push(
      h(
        'ul',
        { class: 'warnings', 'aria-label': 'Warnings' },
        ...warnings.map((w) =>
          h('li', { class: `warning sev-${w.severity}`, 'data-severity': w.severity }, h('span', { class: 'sev' }, w.severity), w.message),
        ),
      ),
    );
  }
  parts.push(
    h(
      'section',
      { class: 'sources', 'aria-label': 'Sources' },
      h('h3', {}, 'Sources'),
      result.sources?.length
        ? h('ul', {}, ...result.sources.map(renderSource))
        : h('p', { class: 'empty' }, 'No published fact-check matched this text.'),
    ),
  );
  const usage = result.usage;
  const footer = [`Credibility ${Math.round(result.credibilityScore)}/100`];
  if (usage && usage.limit !== null) footer.push(`${usage.used} of ${usage.limit} checks used today`);
  if (result.cached) footer.push('cached');
  parts.push(h('p', { class: 'footer', title: checkedText.slice(0, 300) }, footer.join(' · ')));
  if (index) parts.push(h('p', { class: 'freshness' }, claimIndexFreshness(index)));
  return parts;
}
