import { describe, expect, it } from '@jest/globals';
import { VERDICTS, accuracyFromCredibility, scoreBand, type Verdict } from '@factlens/common';
import { RATING_TABLE } from '@factlens/common';
import { normalizeRating, normalizeRatingText, verdictCredibility, verdictFromNumeric, verdictFromText } from './verdict.js';

type Case = readonly [string, Verdict];

function expectAll(cases: readonly Case[]) {
  for (const [text, verdict] of cases) {
    expect([text, verdictFromText(text)]).toEqual([text, verdict]);
  }
}

describe('verdictFromText', () => {
  it('maps every textualRating value in the shipped corpus (shared/data/README.md)', () => {
    expectAll([
      ['False', 'false'],
      ['Mostly True', 'mostly_true'],
      ['Mostly False', 'mostly_false'],
      ['Half True', 'mixed'],
      ['True', 'true'],
      ['Pants on Fire', 'false'],
      ['Mixture', 'mixed'],
      ['Unproven', 'unrated'],
      ['Unverified', 'unrated'],
      ['Full Flop', 'unrated'],
      ['Miscaptioned', 'false'],
      ['Half Flip', 'unrated'],
      ['Outdated', 'mixed'],
      ['Legend', 'unrated'],
      ['Misattributed', 'false'],
      ['Scam', 'false'],
      ['No Flip', 'unrated'],
      ['Correct Attribution', 'true'],
    ]);
  });

  it('covers the PolitiFact Truth-O-Meter and Flip-O-Meter', () => {
    expectAll([
      ['Pants on Fire!', 'false'],
      ['pants-on-fire', 'false'],
      ['FALSE', 'false'],
      ['Mostly False', 'mostly_false'],
      ['Barely True', 'mostly_false'],
      ['Half-True', 'mixed'],
      ['Mostly True', 'mostly_true'],
      ['True', 'true'],
      ['Full Flop', 'unrated'],
      ['Half Flip', 'unrated'],
      ['No Flip', 'unrated'],
    ]);
  });

  it('covers the Snopes scale', () => {
    expectAll([
      ['False', 'false'],
      ['Mostly False', 'mostly_false'],
      ['Mixture', 'mixed'],
      ['Mostly True', 'mostly_true'],
      ['True', 'true'],
      ['Unproven', 'unrated'],
      ['Unverified', 'unrated'],
      ['Miscaptioned', 'false'],
      ['Outdated', 'mixed'],
      ['Legend', 'unrated'],
      ['Misattributed', 'false'],
      ['Scam', 'false'],
      ['Correct Attribution', 'true'],
      ['Satire', 'unrated'],
      ['Labeled Satire', 'unrated'],
      ['Originated as Satire', 'unrated'],
      ['Research In Progress', 'unrated'],
      ['Fake', 'false'],
    ]);
  });

  it('covers Washington Post Pinocchios and the Geppetto checkmark', () => {
    expectAll([
      ['Four Pinocchios', 'false'],
      ['4 Pinocchios', 'false'],
      ['Three Pinocchios', 'mostly_false'],
      ['3 Pinocchios', 'mostly_false'],
      ['Two Pinocchios', 'mixed'],
      ['2 pinocchios', 'mixed'],
      ['One Pinocchio', 'mostly_true'],
      ['1 Pinocchio', 'mostly_true'],
      ['Bottomless Pinocchio', 'false'],
      ['Geppetto Checkmark', 'true'],
      ['Upside-Down Pinocchio', 'unrated'],
    ]);
  });

  it('covers FactCheck.org wording', () => {
    expectAll([
      ['False', 'false'],
      ['Wrong', 'false'],
      ['Baseless', 'false'],
      ['Distorts the Facts', 'mostly_false'],
      ['Spins the Facts', 'mostly_false'],
      ['Exaggerates', 'mostly_false'],
      ['No Evidence', 'mostly_false'],
      ['Cherry Picks', 'mixed'],
      ['Not the Whole Story', 'mixed'],
      ['Needs Context', 'mixed'],
    ]);
  });

  it('covers Full Fact / AFP style words', () => {
    expectAll([
      ['Misleading', 'mostly_false'],
      ['Missing context', 'mixed'],
      ['Partly false', 'mostly_false'],
      ['Exaggerated', 'mostly_false'],
      ['Inaccurate', 'false'],
      ['Incorrect', 'false'],
      ['Altered photo', 'false'],
      ['Correct', 'true'],
      ['Accurate', 'true'],
      ['Mostly correct', 'mostly_true'],
    ]);
  });

  it('covers Spanish, French, German and Portuguese words', () => {
    expectAll([
      ['Falso', 'false'],
      ['Engañoso', 'mostly_false'],
      ['ENGAÑOSO', 'mostly_false'],
      ['Verdadero', 'true'],
      ['Impreciso', 'mixed'],
      ['Sacado de contexto', 'mostly_false'],
      ['Inchequeable', 'unrated'],
      ['Faux', 'false'],
      ['Trompeur', 'mostly_false'],
      ['Vrai', 'true'],
      ['Plutôt vrai', 'mostly_true'],
      ["C'est faux", 'false'],
      ['Falsch', 'false'],
      ['Irreführend', 'mostly_false'],
      ['Richtig', 'true'],
      ['Größtenteils richtig', 'mostly_true'],
      ['Frei erfunden', 'false'],
      ['Enganoso', 'mostly_false'],
      ['Verdadeiro', 'true'],
      ['Distorcido', 'mostly_false'],
      ['Verdadeiro, mas', 'mostly_true'],
    ]);
  });

  it('ignores case, punctuation and trailing explanations', () => {
    expectAll([
      ['False.', 'false'],
      ['  false  ', 'false'],
      ['Mostly False: the bill did not pass', 'mostly_false'],
      ['False. The photo shows a 2015 flood in Texas.', 'false'],
      ['Misleading — the chart omits 2020', 'mostly_false'],
      ['Mostly true - with caveats', 'mostly_true'],
      ['Falso: el video es de 2019', 'false'],
      ['Rating: False', 'false'],
      ['Veredicto: Engañoso', 'mostly_false'],
      ['Our ruling: Half True', 'mixed'],
    ]);
  });

  it('returns null for words it does not know, rather than guessing', () => {
    expect(verdictFromText('Obama signed the bill in 2010')).toBeNull();
    expect(verdictFromText('False claims spread about the vaccine')).toBeNull();
    expect(verdictFromText('')).toBeNull();
    expect(verdictFromText(null)).toBeNull();
    expect(verdictFromText(undefined)).toBeNull();
  });

  it('never gives one normalised key two verdicts', () => {
    const seen = new Map<string, Verdict>();
    const conflicts: string[] = [];
    for (const [verdict, words] of RATING_TABLE) {
      for (const word of words) {
        const key = normalizeRatingText(word);
        const before = seen.get(key);
        if (before && before !== verdict) conflicts.push(`${word}: ${before} vs ${verdict}`);
        seen.set(key, verdict);
      }
    }
    expect(conflicts).toEqual([]);
  });
});

describe('verdictFromNumeric', () => {
  it('uses schema.org defaults (best 5, worst 1) in five bins', () => {
    expect([1, 2, 3, 4, 5].map((v) => verdictFromNumeric(v))).toEqual(['false', 'mostly_false', 'mixed', 'mostly_true', 'true']);
  });

  it('handles other scales, strings and inverted scales', () => {
    expect(verdictFromNumeric(0, 10, 0)).toBe('false');
    expect(verdictFromNumeric('7', '10', '0')).toBe('mostly_true');
    expect(verdictFromNumeric(10, 10, 0)).toBe('true');
    expect(verdictFromNumeric(5, 6, 1)).toBe('mostly_true');
    // Pinocchio-like scale where 1 is best and 4 worst.
    expect(verdictFromNumeric(4, 1, 4)).toBe('false');
    expect(verdictFromNumeric(1, 1, 4)).toBe('true');
  });

  it('is unrated for missing, out-of-range or degenerate values', () => {
    expect(verdictFromNumeric(null)).toBe('unrated');
    expect(verdictFromNumeric('')).toBe('unrated');
    expect(verdictFromNumeric('n/a')).toBe('unrated');
    expect(verdictFromNumeric(-1)).toBe('unrated');
    expect(verdictFromNumeric(6)).toBe('unrated');
    expect(verdictFromNumeric(3, 3, 3)).toBe('unrated');
  });
});

describe('normalizeRating', () => {
  it('prefers known words, then the number, then unrated', () => {
    expect(normalizeRating({ textualRating: 'False', ratingValue: 5 })).toBe('false');
    expect(normalizeRating({ textualRating: 'Ratio of doubt', ratingValue: 1, bestRating: 5, worstRating: 1 })).toBe('false');
    expect(normalizeRating({ textualRating: null, ratingValue: 4 })).toBe('mostly_true');
    expect(normalizeRating({ textualRating: 'Something odd' })).toBe('unrated');
    expect(normalizeRating({})).toBe('unrated');
  });
});

describe('verdictCredibility', () => {
  it('points each verdict into the bands of ADR 0008', () => {
    expect(VERDICTS.map((v) => verdictCredibility(v))).toEqual([20, 32, 50, 68, 80, null]);
    const falseCred = verdictCredibility('false') ?? 0;
    const trueCred = verdictCredibility('true') ?? 0;
    expect(falseCred).toBeGreaterThanOrEqual(15);
    expect(falseCred).toBeLessThanOrEqual(25);
    expect(trueCred).toBeGreaterThanOrEqual(75);
    expect(trueCred).toBeLessThanOrEqual(85);
    expect(scoreBand(accuracyFromCredibility(falseCred))).toBe('red');
    expect(scoreBand(accuracyFromCredibility(trueCred))).toBe('green');
    expect(scoreBand(accuracyFromCredibility(verdictCredibility('mixed') ?? 0))).toBe('yellow');
  });
});
