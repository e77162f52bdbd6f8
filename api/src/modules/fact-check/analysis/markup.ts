import { compile } from 'html-to-text';

/** Something that looks like an HTML tag or entity. Plain text is returned as it is. */
const MARKUP = /<\/?[a-z!][^>]*>|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;

/**
 * A selection as plain text: tags dropped, entities decoded, block elements as line breaks
 * (docs/adr/0043-verdict-from-relations.md). "<p>NASA has <b>not</b> confirmed a new moon</p>" is
 * matched like "NASA has not confirmed a new moon". Links keep their text, images and scripts go.
 */
const convert = compile({
  wordwrap: false,
  preserveNewlines: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

export function plainText(text: string): string {
  if (!MARKUP.test(text)) return text;
  return convert(text).trim();
}
