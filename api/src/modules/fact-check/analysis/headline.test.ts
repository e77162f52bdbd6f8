// How a review's claim field reads: the rated claim, or a publisher's headline that states its finding or
// only names a falsehood (docs/adr/0147-headline-reviews.md).
import { describe, expect, it } from '@jest/globals';
import type { Verdict } from '@factlens/common';
import { reviewWording } from './headline.js';

const fc = (title: string, verdict: Verdict = 'false') => reviewWording({ site: 'factcheck.org', title, verdict });

describe('reviewWording', () => {
  it('a headline that states a finding, negated or not, is a finding', () => {
    expect(fc('Jennifer Aniston Not a Trump Supporter')).toBe('finding');
    expect(fc('Emma Stone Didn’t Commend Trump')).toBe('finding');
    expect(fc("Keanu Reeves Didn't Praise Trump")).toBe('finding');
    expect(fc('No Democratic Prostitute Ring in N.J.')).toBe('finding');
    expect(fc('David Hogg at School During Parkland Shooting')).toBe('finding');
    // A negation takes the fakery word for its own: the finding is that the votes were real.
    expect(fc('25 Million Clinton Votes Weren’t Fake')).toBe('finding');
  });

  it('a headline that names a falsehood without stating it is a topic', () => {
    for (const t of [
      'Fake Denzel Washington Story',
      'Made-up Michelle Obama Quote',
      'Sandy Hook Hoax Revisited',
      'Puerto Rican Teamsters Stories are Bogus',
      'Oprah’s 2013 Quote on Racism, in Context',
      'Clearing Up A Misleading Headline',
    ])
      expect(fc(t)).toBe('topic');
  });

  it('only a debunk states the opposite of what it rated: a headline rated true, mixed or not at all is read as worded', () => {
    expect(fc('Jennifer Aniston Not a Trump Supporter', 'mostly_false')).toBe('finding');
    expect(fc('Obama Signed the Bill Into Law', 'true')).toBe('claim');
    expect(fc('Obama Signed the Bill Into Law', 'mostly_true')).toBe('claim');
    expect(fc('Obama’s Private ‘Military’ Doesn’t Exist', 'unrated')).toBe('claim');
    expect(fc('Clinton Foundation Not Shutting Down', 'mixed')).toBe('claim');
  });

  it('a question asks the rated claim itself', () => {
    expect(fc('Counterprotesters Paid in Charlottesville?')).toBe('claim');
    expect(fc('Charlottesville Driver a Clinton Supporter?')).toBe('claim');
  });

  it('a claim written as a sentence, or from a publisher that words the claim it rates, is the claim', () => {
    expect(fc('Says Jennifer Aniston is a Trump supporter.')).toBe('claim');
    expect(fc('Jennifer Aniston is not a Trump supporter')).toBe('claim');
    expect(reviewWording({ site: 'politifact.com', title: 'Obamacare Not a Popular Law', verdict: 'false' })).toBe('claim');
    expect(reviewWording({ site: null, title: 'Fake Denzel Washington Story', verdict: 'false' })).toBe('claim');
    expect(reviewWording({ site: 'www.factcheck.org', title: 'Trump Didn’t Pass Out', verdict: 'false' })).toBe('finding');
    expect(fc('')).toBe('claim');
  });
});
