import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

/**
 * Profanity found with the maintained `obscenity` dataset (it undoes leetspeak, repeated letters
 * and look-alike characters). Its terms are sorted into three kinds by our own lists of the
 * sexual and the merely vulgar ones; every other term in the dataset is a slur, so no slur has
 * to be spelled out in our code.
 *
 * Kinds: vulgar words ("shit", "bastard"), sexual terms, and slurs against groups.
 */
export type ProfanityKind = 'vulgar' | 'sexual' | 'slurs';

// A word list reads better packed than one word per line.
// prettier-ignore
const SEXUAL = new Set([
  'anal', 'anus', 'bestiality', 'blowjob', 'boob', 'buttplug', 'cock', 'cum', 'deepthroat', 'dildo', 'doggystyle',
  'double penetration', 'ejaculate', 'felch', 'fellatio', 'finger bang', 'fisting', 'gangbang', 'handjob', 'hentai',
  'hooker', 'incest', 'jerk off', 'jizz', 'lubejob', 'masturbate', 'orgasm', 'orgy', 'penis', 'porn', 'pussy', 'rape',
  'scat', 'semen', 'sex', 'slut', 'tit', 'vagina', 'whore',
]);
// A word list reads better packed than one word per line.
// prettier-ignore
const VULGAR = new Set([
  'arse', 'ass', 'bastard', 'bitch', 'bollocks', 'cuck', 'cunt', 'dick', 'fuck', 'piss', 'prick', 'shit', 'turd',
  'twat', 'wank',
]);

let matcher: RegExpMatcher | undefined;

/** One profane span of the text (end exclusive). */
export interface ProfanityHit {
  start: number;
  end: number;
  kind: ProfanityKind;
  /** The dataset's word for it ("fuck" for "f*cking"). */
  word: string;
}

/** Finds profanity in `text`, each span once, sorted. The matcher is built on first use (~ms) and reused. */
export function findProfanity(text: string): ProfanityHit[] {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const hits: ProfanityHit[] = [];
  let coveredUntil = -1;
  // Several dataset patterns can match the same span ("shit" twice): count each span once.
  for (const match of matcher.getAllMatches(text, true)) {
    if (match.startIndex <= coveredUntil) continue;
    coveredUntil = match.endIndex;
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (!word) continue;
    const kind: ProfanityKind = SEXUAL.has(word) ? 'sexual' : VULGAR.has(word) ? 'vulgar' : 'slurs';
    hits.push({ start: match.startIndex, end: match.endIndex + 1, kind, word });
  }
  return hits;
}
