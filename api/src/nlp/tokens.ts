/**
 * Words of a claim for matching (docs/adr/0040-claim-relation.md): lower-cased, contractions
 * expanded ("doesn't" → "does not"), spelled-out numbers as digits, a light suffix stem for exact
 * comparison, and flags for stop words, negation cues and names. Pure, no resources.
 */

export interface Token {
  /** As written (for capitalisation). */
  raw: string;
  /** Lower-cased, digits for spelled-out numbers. */
  word: string;
  /** Light stem of `word` ("causes", "caused", "causing" → "caus"). */
  stem: string;
  /** Function word or lead-in word: not aligned, carries no meaning of its own here. */
  stop: boolean;
  /** A negation cue ("not", "never", "no", "without"): flips the claim, not aligned. */
  negation: boolean;
  /** A number (digits after normalisation): must match exactly. */
  number: boolean;
  /** Capitalised in running text that is not Title Case (a name, a place), by the text alone. */
  capitalised: boolean;
  /** Position among the words. */
  index: number;
  /** Whether a punctuation mark separates it from the word before ("In Georgia, Perdue"). */
  afterMark: boolean;
}

// A word list reads better packed than one word per line.
// prettier-ignore
const STOP = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'if', 'then', 'so', 'as', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with',
  'about', 'into', 'onto', 'over', 'under', 'than', 'that', 'this', 'these', 'those', 'there', 'here', 'it', 'its', 'is', 'are',
  'was', 'were', 'be', 'been', 'being', 'am', 'has', 'have', 'had', 'having', 'do', 'does', 'did', 'doing', 'will', 'would',
  'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'he', 'him',
  'his', 'she', 'her', 'they', 'them', 'their', 'what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how',
  'all', 'any', 'some', 'such', 'own', 'same', 'too', 'very', 'just', 'also', 'only', 'even', 'still', 'yet', 'again',
  'ever', 'now', 'while', 'because', 'until', 'via', 'per', 's', 't', 'd', 'll', 're', 've', 'm',
  'o', 'y', 'let', 'got', 'get', 'gets', 'ppl', 'tbh', 'fyi', 'imo', 'smh', 'lmao', 'really', 'actually', 'literally', 'basically', 'apparently', 'reportedly',
  'allegedly', 'supposedly', 'officially', 'recently', 'truly', 'indeed', 'well', 'lot', 'lots', 'much', 'many',
  'other', 'another', 'each', 'every', 'both', 'either', 'whether', 'yes', 'ok', 'okay', 'oh', 'wow', 'lol', 'omg',
  // Reporting and lead-in words: "Says …", "I read that …", "someone posted that …", "is it true that …".
  'say', 'says', 'said', 'saying', 'claim', 'claims', 'claimed', 'claiming', 'read', 'reading', 'saw', 'see', 'seen',
  'heard', 'hear', 'post', 'posts', 'posted', 'posting', 'tweet', 'tweets', 'tweeted', 'share', 'shared', 'sharing',
  'someone', 'somebody', 'people', 'everyone', 'folks', 'guys', 'friend', 'friends', 'uncle', 'aunt', 'article', 'story',
  'viral', 'online', 'internet', 'meme', 'video', 'image', 'photo', 'picture', 'videos', 'images', 'photos', 'pictures',
  // "A photograph shows …" frames what a picture is said to show, like "a photo of …" (docs/adr/0149-media-lead-in-words.md).
  'photograph', 'photographs', 'footage', 'true', 'keeps', 'keep', 'told', 'tell',
  'tells', 'according', 'report', 'reports', 'reported', 'news', 'breaking', 'update', 'think', 'believe', 'know', 'knew',
  'heard', 'like', 'thing', 'things', 'stuff', 'way', 'something', 'anything', 'everything', 'fact', 'facts',
]);

/** Words that negate the statement they sit in. "no evidence that", "myth that" handled as phrases. */
// prettier-ignore
const NEGATION = new Set([
  'not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'nowhere', 'without', 'cannot', 'nope', 'hardly',
  'myth', 'hoax', 'debunked', 'untrue', 'disproved', 'disproven', 'refuted',
]);

// prettier-ignore
const NUMBER_WORDS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18',
  nineteen: '19', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90',
  hundred: '100', thousand: '1000', million: '1000000', billion: '1000000000', trillion: '1000000000000',
  half: '50%', dozen: '12', twice: '2', double: '2', doubled: '2', triple: '3', tripled: '3', percent: '%', pct: '%',
};

// prettier-ignore
const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  trillion: 1e12,
  tn: 1e12,
};
const NUMBER_WORD = `(?:${Object.keys(UNITS).join('|')}|hundred|thousand|million|billion|trillion)`;
/** Two or more spelled-out number words in a row ("fifty thousand", "twenty-five", "two hundred and ten"). */
const SPELLED = new RegExp(`\\b${NUMBER_WORD}(?:(?:[\\s-]+(?:and[\\s-]+)?)${NUMBER_WORD})+\\b`, 'gi');
/** Digits with a scale ("400 million", "$400M", "5k", "1.5bn"). */
const SCALED = /\b(\d+(?:\.\d+)?)\s*(thousand|million|billion|trillion|mn|bn|tn|k|m|b)\b/gi;

function spelledValue(words: string): string {
  let total = 0;
  let current = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and') continue;
    if (w in UNITS) current += UNITS[w];
    else if (w === 'hundred') current = (current || 1) * 100;
    else {
      total += (current || 1) * SCALES[w];
      current = 0;
    }
  }
  return String(total + current);
}

const SHARE = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?:in|out of) (10|ten|100)\b/gi;
const share = (w: string) => UNITS[w.toLowerCase()] ?? Number(w);
const DIGIT_WORD = '(?:zero|one|two|three|four|five|six|seven|eight|nine|\\d)';
const DENOMINATORS: Record<string, number> = { third: 3, quarter: 4, fourth: 4, fifth: 5, tenth: 10 };
/**
 * Fractions as shares: "nine-tenths", "two thirds", "three-quarters" always; "one third", "a quarter of"
 * only before "of" or hyphenated ("one-fifth"), since "a third term" is an ordinal.
 */
const FRACTION =
  /\b(?:(two|three|four|five|six|seven|eight|nine)[\s-](thirds|quarters|fourths|fifths|tenths)|(?:(?:one|a)-|(?:one|a) (?=(?:third|quarter|fourth|fifth|tenth) of\b))(third|quarter|fourth|fifth|tenth))\b/gi;
/** "nine-tenths" → "90 %", "a third of" → "33 % of". */
const fraction = (many: string | undefined, part: string) =>
  `${Math.round((100 * (many ? share(many) : 1)) / DENOMINATORS[part.toLowerCase().replace(/s$/, '')])} %`;
/** A count of decades or centuries in years: "two decades" → "20 years", "a century" → "100 years". */
const span = (years: number) => (_m: string, n: string) => `${years * (/^an?$/i.test(n) ? 1 : share(n))} years`;
/** A number and a half: "six and a half million" → "6.5 million", "2 and a half years" → "2.5 years". */
const AND_A_HALF = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) and a half\b/gi;
/** A decimal spelled out: "six point one", "2 point five". */
const POINT = new RegExp(`\\b(${DIGIT_WORD}|\\d+) point (${DIGIT_WORD})\\b`, 'gi');

// prettier-ignore
const ORDINALS: Record<string, number> = {
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18,
  nineteenth: 19, twentieth: 20, 'twenty-first': 21,
};
/** A century named by its ordinal, from the 11th to the 21st. */
const CENTURY = new RegExp(
  `\\b(1[1-9]th|2[01](?:st|th)|${Object.keys(ORDINALS)
    .map((w) => w.replace('-', '[\\s-]'))
    .join('|')})[\\s-]+century\\b`,
  'gi',
);

/** A decade in words: "seventies" → "70s". */
const DECADE_WORDS = /\b(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/gi;
/** A decade after "the" ("the 70s", "the late 90s"): the 20th century's. */
const THE_DECADE = /\b(the\s+(?:early\s+|mid\s+|late\s+|mid-)?)([2-9]0s)\b/gi;

/** Numbers as one digit string whatever the spelling: "fifty thousand", "50k" and "50,000" → "50000"; "'70s" → "1970s"; "'68" → "1968". */
function numbers(text: string): string {
  return (
    text
      .replace(/(\d),(\d{3})(?=\D|$)/g, '$1$2')
      .replace(/(\d),(\d{3})(?=\D|$)/g, '$1$2')
      // "six point one billion" → "6.1 billion", "six and a half million" → "6.5 million" (before the scale is read).
      .replace(POINT, (_m, a: string, b: string) => `${share(a)}.${share(b)}`)
      .replace(AND_A_HALF, (_m, a: string) => `${share(a)}.5`)
      .replace(SPELLED, (m) => spelledValue(m))
      .replace(SCALED, (_m, n: string, s: string) => String(Math.round(Number(n) * SCALES[s.toLowerCase()])))
      .replace(/'([2-9]0s)\b/g, '19$1')
      // A year cut to its last two digits after an apostrophe: "since '68" → "since 1968", "in '08" → "in 2008".
      .replace(
        /(^|[\s(])['’‘](\d{2})(?![\d%'’‘]|s\b|,\d|\.\d)/g,
        (_m, lead: string, yy: string) => `${lead}${Number(yy) < 30 ? 20 : 19}${yy}`,
      )
      // Decades in words as digits: "in his fifties" → "50s", as "his mid-50s" reads (an age) …
      .replace(DECADE_WORDS, (m) => `${UNITS[m.toLowerCase().replace(/ies$/, 'y')]}s`)
      // … but after "the", the 20th century's: "the 70s", "the late seventies" → "1970s".
      .replace(THE_DECADE, (_m, lead: string, tens: string) => `${lead}19${tens}`)
      // "half a million" → "500000", "half a dozen" → "6" (before "half" becomes a share).
      .replace(/\bhalf\s+an?\s+(dozen|thousand|million|billion|trillion)\b/gi, (_m, s: string) =>
        String(s.toLowerCase() === 'dozen' ? 6 : SCALES[s.toLowerCase()] / 2),
      )
      // "two decades" → "20 years" (after the spelled-out numbers became digits).
      .replace(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|an?) decades?\b/gi, span(10))
      // "a quarter century" → "25 years", "half a century" → "50 years", "two centuries" → "200 years".
      .replace(/\b(?:an?\s+|one\s+)?quarter[\s-]+(?:of\s+a\s+)?century\b/gi, '25 years')
      .replace(/\bhalf(?:[\s-]+a)?[\s-]+century\b/gi, '50 years')
      .replace(/\b(\d+|one|two|three|four|five|an?) centur(?:y|ies)\b/gi, span(100))
      // "the 18th century", "the eighteenth century" → "the 1700s" (a year in it aligns: docs/adr/0135-names-and-figures-read-closer.md).
      .replace(CENTURY, (_m, n: string) => `${(ORDINALS[n.toLowerCase().replace(/[\s-]+/, '-')] ?? Number(n.replace(/\D/g, ''))) - 1}00s`)
      // "in the last century", "over the past decade": the span up to now ("the past 100 years").
      .replace(/\b(last|past)\s+century\b/gi, '$1 100 years')
      .replace(/\b(last|past)\s+decade\b/gi, '$1 10 years')
      // Shares: "nine in ten", "nine out of 10" → "90 %"; "half" → "50 %".
      .replace(SHARE, (_m, a: string, b: string) => `${(100 * share(a)) / share(b)} %`)
      .replace(FRACTION, (_m, many: string | undefined, parts: string | undefined, part: string | undefined) =>
        fraction(many, (parts ?? part) as string),
      )
      .replace(/\bhalf\b/gi, '50 %')
  );
}

/** One name for the country however written: "U.S.", "USA", "the United States (of America)" → "America". */
function country(text: string): string {
  return text.replace(/\bunited states(?: of america)?\b|\bU\.?S\.?A?\b\.?|\bu\.s\.(?:a\.)?/gi, (m) =>
    /^u\.?s/i.test(m) && !/\./.test(m) && m !== m.toUpperCase() ? m : 'America',
  );
}

/**
 * Short forms that neither word vectors nor the acronym rule (its letters spelling the words of the
 * other side) can read, written the one way: "NYC" → "New York City", "SF" → "San Francisco",
 * "POTUS" → "President", "SCOTUS" → "Supreme Court", "U.K." / "United Kingdom" → "Britain", "ACA" /
 * "Affordable Care Act" → "Obamacare" (docs/adr/0135-names-and-figures-read-closer.md); "MMR" →
 * "measles", the part it is known by: "the MMR vaccine" is "the measles vaccine"
 * (docs/adr/0136-real-claims-read-through.md).
 */
function aliases(text: string): string {
  return (
    text
      .replace(/\bN\.?Y\.?C\b\.?/gi, 'New York City')
      .replace(/\bPOTUS\b/gi, 'President')
      .replace(/\bFLOTUS\b/gi, 'First Lady')
      .replace(/\bSCOTUS\b/gi, 'Supreme Court')
      .replace(/\bMMR\b/gi, 'measles')
      .replace(/\bunited kingdom\b|\bgreat britain\b/gi, 'Britain')
      .replace(/\b(?:patient\s+protection\s+and\s+)?affordable\s+care\s+act\b/gi, 'Obamacare')
      // With a capital only: "uk", "sf" and "aca" written small are seldom these.
      .replace(/\bU\.K\.|\bU[Kk]\b/g, 'Britain')
      .replace(/\bSF\b/g, 'San Francisco')
      .replace(/\bA(?:CA|ca)\b/g, 'Obamacare')
  );
}

/** An acronym written with dots as one word ("D.C." → "DC", "F.B.I." → "FBI"), after the country's own forms. */
const dotted = (text: string) => text.replace(/\b((?:\p{Lu}\.){2,})/gu, (m) => m.replace(/\./g, ''));

/** Contractions expanded before splitting, so "doesn't" gives "does" + "not". */
function expand(text: string): string {
  return (
    numbers(dotted(country(aliases(text.replace(/[’‘`´]/g, "'")))))
      .replace(/\b(won)'t\b/gi, 'will not')
      .replace(/\b(can)'t\b/gi, 'can not')
      .replace(/\b(ain)'t\b/gi, 'is not')
      .replace(/\b(shan)'t\b/gi, 'shall not')
      .replace(/n't\b/gi, ' not')
      // Phrases with a negation word that negate nothing: "none other than X" (X), "not only X but" ("not just")
      // (X), "no other state does X" (only one does: exclusivity, as in "the only state that …").
      .replace(/\bnone other than\b|\bnot (?:only|just|merely)\b/gi, ' ')
      .replace(/\bno other\b|\b(?:nobody|no one) else\b/gi, 'only')
      // Double negatives that assert: "never wavered in his support" (always supported), "never stopped
      // lying" (kept lying), "never failed to pay" (always paid). "Did not stop the attack" stays a negation.
      .replace(/\b(?:never|not once)\s+(?:wavered|waivered|faltered|wavers|falters|waver|falter)\b/gi, 'always')
      .replace(/\b(?:never|not once)\s+(?:stopped|ceased|quit|gave up|stops|ceases)\s+(?=\w+ing\b)/gi, 'always ')
      .replace(/\b(?:never|not once)\s+(?:failed|fails|fail)\s+to\b/gi, 'always')
      // "something not seen since the Korean War", "levels never recorded since 1950": a description, "the
      // first time since", that negates nothing. After an auxiliary it is a statement and stays a negation
      // ("Bigfoot has not been seen since 1967").
      .replace(
        /(?<!\b(?:has|have|had|is|are|was|were|be|been|being)\s+)\b(?:not|never)\s+(?:seen|witnessed|recorded)\s+since\b/gi,
        'first time since',
      )
      // A figure that "went up" rose and one that "has gone down" fell ("up" and "down" are function words).
      .replace(/\b(?:go|goes|going|gone|went)\s+up\b/gi, 'rose')
      .replace(/\b(?:go|goes|going|gone|went)\s+down\b/gi, 'fell')
      .replace(/(\d)%/g, '$1 %')
      // "No. 1", "no. 2": a rank, not a negation (docs/adr/0136-real-claims-read-through.md).
      .replace(/\bno\.\s*(?=\d)/gi, 'number ')
  );
}

const stems = new Map<string, string>();

/** "caused", "causes", "causing", "cause" → "caus"; conservative, for exact comparison only (memoised). */
export function stem(word: string): string {
  let hit = stems.get(word);
  if (hit === undefined) {
    hit = stemOf(word);
    if (stems.size > 500_000) stems.clear();
    stems.set(word, hit);
  }
  return hit;
}

function stemOf(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ly')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([bdfgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

const WORD = /[\p{L}\p{N}%]+(?:\.\d+)?/gu;

/** Title Case ("NASA Has Just Confirmed Earth Has A New Moon"): capitals say nothing about names. */
function isTitleCase(raw: readonly string[]): boolean {
  // Words of more than 3 letters that are not function words: Title Case capitalises nearly all of them;
  // a plain sentence dense with names leaves its verbs and nouns lower-case ("Barack Obama was born in Hawaii").
  const letters = raw.filter((w) => /^\p{L}/u.test(w) && w.length > 3 && !STOP.has(w.toLowerCase()));
  return letters.length >= 3 && letters.filter((w) => /^\p{Lu}/u.test(w)).length / letters.length > TITLE_CASE_SHARE;
}

/** The share of capitalised words above which a text is Title Case. */
const TITLE_CASE_SHARE = 0.8;

export interface Tokenized {
  tokens: Token[];
  /** Whether capitals were read (false for Title Case text). */
  casing: boolean;
}

export function tokenize(text: string): Token[] {
  return tokenizeWithCasing(text).tokens;
}

/**
 * Auxiliaries and modals: a negation cue after one negates a verb whatever its capital ("Obama is Not a citizen"), and
 * one with its verb left out ("businesses can't") negates what comes before it (docs/adr/0162-negation-said-other-ways.md).
 */
export const AUXILIARIES: ReadonlySet<string> = new Set(
  'is are was were be been do does did has have had can could will would shall should may might must'.split(' '),
);

export function tokenizeWithCasing(text: string): Tokenized {
  const expanded = expand(text.normalize('NFKC'));
  const found = [...expanded.matchAll(WORD)];
  const raw = found.map((m) => m[0]);
  const titleCase = isTitleCase(raw);
  const tokens = raw.map((r, index) => {
    const before = index > 0 ? expanded.slice(found[index - 1].index + raw[index - 1].length, found[index].index) : '';
    const lower = r.toLowerCase();
    const word = NUMBER_WORDS[lower] ?? lower;
    const number = /^[\d%]/.test(word);
    // "the 'Make Chai, Not War' tour", "the No Child Left Behind Act": a cue written as part of a name or a title
    // (a capital inside a sentence of a cased text, before another capitalised word; not "NOT" in capitals, not
    // "Trump Never said that") negates nothing.
    const titled =
      !titleCase &&
      index > 0 &&
      /^\p{Lu}\p{Ll}/u.test(r) &&
      !/[.!?:"“‘'(]\s*$/.test(before) &&
      !AUXILIARIES.has(raw[index - 1].toLowerCase()) &&
      /^\p{Lu}/u.test(raw[index + 1] ?? '');
    const negation = NEGATION.has(lower) && !titled;
    return {
      raw: r,
      word,
      stem: stem(word),
      stop: !number && !negation && (STOP.has(lower) || lower.length === 1 || NEGATION.has(lower)),
      negation,
      number,
      capitalised: !titleCase && index > 0 && /^\p{Lu}/u.test(r) && !STOP.has(lower),
      index,
      afterMark: /[,;:.!?()[\]"“”]/.test(before),
    };
  });
  return { tokens, casing: !titleCase };
}

/**
 * Negation phrases that flip a whole statement and are not single cue words: "there is no
 * evidence that", "it is not true that" are covered by their cue words; these add the ones
 * whose words are ordinary ("fails to", "lack of", "stopped").
 */
/**
 * "You've been deceived by people who say X", "lied to by those who claim X": the speaker asserts not-X.
 * It wraps X: a negation inside X cancels it ("… by people who say the Earth is not flat" asserts that it is).
 */
export const DECEIVED_BY =
  /\b(?:deceived|lied to|fooled|misled|duped|brainwashed|conned)["”’']?\s+by\s+(?:\w+\s+){0,3}?(?:who|that)\s+(?:say|says|said|claim|claims|claimed|tell|tells|told|insist|insists)\b/i;

/** "… is fake", "… was faked", "… was staged": the statement is called false (docs/adr/0140-social-posts-and-fakery.md). */
export const IS_FAKE =
  /\b(?:is|are|was|were|be|been)\s+(?:completely\s+|totally\s+|entirely\s+)?(?:fake|faked|staged|false|fabricated|made up|wrong|bogus)\b/i;

/** Phrases that call a whole statement or thing false or fake ("… is fake", "… is a fabrication", "… was a hoax"). */
export const SAYS_FAKE = [
  // "… is fake", "… was faked", "the claim that … is false" (but not "fake snow", "false teeth").
  IS_FAKE,
  // "… is a fake", "the photo is a fabrication".
  /\b(?:is|are|was|were)\s+(?:a|an)\s+(?:complete\s+|total\s+)?(?:fake|fabrication|lie|falsehood|scam)\b/i,
  // "Claims that … are a hoax", "… was debunked" at the end: the cue word has nothing after it to
  // govern, so the phrase negates the whole statement (docs/adr/0114-privative-words.md).
  /\b(?:is|are|was|were|been)\s+(?:a\s+|an\s+)?(?:complete\s+|total\s+)?(?:[\p{L}-]+\s+)?(?:hoax|myth|debunked|untrue)\W*$/iu,
];

const FLIP_PHRASES = [
  /(?<!\b(?:never|not once)\s+)\bfail(?:s|ed)? to\b/i,
  /\black(?:s|ed)? (?:of|any)\b/i,
  /\bfar from\b/i,
  /\bcontrary to\b/i,
  ...SAYS_FAKE,
  // "You've been deceived by people who say X", "lied to by those who claim X": the speaker asserts not-X.
  DECEIVED_BY,
  // "It's wrong to say …", "it's not true that …" (the apostrophe form escapes the pattern above).
  /\bit['’]s\s+(?:completely\s+|simply\s+)?(?:wrong|false|untrue|a lie|a myth)\s+(?:to say|that)\b/i,
  // "Too radioactive to eat": not safe to eat.
  /\btoo\s+\w+\s+to\b/i,
  // "Very few people had insurance", "few voters": not many (but not "a few", "quite a few").
  /(?<!\ba\s)\b(?:very\s+)?few\b(?!\s+(?:of\s+)?(?:days|weeks|months|years|hours|minutes)\b)/i,
];

/**
 * A second clause joined by "and that" or "but that": a phrase of SAYS_FAKE in it calls that clause's subject fake,
 * not the statement ("It said that Barack Obama was born in Kenya and that his birth certificate is fake").
 */
const LATER_CLAUSE = /\b(?:and|but)\s+that\b/i;

/** The number of negation cues in a text (any = negated: "does not X and has not Y" is one negated statement). */
export function negationCount(tokens: readonly Token[], text: string): number {
  let n = tokens.filter((t) => t.negation).length;
  for (const p of FLIP_PHRASES) {
    const m = p.exec(text);
    if (m && !(SAYS_FAKE.includes(p) && LATER_CLAUSE.test(text.slice(0, m.index)))) n++;
  }
  return n;
}
