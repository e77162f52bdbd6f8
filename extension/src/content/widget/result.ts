/** The body of a finished check: scales, verdict, meaning, partial note, warnings, sources. */
import { VERDICT_LABELS, type FactCheckResult, type FactCheckSource, type ProviderStatus } from '@factlens/common';
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

function renderSource(source: FactCheckSource): HTMLElement {
  const href = safeHref(source.url);
  const title = source.title || source.url;
  return h(
    'li',
    { class: 'source' },
    href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, title) : h('span', {}, title),
    h(
      'span',
      { class: 'source-meta' },
      h('span', { class: 'publisher' }, source.publisher || source.site || 'Unknown publisher'),
      ' · Rating: ',
      h('span', { class: 'rating', 'data-verdict': source.verdict }, source.rating || VERDICT_LABELS[source.verdict] || 'Unrated'),
      source.date ? ` · ${source.date.slice(0, 10)}` : null,
    ),
  );
}

export function renderResultBody(result: FactCheckResult, checkedText: string): HTMLElement[] {
  const parts: HTMLElement[] = [
    h('div', { class: 'scales' }, renderLedScale('Accuracy', result.accuracy), renderLedScale('Tone', result.tone)),
    h('p', { class: 'meaning' }, h('strong', {}, 'What this means: '), result.summary || 'No further explanation was given.'),
  ];
  if (result.partial) parts.push(h('p', { class: 'partial', role: 'note' }, partialNote(result.providers ?? [])));
  if (result.warnings?.length) {
    parts.push(
      h(
        'ul',
        { class: 'warnings', 'aria-label': 'Warnings' },
        ...result.warnings.map((w) =>
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
  return parts;
}
