import type { Verdict } from '@factlens/common';

/**
 * How a review's claim field reads (docs/adr/0147-headline-reviews.md). Most publishers word the claim they
 * rated ("Says Jennifer Aniston supports Trump", rated False). Some put the headline of their article
 * there instead, and a headline states the finding: "Jennifer Aniston Not a Trump Supporter", with the
 * rating False given to the claim the article debunks.
 *
 * - `claim`: the field is the rated claim; the rating applies to what it says.
 * - `finding`: a headline that states the finding of an article that debunks a claim; the rated claim is its opposite.
 * - `topic`: a headline that names a falsehood without stating it ("Fake Denzel Washington Story",
 *   "Sandy Hook Hoax Revisited"); no claim can be read from it, so the rating applies to no text.
 */
export type ReviewWording = 'claim' | 'finding' | 'topic';

/** Sites whose reviews carry the article's headline in the claim field (every one of the shipped corpus's). */
const HEADLINE_SITES = new Set(['factcheck.org']);

/**
 * Words that make a headline name a falsehood instead of stating a finding: "Fake …", "Bogus … Story",
 * "… Hoax", "Clearing Up A Misleading Headline", "Oprah's 2013 Quote on Racism, in Context".
 */
const TOPIC_WORDS =
  /\b(?:fake[sd]?|bogus|phony|made-up|invented|sham|false|hoax(?:es)?|rumou?rs?|misinformation|misleading|misrepresents?|mismatch|mix-up|bunk|fiction|debunk(?:ing|ed)?|twisting|hyped|overstated|wrong|context|actually|revisited|remix|claims?|stor(?:y|ies)|quotes?)\b/i;

/** A negation in the headline's own grammar ("Didn't", "Not", "No …", "Won't"). */
const NEGATED = /\b(?:not|no|never|none|nobody|nothing|without|cannot)\b|n['’]t\b/i;

/** Words a headline leaves in lower case. */
const MINOR = new Set('a an and as at but by for from in into nor of off on onto or over per than the to up upon via vs with'.split(' '));

/**
 * Written as a headline: no closing full stop, and every word of four letters or more that is not a
 * minor one starts with a capital. "Trump Didn't Pass Out" and "Puerto Rican Teamsters Stories are
 * Bogus" are; "Says Trump passed out." is not.
 */
function headlineCased(title: string): boolean {
  // A closing full stop after a lower-case letter or a figure ("N.J." is an abbreviation).
  if (/[\p{Ll}\d]\.["”’']?$/u.test(title)) return false;
  const words = title
    .split(/\s+/)
    .map((w) => w.replace(/^[‘“"'(]+/, ''))
    .filter((w) => /^\p{L}/u.test(w));
  const major = words.filter((w) => w.length > 3 && !MINOR.has(w.toLowerCase()));
  return major.length > 0 && major.every((w) => /^\p{Lu}/u.test(w));
}

/**
 * How to read a review's claim field (see ReviewWording). A headline states the rated claim's opposite
 * only when the article debunks it: a review rated true or mixed, or unrated, is read as its plain words.
 */
export function reviewWording(review: { site: string | null; title: string; verdict: Verdict }): ReviewWording {
  const site = review.site?.toLowerCase().replace(/^www\./, '') ?? '';
  const title = review.title.trim();
  if (!HEADLINE_SITES.has(site) || !title || !headlineCased(title)) return 'claim';
  // A question asks the claim itself: "Counterprotesters Paid in Charlottesville?" rated False.
  if (/\?["”’']?$/.test(title)) return 'claim';
  // "25 Million Clinton Votes Weren't Fake" states a finding: a negation takes the fakery word as its own.
  if (TOPIC_WORDS.test(title) && !NEGATED.test(title)) return 'topic';
  return review.verdict === 'false' || review.verdict === 'mostly_false' ? 'finding' : 'claim';
}
