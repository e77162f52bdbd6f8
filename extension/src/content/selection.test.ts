import { afterEach, describe, expect, it } from '@jest/globals';
import { extractSelection, normalizeText } from './selection.js';
import { createShadowHost, isOwnNode } from './widget/host.js';

function select(node: Node, start?: number, end?: number): void {
  const range = document.createRange();
  if (start === undefined) range.selectNodeContents(node);
  else {
    range.setStart(node, start);
    range.setEnd(node, end ?? start);
  }
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

afterEach(() => {
  document.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
  for (const el of document.documentElement.querySelectorAll('factlens-widget')) el.remove();
  (document.activeElement as HTMLElement | null)?.blur?.();
});

describe('normalizeText', () => {
  it('collapses whitespace and line breaks between blocks and trims', () => {
    expect(normalizeText('  The moon\n\n  landing\twas   staged.  ')).toBe('The moon landing was staged.');
  });

  it('drops zero-width characters and soft hyphens that pages use to break words', () => {
    expect(normalizeText('vac\u00ADcines cause\u200B au\u200Dtism\uFEFF')).toBe('vaccines cause autism');
  });
});

describe('extractSelection', () => {
  it('returns null when nothing is selected', () => {
    document.body.innerHTML = '<p>Nothing here</p>';
    expect(extractSelection(document)).toBeNull();
  });

  it('reads a selection spanning several elements as one normalised string', () => {
    document.body.innerHTML = '<article><p>Drinking bleach</p>\n<p>  cures <b>COVID-19</b>.</p></article>';
    select(document.querySelector('article')!);
    expect(extractSelection(document)?.text).toBe('Drinking bleach cures COVID-19.');
  });

  it('reads part of a text node', () => {
    document.body.innerHTML = '<p>Claim: the Great Wall is visible from space. Source: a post.</p>';
    const text = document.querySelector('p')!.firstChild!;
    select(text, 7, 45);
    expect(extractSelection(document)?.text).toBe('the Great Wall is visible from space.');
  });

  it('treats a collapsed or whitespace-only selection as nothing', () => {
    document.body.innerHTML = '<p>abc</p><p>   </p>';
    select(document.querySelector('p')!.firstChild!, 1, 1);
    expect(extractSelection(document)).toBeNull();
    select(document.querySelectorAll('p')[1]!);
    expect(extractSelection(document)).toBeNull();
  });

  it('reads the selected part of a focused textarea or text input', () => {
    document.body.innerHTML = '<textarea>Ignore this. 5G towers spread viruses. Ignore that.</textarea><input type="password" value="hunter2hunter2hunter2">';
    const area = document.querySelector('textarea')!;
    area.focus();
    area.setSelectionRange(13, 38);
    expect(extractSelection(document)?.text).toBe('5G towers spread viruses.');
  });

  it('never reads a password field', () => {
    document.body.innerHTML = '<input type="password" value="hunter2hunter2hunter2">';
    const input = document.querySelector('input')!;
    input.focus();
    input.setSelectionRange(0, 10);
    expect(extractSelection(document)).toBeNull();
  });

  it('ignores selections inside our own widgets', () => {
    const { shadow } = createShadowHost('');
    const p = document.createElement('p');
    p.textContent = 'Verdict: False. Published fact-checks rate this claim false.';
    shadow.appendChild(p);
    expect(isOwnNode(p.firstChild!)).toBe(true);
    expect(isOwnNode(document.body)).toBe(false);
    select(p);
    expect(extractSelection(document, isOwnNode)).toBeNull();
  });
});
