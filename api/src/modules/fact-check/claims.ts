/**
 * Claim splitting: from a selection or OCR text to the few sentences worth looking up.
 * Sentence boundaries come from Intl.Segmenter (ICU); we only repair what ICU gets wrong for
 * this input (titles and initials followed by a capital, URLs with "?" or "."), then drop what
 * cannot be fact-checked (questions, greetings, fragments) and keep the most check-worthy.
 */

export interface ClaimSplitOptions {
  /** Most claims returned (default 5). */
  max?: number;
  /** Fewest words a claim needs (default 3: "Vaccines cause autism" is a claim). */
  minWords?: number;
  /** Fewest characters a claim needs (default 15, the product's minTextLength). */
  minChars?: number;
  /** Longer sentences are cut at a word boundary (default 300): search queries stay focused. */
  maxChars?: number;
  /** BCP-47 locale for segmentation (default 'en'). */
  locale?: string;
  /** When no sentence qualifies, return the whole cleaned text as one claim (default true). */
  fallbackToText?: boolean;
}

/** Trailing punctuation is left out of the URL: it usually ends the sentence. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'«»]*[^\s<>"'«».,;:!?)\]]/giu;
/** Private-use characters cannot appear in real text and never trigger a sentence break. */
const URL_TOKEN = (i: number) => `\uE000${i}\uE001`;
const URL_TOKEN_PATTERN = /\uE000(\d+)\uE001/gu;

/**
 * Words that end with a period without ending the sentence (lower-cased, without the dot). ICU
 * only breaks before a capital, so only titles, months and dotted acronyms need listing; words
 * that are also ordinary ("no", "co") are left out because they do end sentences.
 */
// A word list reads better packed than one word per line.
// prettier-ignore
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sen', 'rep', 'gov', 'gen', 'col', 'lt', 'sgt', 'capt', 'st', 'jr', 'sr', 'rev',
  'hon', 'pres', 'supt', 'messrs', 'mme', 'mlle', 'sra', 'dra', 'inc', 'ltd', 'corp', 'vs', 'vol', 'fig', 'approx',
  'dept', 'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'u.s', 'u.k', 'u.n', 'e.u',
  'd.c', 'e.g', 'i.e', 'cf',
]);

const GREETING =
  /^(hi|hello|hey|hiya|dear|greetings|good (morning|afternoon|evening|night)|thanks?( you)?|thank you|cheers|congrat(s|ulations)|happy (birthday|new year|holidays)|merry christmas|lol|lmao|omg|wow|yes|no|ok(ay)?|bonjour|hola|buenos d[ií]as|gracias|merci|hallo|danke|ol[aá]|obrigad[oa])\b/iu;
const SUBJECTIVE =
  /\b(i think|i feel|i believe|in my opinion|imo|imho|i guess|i hope|i love|i hate|i wish|let'?s|please|subscribe|follow (me|us)|click|share this)\b/iu;
const NUMBER = /\d/u;
const CLAIM_WORDS =
  /\b(is|are|was|were|has|have|had|will|won'?t|did|does|never|always|caused?|causes|kills?|killed|cures?|increased?|decreased?|rose|fell|doubled|tripled|banned?|approved|signed|voted|said|says|claims?|announced|percent|million|billion|per ?cent|more than|less than|fewer|most|least|only|first|every|all|no one|nobody)\b/iu;
const PROPER_NOUN = /(?<=\s)\p{Lu}\p{Ll}+/u;

/**
 * Splits text into check-worthy claim sentences, at most `max`, in their original order.
 * Questions, greetings, first-person opinions and short fragments are dropped; ties between
 * equally check-worthy sentences go to the longer one (it carries more searchable detail).
 */
export function splitClaims(text: string, options: ClaimSplitOptions = {}): string[] {
  const { max = 5, minWords = 3, minChars = 15, maxChars = 300, locale = 'en', fallbackToText = true } = options;
  const sentences = segmentSentences(text, locale);
  const seen = new Set<string>();
  const candidates: Array<{ text: string; index: number; score: number }> = [];
  sentences.forEach((sentence, index) => {
    const cleaned = cleanSentence(sentence);
    const key = cleaned.toLowerCase();
    if (seen.has(key) || !isCheckable(cleaned, minWords, minChars)) return;
    seen.add(key);
    candidates.push({ text: truncateAtWord(cleaned, maxChars), index, score: checkWorthiness(cleaned) });
  });

  if (candidates.length === 0) {
    const whole = cleanSentence(text.replace(/\s+/gu, ' '));
    return fallbackToText && countWords(whole) >= minWords && whole.length >= minChars ? [truncateAtWord(whole, maxChars)] : [];
  }
  return candidates
    .sort((a, b) => b.score - a.score || b.text.length - a.text.length || a.index - b.index)
    .slice(0, Math.max(0, max))
    .sort((a, b) => a.index - b.index)
    .map((c) => c.text);
}

/**
 * Sentences of `text` via Intl.Segmenter, with line breaks treated as boundaries (posts often
 * omit final periods) and breaks after abbreviations and initials undone.
 */
export function segmentSentences(text: string, locale = 'en'): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  // ICU would break inside URLs at "?" and before capitals after ".", so they are masked.
  const urls: string[] = [];
  const masked = text.replace(URL_PATTERN, (url) => URL_TOKEN(urls.push(url) - 1));
  const out: string[] = [];
  for (const line of masked.split(/\n+/u)) {
    if (!line.trim()) continue;
    // Pieces are joined once per sentence and only a short tail is tested: re-reading the whole
    // pending text after each abbreviation was quadratic ("A. A. A. ..." × 100,000 took seconds).
    let pending: string[] = [];
    let tail = '';
    for (const { segment } of segmenter.segment(line)) {
      pending.push(segment);
      tail = (tail + segment).slice(-2 * ABBREVIATION_TAIL);
      if (!endsWithAbbreviation(tail)) {
        out.push(pending.join('').trim());
        pending = [];
        tail = '';
      }
    }
    const rest = pending.join('').trim();
    if (rest) out.push(rest);
  }
  return out.filter((s) => s.length > 0).map((s) => restoreUrls(s, urls));
}

/** Longest tail looked at: abbreviations are short, and scanning all of `pending` was quadratic. */
const ABBREVIATION_TAIL = 64;

function endsWithAbbreviation(segment: string): boolean {
  const trimmed = segment.trimEnd();
  const tail = trimmed.length > ABBREVIATION_TAIL ? trimmed.slice(-ABBREVIATION_TAIL) : trimmed;
  const match = /(?:^|[\s("“'])([\p{L}.]+)\.\s*$/u.exec(tail);
  if (!match) return false;
  // The word reaches the cut: it is longer than any abbreviation, so it ends the sentence.
  if (match.index === 0 && tail.length < trimmed.length && !/^[\s("“']/u.test(match[0])) return false;
  const word = match[1].toLowerCase();
  // A lone capital is an initial ("John F. Kennedy"); dotted forms like "U.S." are listed.
  return ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(match[1]);
}

function restoreUrls(sentence: string, urls: string[]): string {
  return sentence.replace(URL_TOKEN_PATTERN, (_, i: string) => urls[Number(i)] ?? '');
}

/** Strips list bullets, wrapping quotes/brackets that do not belong to the claim, and extra spaces. */
function cleanSentence(sentence: string): string {
  // The bullet first: a post's prefix may follow it ("• BREAKING: …", "#BREAKING: …").
  return stripDecoration(sentence.replace(/^[\s\-–—•*>#]+/u, ''));
}

const TAG = String.raw`[#@][\p{L}\p{N}_]+`;
/** "RT @user:" and leading "@user @other". */
const LEADING_MENTIONS = new RegExp(String.raw`^\s*(?:RT\s+)?(?:@[\p{L}\p{N}_]+\s*)+:?\s+`, 'iu');
/** "BREAKING:", "Just in -", "PSA:" before a post's claim. */
const ALERT = /^\s*(?:breaking(?:\s+news)?|just\s+in|urgent|alert|update|psa|fyi)\s*[:!\-–—|]+\s*/iu;
/** Hashtags and mentions after the sentence's last mark ("… covered it up. #birther #truth"). */
const TRAILING_TAGS = new RegExp(String.raw`([.!?…]["'”’)]*)(?:\s*${TAG})+\s*$`, 'u');
/** A call to the reader that ends a post ("wake up people", "share before it's deleted", "do your own research"). */
const CALL_TO_READER = String.raw`(?:wake up(?:,? (?:people|america|sheeple|everyone|everybody|folks|world|y'?all))?|(?:please )?share (?:this|it)(?: (?:now|everywhere|with everyone|before [^.!?]{0,80}))?|share before [^.!?]{0,80}|spread the word|do your (?:own )?research|think about (?:it|that)|just saying|open your eyes|look it up|google it|pass it on|rt if you agree)`;
/** Such a call after a comma, semicolon or dash at the end of the sentence: its end mark is kept. */
const TRAILING_CALL = new RegExp(String.raw`\s*[,;:\-–—]+\s*${CALL_TO_READER}\s*([.!?…]*)\s*$`, 'iu');
/** A sentence that is only such a call. */
const CALL_ONLY = new RegExp(String.raw`^\s*${CALL_TO_READER}\s*[.!?…]*\s*$`, 'iu');
/** Two or more hashtags or mentions ending a sentence without a mark ("… is a hoax #fakenews #wakeup"). */
const TRAILING_TAG_RUN = new RegExp(String.raw`(?:\s+${TAG}){2,}\s*$`, 'u');

/**
 * Social-media decoration around a claim, which is no part of it and only dilutes the match
 * (docs/adr/0140-social-posts-and-fakery.md): links, a retweet or mention prefix, an alert prefix,
 * hashtags or mentions trailing the sentence, and a call to the reader ending it ("…, wake up people!!!":
 * docs/adr/0153-claimant-subjects-and-death-wishes.md). A hashtag inside the sentence is a word ("#Obama was born
 * in Hawaii") and one alone at its end may be one too ("Vaccines cause #autism"): both stay.
 */
export function stripDecoration(sentence: string): string {
  return sentence
    .replace(URL_PATTERN, ' ')
    .replace(LEADING_MENTIONS, '')
    .replace(ALERT, '')
    .replace(TRAILING_TAGS, '$1')
    .replace(TRAILING_TAG_RUN, '')
    .replace(TRAILING_CALL, '$1')
    .replace(/\s+/gu, ' ')
    .replace(/ ([.,;:!?])/gu, '$1')
    .trim();
}

function isCheckable(sentence: string, minWords: number, minChars: number): boolean {
  if (sentence.length < minChars || countWords(sentence) < minWords) return false;
  if (/\?["'”’»)\]]*$/u.test(sentence)) return false;
  if (GREETING.test(sentence) && countWords(sentence) <= 6) return false;
  if (CALL_ONLY.test(sentence)) return false;
  // Sentences that are only links, hashtags and mentions carry no claim.
  const words = sentence.replace(URL_PATTERN, ' ').replace(/[#@][\p{L}\p{N}_]+/gu, ' ');
  return countWords(words) >= minWords;
}

/** A rough check-worthiness score: numbers, named things and assertive verbs up, opinion down. */
export function checkWorthiness(sentence: string): number {
  let score = 0;
  if (NUMBER.test(sentence)) score += 2;
  if (CLAIM_WORDS.test(sentence)) score += 1;
  if (PROPER_NOUN.test(sentence)) score += 1;
  if (SUBJECTIVE.test(sentence)) score -= 2;
  if (sentence.endsWith('!')) score -= 0.5;
  return score;
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function truncateAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return (space > maxChars / 2 ? cut.slice(0, space) : cut).trim();
}
