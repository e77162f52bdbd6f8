import { describe, expect, it } from '@jest/globals';
import { checkWorthiness, segmentSentences, splitClaims, stripDecoration } from './claims.js';

describe('segmentSentences', () => {
  it('does not split after titles, initials, months or dotted acronyms', () => {
    expect(segmentSentences('Dr. Smith met Sen. Jones on Jan. 5. He said the U.S. Congress agreed. John F. Kennedy was there.')).toEqual([
      'Dr. Smith met Sen. Jones on Jan. 5.',
      'He said the U.S. Congress agreed.',
      'John F. Kennedy was there.',
    ]);
  });

  it('keeps URLs whole, including their dots and question marks', () => {
    expect(segmentSentences('Read https://example.com/report.pdf?page=2. Then decide.')).toEqual([
      'Read https://example.com/report.pdf?page=2.',
      'Then decide.',
    ]);
  });

  it('keeps quotations with the sentence that contains them', () => {
    expect(segmentSentences('He said: "Taxes rose 40% last year!" Then he left the room.')).toEqual([
      'He said: "Taxes rose 40% last year!"',
      'Then he left the room.',
    ]);
    expect(segmentSentences('Il a dit « le chômage a baissé de 2 % ». Puis il est parti.', 'fr')).toEqual([
      'Il a dit « le chômage a baissé de 2 % ».',
      'Puis il est parti.',
    ]);
  });

  it('treats line breaks as boundaries, since posts often omit final periods', () => {
    expect(segmentSentences('Breaking news\nThe bridge collapsed at noon\n\nMore soon')).toEqual([
      'Breaking news',
      'The bridge collapsed at noon',
      'More soon',
    ]);
  });

  it('does not break decimals or version numbers', () => {
    expect(segmentSentences('Inflation was 3.5% in 2023. It fell to 2.9% later.')).toEqual([
      'Inflation was 3.5% in 2023.',
      'It fell to 2.9% later.',
    ]);
  });
});

describe('splitClaims', () => {
  it('drops questions, greetings and short fragments', () => {
    const text = [
      'Hi everyone!',
      'Did you know this?',
      'Wow.',
      'The city council voted 7-2 to ban plastic bags in 2021.',
      'Is it true that vaccines cause autism?',
      'Thanks for reading!',
    ].join(' ');
    expect(splitClaims(text)).toEqual(['The city council voted 7-2 to ban plastic bags in 2021.']);
  });

  it('keeps short but complete claims', () => {
    expect(splitClaims('Vaccines cause autism.')).toEqual(['Vaccines cause autism.']);
  });

  it('caps the count, keeping the most check-worthy and the original order', () => {
    const text = [
      'I think the weather is nice today honestly.',
      'Unemployment fell to 3.4 percent in January 2023.',
      'I love this town and its people so much.',
      'The Senate passed the bill by 52 votes to 48.',
      'Crime doubled in Chicago since 2019 according to the mayor.',
      'Please share this with your friends and family.',
    ].join(' ');
    expect(splitClaims(text, { max: 2 })).toEqual([
      'Unemployment fell to 3.4 percent in January 2023.',
      'Crime doubled in Chicago since 2019 according to the mayor.',
    ]);
    expect(splitClaims(text)).toHaveLength(5);
  });

  it('removes duplicate sentences and bullets', () => {
    const text = '- The bridge cost $2 billion to build.\n• The bridge cost $2 billion to build.\n* Crime fell 20% in 2022.';
    expect(splitClaims(text)).toEqual(['The bridge cost $2 billion to build.', 'Crime fell 20% in 2022.']);
  });

  it('ignores lines that are only links, hashtags and mentions', () => {
    expect(splitClaims('#breaking #news @someone https://t.co/abc\nThe president signed the climate bill on Friday.')).toEqual([
      'The president signed the climate bill on Friday.',
    ]);
  });

  it('strips social-media decoration around a claim: links, retweet and alert prefixes, trailing hashtags', () => {
    expect(splitClaims('🚨 Obama was born in KENYA and they covered it up. #birther #truth')).toEqual([
      '🚨 Obama was born in KENYA and they covered it up.',
    ]);
    expect(splitClaims('RT @newsbot: Pope Francis endorses Donald Trump for president')).toEqual([
      'Pope Francis endorses Donald Trump for president',
    ]);
    expect(splitClaims('@jim @bob The vaccine changes your DNA.')).toEqual(['The vaccine changes your DNA.']);
    expect(splitClaims('BREAKING: NASA confirms 15 days of darkness in November')).toEqual([
      'NASA confirms 15 days of darkness in November',
    ]);
    // After a list bullet or as a hashtag, a prefix is still a prefix.
    expect(splitClaims('• BREAKING: NASA confirmed Earth has a new moon.')).toEqual(['NASA confirmed Earth has a new moon.']);
    expect(splitClaims('#BREAKING: NASA confirmed Earth has a new moon.')).toEqual(['NASA confirmed Earth has a new moon.']);
    expect(splitClaims('- RT @newsbot: NASA confirmed Earth has a new moon.')).toEqual(['NASA confirmed Earth has a new moon.']);
    expect(splitClaims('Climate change is a hoax #fakenews #wakeup')).toEqual(['Climate change is a hoax']);
    expect(splitClaims('The Earth is flat and NASA lies to everyone https://example.com/flat')).toEqual([
      'The Earth is flat and NASA lies to everyone',
    ]);
    // A hashtag inside the sentence, or one alone at its end, may be a word of the claim.
    expect(splitClaims('#Obama was born in Hawaii.')).toEqual(['Obama was born in Hawaii.']);
    expect(splitClaims('Vaccines cause #autism')).toEqual(['Vaccines cause #autism']);
    expect(stripDecoration('Breaking news - the bridge collapsed @cityhall')).toBe('the bridge collapsed @cityhall');
  });

  it('strips a call to the reader that ends a post, and drops a sentence that is only such a call', () => {
    expect(splitClaims('Obama is a Muslim, wake up people!!!')).toEqual(['Obama is a Muslim!!!']);
    expect(splitClaims('Obama is a Muslim. Wake up people!!!')).toEqual(['Obama is a Muslim.']);
    expect(splitClaims('The vaccine changes your DNA - do your own research.')).toEqual(['The vaccine changes your DNA.']);
    expect(splitClaims('5G causes cancer, share before they delete this!')).toEqual(['5G causes cancer!']);
    expect(splitClaims('NASA faked the moon landing, just saying')).toEqual(['NASA faked the moon landing']);
    // The same words inside the claim are the claim's own.
    expect(splitClaims('Wake up and smell the coffee, the market crashed today.')).toEqual([
      'Wake up and smell the coffee, the market crashed today.',
    ]);
    expect(splitClaims('The mayor said we should all wake up earlier.')).toEqual(['The mayor said we should all wake up earlier.']);
  });

  it('falls back to the whole text when no sentence qualifies, unless told not to', () => {
    expect(splitClaims('Is the moon landing fake after all?')).toEqual(['Is the moon landing fake after all?']);
    expect(splitClaims('Is the moon landing fake after all?', { fallbackToText: false })).toEqual([]);
    expect(splitClaims('Hi!')).toEqual([]);
    expect(splitClaims('')).toEqual([]);
  });

  it('cuts very long sentences at a word boundary', () => {
    const long = `The report says ${'many people were affected by the new policy '.repeat(20)}in 2020.`;
    const [claim] = splitClaims(long, { maxChars: 120 });
    expect(claim.length).toBeLessThanOrEqual(120);
    expect(long.startsWith(claim)).toBe(true);
  });
});

describe('checkWorthiness', () => {
  it('ranks factual, specific sentences above opinions', () => {
    expect(checkWorthiness('The unemployment rate was 3.4 percent in January.')).toBeGreaterThan(
      checkWorthiness('I think this town is lovely.'),
    );
  });
});
