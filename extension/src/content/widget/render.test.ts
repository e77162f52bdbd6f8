import { describe, expect, it, jest } from '@jest/globals';
import { BAND_MEANING } from '@factlens/common';
import { buildResult } from '../../test/fixtures.js';
import { formatResetTime, renderCard } from './render.js';
import type { WidgetState } from './state.js';

const actions = () => ({ close: jest.fn(), signIn: jest.fn() });
const render = (state: WidgetState, a = actions()) => renderCard(state, a);
const q = (el: Element, sel: string) => el.querySelector(sel) as HTMLElement;
const scale = (card: Element, name: string) => q(card, `[data-scale="${name}"]`);
const lit = (el: Element) => el.querySelectorAll('.led.on').length;

describe('LED scales', () => {
  it.each([
    [1, 'green'],
    [4, 'green'],
    [5, 'yellow'],
    [7, 'yellow'],
    [8, 'red'],
    [10, 'red'],
  ] as const)('accuracy %i lights %i LEDs in band %s', (score, band) => {
    const card = render({ kind: 'result', text: 't', result: buildResult({ accuracy: { score, band, label: '' } }) });
    const s = scale(card, 'accuracy');
    expect(s.dataset.band).toBe(band);
    expect(s.querySelectorAll('.led')).toHaveLength(10);
    expect(lit(s)).toBe(score);
    expect(s.querySelectorAll(`.led.on.${band}`)).toHaveLength(score);
    expect(s.getAttribute('role')).toBe('meter');
    expect(s.getAttribute('aria-valuenow')).toBe(String(score));
    expect(s.getAttribute('aria-valuetext')).toContain(BAND_MEANING[band]);
    expect(s.textContent).toContain(`${score}/10`);
  });

  it('follows the score, not a drifting server band, and clamps out-of-range scores', () => {
    const card = render({
      kind: 'result',
      text: 't',
      result: buildResult({ accuracy: { score: 12, band: 'green', label: '' }, tone: { score: 0, band: 'red', label: 'Neutral', categories: [] } }),
    });
    expect(scale(card, 'accuracy').dataset.band).toBe('red');
    expect(lit(scale(card, 'accuracy'))).toBe(10);
    expect(scale(card, 'tone').dataset.band).toBe('green');
    expect(lit(scale(card, 'tone'))).toBe(1);
    expect(scale(card, 'tone').textContent).toContain('Neutral');
  });
});

describe('result view', () => {
  const card = render({ kind: 'result', text: 'The moon landing was staged', result: buildResult() });

  it('states the verdict in words', () => {
    expect(q(card, '.title').textContent).toBe('Verdict: False');
    expect(card.dataset.verdict).toBe('false');
    expect(card.getAttribute('role')).toBe('dialog');
    expect(card.getAttribute('aria-labelledby')).toBe(q(card, '.title').id);
  });

  it('has both scales and the "what this means" line', () => {
    expect(scale(card, 'accuracy').dataset.band).toBe('red');
    expect(scale(card, 'tone').dataset.band).toBe('yellow');
    expect(q(card, '.meaning').textContent).toBe('What this means: Published fact-checks rate this claim false.');
  });

  it('lists warnings with their severity', () => {
    const warnings = [...card.querySelectorAll<HTMLElement>('.warning')];
    expect(warnings.map((w) => w.dataset.severity)).toEqual(['high', 'low']);
    expect(warnings[0]!.textContent).toContain('Matches a claim rated false');
  });

  it('lists sources with publisher, rating and a safe link', () => {
    const source = q(card, '.source');
    expect(q(source, '.publisher').textContent).toBe('PolitiFact');
    expect(q(source, '.rating').textContent).toBe('Pants on Fire');
    const link = source.querySelector('a')!;
    expect(link.href).toBe('https://www.politifact.com/factchecks/moon/');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.textContent).toBe('No, the moon landing was not staged');
  });

  it('says in one plain sentence what each source means, with its relation and similarity', () => {
    const source = q(card, '.source');
    expect(source.dataset.relation).toBe('same');
    expect(q(source, '.explanation').textContent).toBe('This makes a claim PolitiFact rated Pants on Fire, so it is probably false.');
    expect(q(source, '.relation').textContent).toBe(' · Same claim');
    expect(q(source, '.similarity').textContent).toBe(' · 92% similar');
    const opposite = render({
      kind: 'result',
      text: 't',
      result: buildResult({
        sources: [
          {
            ...buildResult().sources[0]!,
            relation: 'opposite',
            rating: 'False',
            similarity: 0.678,
            explanation: 'This contradicts a claim PolitiFact rated False, so it is probably accurate.',
          },
        ],
      }),
    });
    expect(q(opposite, '.explanation').textContent).toBe('This contradicts a claim PolitiFact rated False, so it is probably accurate.');
    expect(q(opposite, '.relation').textContent).toBe(' · Opposite claim');
    expect(q(opposite, '.similarity').textContent).toBe(' · 68% similar');
  });

  it('names the tone signals when there are any, and nothing for calm text', () => {
    expect(q(card, '.tone-signals').textContent).toBe('Tone signals: Emotionally charged');
    const hostile = render({ kind: 'result', text: 't', result: buildResult({ tone: { score: 9, band: 'red', label: 'Hostile', categories: ['threat', 'hate'] } }) });
    expect(q(hostile, '.tone-signals').textContent).toBe('Tone signals: Threat, Hate or dehumanising');
    const calm = render({ kind: 'result', text: 't', result: buildResult({ tone: { score: 1, band: 'green', label: 'Calm', categories: [] } }) });
    expect(calm.querySelector('.tone-signals')).toBeNull();
  });

  it('shows credibility and usage in the footer, and no partial note when all providers answered', () => {
    expect(q(card, '.footer').textContent).toBe('Credibility 18/100 · 4 of 50 checks used today');
    expect(card.querySelector('.partial')).toBeNull();
  });

  it('notes a partial result and names the providers that failed', () => {
    const partial = render({
      kind: 'result',
      text: 't',
      result: buildResult({
        partial: true,
        providers: [
          { provider: 'claimreview-local', status: 'ok', detail: null, ms: 5 },
          { provider: 'google-factcheck', status: 'failed', detail: 'timeout', ms: 30000 },
          { provider: 'openai-moderation', status: 'failed', detail: '503', ms: 100 },
        ],
      }),
    });
    const note = q(partial, '.partial');
    expect(note.getAttribute('role')).toBe('note');
    expect(note.textContent).toContain('Google Fact Check, the moderation service did not answer');
  });

  it('shows an unverified claim with no sources', () => {
    const unverified = render({
      kind: 'result',
      text: 't',
      result: buildResult({ verdict: 'unrated', verdictLabel: '', credibilityScore: 50, accuracy: { score: 5, band: 'yellow', label: '' }, sources: [], warnings: [] }),
    });
    expect(q(unverified, '.title').textContent).toBe('Verdict: Unverified');
    expect(q(unverified, '.sources').textContent).toContain('No published fact-check matched this text.');
    expect(unverified.querySelector('.warnings')).toBeNull();
  });

  it('never turns API data into markup or unsafe links', () => {
    const evil = render({
      kind: 'result',
      text: 't',
      result: buildResult({
        summary: '<img src=x onerror="alert(1)">',
        sources: [{ ...buildResult().sources[0]!, url: 'javascript:alert(1)', title: '<b>bold</b>' }],
      }),
    });
    expect(evil.querySelector('img')).toBeNull();
    expect(evil.querySelector('b')).toBeNull();
    expect(evil.querySelector('a')).toBeNull();
    expect(q(evil, '.meaning').textContent).toContain('<img src=x onerror="alert(1)">');
  });
});

describe('other states', () => {
  it('loading: busy, with a message', () => {
    const card = render({ kind: 'loading', text: 'Checking the selected text…' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(q(card, '.title').textContent).toBe('Checking…');
    expect(card.textContent).toContain('Checking the selected text…');
  });

  it.each([
    ['capturing', 0],
    ['reading', 1],
    ['checking', 2],
  ] as const)('OCR progress at step %s', (step, index) => {
    const card = render({ kind: 'ocr', step, text: step === 'checking' ? 'Found text on screen' : undefined });
    const steps = [...card.querySelectorAll('.step')];
    expect(steps).toHaveLength(3);
    expect(steps.findIndex((s) => s.classList.contains('current'))).toBe(index);
    expect(steps.filter((s) => s.classList.contains('done'))).toHaveLength(index);
    expect(q(card, '[role="progressbar"]').getAttribute('aria-valuenow')).toBe(String(index));
    if (step === 'checking') expect(q(card, '.extracted').textContent).toContain('Found text on screen');
  });

  it('hint: short text', () => {
    const card = render({ kind: 'hint', title: 'Select a little more', message: 'Select at least 15 characters to fact-check (you selected 4).' });
    expect(q(card, '.title').textContent).toBe('Select a little more');
    expect(card.textContent).toContain('at least 15 characters');
  });

  it('401: asks to sign in, with a button that does it', () => {
    const a = actions();
    const card = render({ kind: 'error', error: { kind: 'unauthenticated', status: 401, message: 'Sign in to FactLens to check this.' } }, a);
    expect(card.getAttribute('role')).toBe('alertdialog');
    expect(card.dataset.error).toBe('unauthenticated');
    expect(q(card, '.title').textContent).toBe('Sign in required');
    q(card, '[data-action="sign-in"]').click();
    expect(a.signIn).toHaveBeenCalledTimes(1);
  });

  it('429: shows the limit and the reset time', () => {
    const resetsAt = '2025-09-02T00:00:00.000Z';
    const card = render({
      kind: 'error',
      error: { kind: 'rate_limited', status: 429, message: 'Daily limit reached', used: 10, limit: 10, resetsAt },
    });
    expect(q(card, '.title').textContent).toBe('Daily limit reached');
    expect(q(card, '.limit').textContent).toBe('You have used 10 of 10 checks today.');
    expect(q(card, '.reset').textContent).toBe(`Your limit resets on ${formatResetTime(resetsAt)}.`);
  });

  it('429 without a reset time still says when it resets', () => {
    const card = render({ kind: 'error', error: { kind: 'rate_limited', status: 429, message: 'Limit' } });
    expect(q(card, '.reset').textContent).toBe('Your limit resets at midnight UTC.');
    expect(card.querySelector('.limit')).toBeNull();
  });

  it('503: maintenance', () => {
    const card = render({ kind: 'error', error: { kind: 'maintenance', status: 503, message: 'FactLens is under maintenance.' } });
    expect(q(card, '.title').textContent).toBe('Under maintenance');
    expect(card.textContent).toContain('FactLens is under maintenance.');
  });

  it('503 with the busy code: busy, try again (not maintenance)', () => {
    const card = render({ kind: 'error', error: { kind: 'busy', status: 503, message: 'FactLens is busy right now. Please try again in a moment.' } });
    expect(card.dataset.error).toBe('busy');
    expect(q(card, '.title').textContent).toBe('FactLens is busy');
    expect(card.textContent).toContain('Please try again in a moment.');
    expect(card.textContent).not.toContain('maintenance');
  });

  it('network errors', () => {
    const card = render({ kind: 'error', error: { kind: 'network', status: null, message: 'Could not reach the FactLens server.' } });
    expect(q(card, '.title').textContent).toBe('Cannot reach FactLens');
  });

  it('every state has a labelled close button', () => {
    const a = actions();
    const card = render({ kind: 'loading', text: '…' }, a);
    const close = q(card, '[data-action="close"]');
    expect(close.getAttribute('aria-label')).toBe('Close FactLens (Escape)');
    expect(close.tagName).toBe('BUTTON');
    close.click();
    expect(a.close).toHaveBeenCalled();
  });
});

describe('formatResetTime', () => {
  it('formats a valid ISO time and rejects garbage', () => {
    expect(formatResetTime('2025-09-02T00:00:00Z', 'en-GB')).toMatch(/2025/);
    expect(formatResetTime('not a date')).toBeNull();
    expect(formatResetTime(undefined)).toBeNull();
  });
});

describe('language notice and index freshness', () => {
  const notice = 'This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy could not be checked.';

  it('shows the language notice when the result has one, and none otherwise', () => {
    const card = render({ kind: 'result', text: 't', result: buildResult({ language: 'es', languageNotice: notice, verdict: 'unrated' }) });
    const note = q(card, '.language-notice');
    expect(note.textContent).toBe(notice);
    expect(note.getAttribute('role')).toBe('note');
    expect(note.dataset.language).toBe('es');
    expect(render({ kind: 'result', text: 't', result: buildResult() }).querySelector('.language-notice')).toBeNull();
  });

  it('says the notice once: the summary and the warnings the API opens with it are shown without it', () => {
    const result = buildResult({
      language: 'es',
      languageNotice: notice,
      verdict: 'unrated',
      summary: `${notice} The tone is neutral.`,
      warnings: [
        { severity: 'low', message: notice },
        { severity: 'medium', message: 'Emotionally charged wording.' },
      ],
    });
    const card = render({ kind: 'result', text: 't', result });
    expect(card.textContent?.split('This text seems to be in Spanish')).toHaveLength(2);
    expect(q(card, '.meaning').textContent).toBe('What this means: The tone is neutral.');
    expect([...card.querySelectorAll('.warning')].map((w) => w.textContent)).toEqual(['mediumEmotionally charged wording.']);
  });

  it('the footer says how many reviews the index holds and how recent the newest is', () => {
    const index = { reviews: 12345, newestReviewDate: '2026-01-02', publishers: 7, languages: [] };
    const card = render({ kind: 'result', text: 't', result: buildResult(), index });
    expect(q(card, '.freshness').textContent).toBe('12,345 reviews in the index, newest from Jan 2, 2026');
    expect(render({ kind: 'result', text: 't', result: buildResult(), index: null }).querySelector('.freshness')).toBeNull();
  });
});

describe('dispute action', () => {
  it('a stored result offers "This looks wrong" with the reasons and a note; an unsaved one (no id) does not', () => {
    const card = render({ kind: 'result', text: 't', result: buildResult({ id: 'fc-9' }) });
    const box = q(card, 'details.dispute');
    expect(box.querySelector('summary')?.textContent).toBe('This looks wrong');
    expect(box.dataset.dispute).toBe('idle');
    const reasons = [...box.querySelectorAll('select[name="reason"] option')].map((o) => (o as HTMLOptionElement).value);
    expect(reasons).toEqual(['', 'wrong_match', 'outdated', 'misleading_tone', 'other']);
    expect(box.querySelector('textarea[name="note"]')).not.toBeNull();
    // After the sources and the footer, so the verdict is read first.
    expect(card.querySelector('.body')?.lastElementChild).toBe(box);
    expect(render({ kind: 'result', text: 't', result: buildResult({ id: null }) }).querySelector('.dispute')).toBeNull();
  });
});
