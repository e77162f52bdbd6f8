import type { ModerationCategory } from '../../providers/moderation/index.js';
import type { TokenPredicate, WordClass } from './tone-match.js';

/**
 * Word classes and phrase patterns of the offline tone analyser (docs/adr/0051-tone-phrase-patterns.md).
 * Profanity, sexual terms and slurs come from the maintained `obscenity` dataset (tone-profanity.ts).
 * What it does not cover is written here as families of constructions rather than sentences:
 * who is targeted (second person, a group, a person), which modality (a first-person future, a
 * "should", an imperative, a wish) and which act (harm verbs in all their forms). English only:
 * other languages fall back to the language-neutral signals (capitals, exclamation marks).
 */

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/**
 * Verb families: "kill" → kill kills killed killing; "stab+" doubles the consonant (stabbed);
 * "shoot=shot" names irregular past forms (several joined by '/').
 */
function verbFamily(list: string): { base: Set<string>; past: Set<string>; all: Set<string> } {
  const base = new Set<string>();
  const past = new Set<string>();
  const all = new Set<string>();
  for (const spec of list.trim().split(/\s+/)) {
    const [head, irregular] = spec.split('=');
    const doubled = head.endsWith('+');
    const verb = doubled ? head.slice(0, -1) : head;
    const stem = doubled ? verb + verb.at(-1) : verb.endsWith('e') ? verb.slice(0, -1) : verb;
    const third = /(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;
    const ing = `${stem}ing`;
    const regularPast = /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ied` : `${stem}ed`;
    const pasts = irregular ? irregular.split('/') : [regularPast];
    base.add(verb);
    for (const form of [verb, third, ing, ...pasts]) all.add(form);
    for (const form of pasts) past.add(form);
  }
  return { base, past, all };
}

/** Acts of serious physical harm. */
const HARM = verbFamily(`
  kill murder shoot=shot stab+ strangle choke burn=burned/burnt hang=hanged/hung lynch bury behead decapitate
  execute butcher slaughter massacre torture rape drown poison gas nuke bomb exterminate eradicate annihilate
  eliminate slit=slit maim cripple mutilate dismember punch slap+ kick stomp batter assault attack
  hurt=hurt knife shank whack murk firebomb torch incinerate assassinate
`);
/** Harm verbs read as physical harm only with a person as object; "destroy the argument" is not. */
export const HARM_BASE = HARM.base;
export const HARM_PAST = HARM.past;
export const HARM_ANY = HARM.all;

/** Harm verbs for imperatives ("Run them over", "Shoot them"); phrasal ones take their particle in the pattern. */
const IMPERATIVE = verbFamily(`
  kill murder shoot=shot stab+ strangle choke burn=burned/burnt hang=hanged/hung lynch behead execute butcher
  slaughter massacre torture drown poison gas nuke bomb exterminate eradicate eliminate punch attack hurt=hurt
  knife shank torch firebomb stone whip+ smack slap+ kneecap+ pistol-whip+ tar+ ambush stomp maim cripple
  bludgeon flog assassinate gut+ flay
`).base;

/** Pronouns and words that stand for people. */
const PERSON_PRONOUN = words(`
  you him her them em everyone everybody yourself yourselves himself herself themselves all_of_you all_of_them
  each_of_you every_one_of_them every_last_one
`);
// prettier-ignore
const PEOPLE = words(`
  people person persons folks man men woman women guy guys boy boys girl girls kid kids child children family
  families wife husband son sons daughter daughters mother father mom mum dad parents baby babies teen teens
  protesters protestors protester protestor demonstrators rioters marchers activists strikers crowd crowds mob
  cops cop police officer officers pigs judge judges politician politicians senator senators congressman
  congresswoman mp mps minister ministers president governor mayor councillor councilor sheriff journalist journalists reporter reporters
  media teacher teachers doctor doctors nurse nurses neighbour neighbours neighbor neighbors landlord landlords
  boss bosses voters voter fans supporters leftists liberals libs conservatives democrats republicans tories
  socialists communists fascists nazis antifa globalists elites bureaucrats traitors traitor enemies enemy
  infidels heretics unbelievers invaders illegals aliens foreigners outsiders strangers homeless junkies addicts
  thugs criminals gangs gangsters bastard bastards idiot idiots moron morons scum bitch bitches cunt fucker
  fuckers asshole assholes loser losers freak freaks creep creeps thief thieves landlord landlords rich
  bankers lawyers immigrants these_people those_people you_people people_like_you people_like_them your_kind
  their_kind this_guy that_guy this_man that_man this_woman that_woman this_clown this_idiot
`);
/** People nouns, for the sentence cues. */
export const PEOPLE_WORDS: ReadonlySet<string> = PEOPLE;
/** Protected groups in the sense of hate speech: religion, ethnicity, nationality, sex, sexuality, disability, migration. */
// prettier-ignore
export const GROUPS = words(`
  immigrants migrants refugees asylum_seekers foreigners muslims muslim jews jew jewish christians catholics
  hindus sikhs buddhists atheists blacks whites asians arabs mexicans latinos hispanics africans indians
  chinese pakistanis somalis syrians afghans romanians poles gypsies roma travellers travelers natives
  gays gay lesbians homosexuals queers trans transgender transgenders women females girls feminists
  disabled retards cripples autistics boomers these_people those_people people_like_you people_like_them
  your_kind their_kind you_people
`);
/** Nouns that dehumanise when said of people. */
// prettier-ignore
export const DEHUMANISING = words(`
  animals animal beasts beast vermin rats rat cockroaches cockroach roaches parasites parasite leeches leech lice
  insects insect pests pest maggots maggot swine pigs apes ape monkeys monkey dogs dog mongrels savages savage
  subhuman subhumans sub-human sub-humans sub_human untermensch creatures things breeders barbarians zombies
  disease plague cancer tumour tumor infestation virus germs filth scum trash garbage sewage waste locusts
  orcs demons abomination abominations
`);
/** Traits that, said of a whole group, make a hateful generalisation. */
// prettier-ignore
const GROUP_SLANDER = words(`
  terrorists criminals rapists thieves murderers killers pedophiles paedophiles groomers perverts predators
  inferior stupid lazy dirty filthy evil savage diseased dangerous violent degenerate degenerates freaks
  sick mentally abominations abomination invaders parasites liars dumb primitive backwards worthless useless
  scum trash garbage vermin subhuman criminal evil disgusting unclean burden a_burden drain leeches
  inbred backward uncivilized uncivilised
`);
/** Insults aimed at a person. */
// prettier-ignore
export const INSULT_NOUNS = words(`
  idiot idiots moron morons imbecile imbeciles fool fools loser losers scum scumbag scumbags clown clowns
  creep creeps freak freaks coward cowards dimwit halfwit nitwit cretin buffoon lowlife dumbass jackass
  asshole assholes bastard bastard bitch bitches cunt twat prick dick dickhead douchebag douche tosser wanker
  pig cow slut whore skank retard retards degenerate degenerates trash garbage filth vermin parasite maggot
  rat snake weasel sheep sheeple snowflake snowflakes troll trolls shill hypocrite hypocrites liar liars
  piece_of_shit piece_of_crap piece_of_garbage piece_of_trash piece_of_work waste_of_space waste_of_oxygen
  waste_of_air waste_of_skin sack_of_shit sack_of_garbage sack_of_crap excuse_for_a_human
  excuse_for_a_human_being excuse_of_a_human excuse_for_a excuse_for_an excuse_of_a disgrace embarrassment
  nutjob nutcase psycho
  lunatic weirdo virgin incel simp karen grifter fraud crook crooks traitor traitors slob hag whale ogre goblin
  worm bum simpleton oaf dunce numbskull bonehead dipshit shithead dumbo airhead
`);
// prettier-ignore
export const INSULT_ADJECTIVES = words(`
  stupid dumb idiotic moronic brainless braindead retarded pathetic worthless useless disgusting vile ugly fat
  gross ignorant clueless delusional insane deranged spineless gutless miserable lying lazy talentless whiny
  useless hideous
  filthy dirty pitiful laughable mindless hopeless incompetent repulsive revolting twisted dense thick
  ridiculous
`);
/** Words that may stand before an insult noun without being insults: "you absolute idiot". */
const MODIFIERS = new Set([
  ...INSULT_ADJECTIVES,
  ...words('absolute complete total utter little big old fucking bloody damn sorry sad lying'),
]);
const INSULT_MANY = new Set([...INSULT_NOUNS].filter((w) => /[^s]s$/.test(w) || w === 'sheeple'));
const INSULT_ONE = new Set([...INSULT_NOUNS].filter((w) => !INSULT_MANY.has(w)));
/** Insults that as often judge a thing ("total garbage", "what a disgrace"): on their own they address no one. */
const THING_INSULTS = words(`trash garbage filth disgrace embarrassment`);
/** INSULT_ONE without THING_INSULTS: what a lone insult (", idiot.", "Idiot.", "What a moron") calls a person. */
const INSULT_PERSON = new Set([...INSULT_ONE].filter((w) => !THING_INSULTS.has(w)));
/** Words that add force: "you absolute idiot", "so ugly". */
const DEGREE = words(`so such really truly totally absolutely completely utterly very too just fucking literally`);
const ADVERB = words(`
  really just definitely personally literally fucking gladly totally absolutely actually seriously so still also
  soon then eventually happily even surely certainly honestly one_day someday finally all gladly already
  probably personally genuinely truly
`);
const ARTICLE = words('a an the such some');
/** First-person subjects of a threat. */
const FIRST_PERSON = words('i we');
/** Intention or future after a first-person subject: "will", "am going to", "want to". */
const INTENT = words(`
  will shall would going_to about_to want_to plan_to intend_to ready_to gonna need_to have_to got_to trying_to
  wish_i_could decided_to
`);
const BE = words('am is are was were be been being');
/** "Should" of incitement: "someone should", "they deserve to". */
const OUGHT = words('should must need_to needs_to ought_to have_to has_to got_to deserve_to deserves_to');
const SOMEONE = words('someone somebody anyone anybody people everyone everybody we you they');
const WISH = words('hope hoping wish wishing pray praying want wanted');
/** What a wish of harm wishes on someone: "I hope you die", "… hope your family burns". */
const FATES = words('die dies died dead get_killed burns burn rot rots hang hangs suffer suffers');
/** Someone burning a copy for someone ("I hope someone burns me a copy of that CD") wishes no fate. */
const FOR_SOMEONE = words('me us you him her them');
const ARTICLES = words('a an the some');
const FATE: TokenPredicate = (t, i) => {
  const w = t[i].t;
  if (!FATES.has(w)) return 0;
  return w.startsWith('burn') && FOR_SOMEONE.has(t[i + 1]?.t ?? '') && ARTICLES.has(t[i + 2]?.t ?? '') ? 0 : 1;
};
/** Where people are found: "I know where you live". */
const LOCATION_VERBS = words(`
  live lives living park parks parked work works sleep sleeps stay stays go goes study studies shop shops walk walks
  jog jogs drive drives eat eats pray prays drop dropped hang_out school is are
`);
const FAMILY = words('kids children wife husband daughter son family mother mom mum parents girlfriend boyfriend');
/** Bad outcomes promised to the reader: "you'll regret", "you will pay". */
const COMEUPPANCE = words('regret suffer pay bleed die beg disappear');
/** Copulas after a subject. */
const COPULA = words('is are was were be am');
/** Hedges between a copula and a dehumanising noun: "are nothing but", "are basically". */
const HEDGE = words(`
  all just nothing_but nothing_more_than no_better_than worse_than basically literally simply really truly
  like a_bunch_of a_pack_of a_herd_of a_swarm_of bunch_of pack_of such filthy dirty disgusting fucking
  subhuman savage rabid stinking mere only nothing
`);
const NOT_HUMAN = words('not_human not_people not_humans not_human_beings not_even_human less_than_human');
/** Exclusion demanded for a group. */
const EXCLUDED = words(`
  banned deported removed expelled exiled sterilized sterilised segregated interned kicked deport ban remove
  expel sent shipped locked purged cleansed
`);
const INFEST = words(`
  infesting infest infested swarming swarm breeding breed invading invade polluting pollute poisoning replacing
  replace contaminating overrunning overrun
`);
/** Sexual harassment: what is demanded or described about the reader. */
const NUDES = words('nudes nude naked tits boobs ass dick cock pussy');
const SEX_ACTS = words('fuck fucking bang rape grope lick');
const SEX_BODY = words('tits boobs ass butt rack pussy dick cock booty');

/**
 * Plural nouns of agents ("looters", "councillors", "socialists", "christians") name people; the
 * common plurals with those endings that name things are listed apart.
 */
const AGENT_PLURAL = /^[a-z]{3,}(?:ers|ors|ists|ians|ants|ents|ites|ees)$/;
// prettier-ignore
const THING_PLURALS = words(`
  papers numbers others orders letters borders waters powers matters offers corners layers meters posters
  stickers towers centers centres chapters quarters headquarters rivers computers flowers answers filters
  errors mirrors doors floors colors colours factors sensors motors documents comments arguments
  moments events elements statements payments governments departments ingredients plants restaurants
  rants grants accounts amounts points cents percents contents talents
  suites tents
`);
const isPeopleWord = (w: string): boolean => PEOPLE.has(w) || GROUPS.has(w) || (AGENT_PLURAL.test(w) && !THING_PLURALS.has(w));

/** People after a determiner or possessive: "those protesters", "your kids", "the senator". */
const personNounPhrase: TokenPredicate = (t, i) => {
  const w = t[i].t;
  if (PERSON_PRONOUN.has(w)) return 1;
  if (isPeopleWord(w)) return 1;
  if (DETERMINERS.has(w) || POSSESSIVES.has(w)) {
    // A determiner then up to two modifiers then a person noun.
    for (let j = i + 1; j < t.length && j <= i + 3 && !t[j].punct; j++) {
      const next = t[j].t;
      if (isPeopleWord(next) || INSULT_NOUNS.has(next)) return j - i + 1;
    }
    // "that smug face of his", "this ugly mug": a face or a head is a person's, whoever's it is.
    if (DEMONSTRATIVES.has(w)) {
      for (let j = i + 1; j < t.length && j <= i + 3 && !t[j].punct; j++) {
        if (BODY.has(t[j].t)) return j - i + 1;
      }
    }
    // "your face", "his head", "your house": a possessive object of a harm verb is still aimed at a person.
    if (POSSESSIVES.has(w) && i + 1 < t.length && !t[i + 1].punct) return 2;
  }
  return 0;
};
const DETERMINERS = words(
  'the those these that this all every some a any each every_one_of each_one_of all_of_the all_of_those all_of_these every_single',
);
const POSSESSIVES = words('your his her their yo');
const DEMONSTRATIVES = words('that this those these');
/** Parts of a person that stand for the person as the object of a harm verb. */
const BODY = words('face faces head heads mug mugs mouth throat neck skull jaw teeth nose');

/** Group subjects: "immigrants", "those protesters", "these people", "gay people", "that whole race". */
const groupNoun: TokenPredicate = (t, i) =>
  protectedGroup(t, i) || (PLURAL_PEOPLE.has(t[i].t) || (AGENT_PLURAL.test(t[i].t) && !THING_PLURALS.has(t[i].t)) ? 1 : 0);
/** Protected groups: "muslims", "gay people", "that ethnic group", "their kind". */
const protectedGroup: TokenPredicate = (t, i) => {
  const w = t[i].t;
  if (GROUPS.has(w) || GROUP_WORDS.has(w)) {
    const next = t[i + 1]?.t;
    return next && GROUP_HEADS.has(next) ? 2 : 1;
  }
  return 0;
};
const GROUP_HEADS = words('people folks men women kids children families immigrants migrants');
/** Words that name a people as a whole. */
const GROUP_WORDS = words('race races ethnic_group ethnicity religion tribe tribes whole_race breed nationality');
const PLURAL_PEOPLE = new Set(
  [...PEOPLE].filter(
    (w) => w.endsWith('s') || ['people', 'men', 'women', 'children', 'police', 'folks', 'media', 'antifa', 'mob', 'crowd'].includes(w),
  ),
);

/** Capitalised names are lost to lower-casing; "he", "she" and "this guy" stand in for a named person. */
const THIRD_PERSON = words('he she this_guy that_guy this_man that_man this_woman that_woman this_clown this_idiot');

/** Every word class the patterns may name. */
export const CLASSES: Record<string, WordClass> = {
  harmBase: HARM_BASE,
  harmPast: HARM_PAST,
  harmAny: HARM_ANY,
  imperative: IMPERATIVE,
  person: personNounPhrase,
  group: groupNoun,
  pronoun: PERSON_PRONOUN,
  insult: INSULT_NOUNS,
  insultAdj: INSULT_ADJECTIVES,
  modifier: MODIFIERS,
  insultOne: INSULT_ONE,
  insultPerson: INSULT_PERSON,
  insultMany: INSULT_MANY,
  protected: protectedGroup,
  degree: DEGREE,
  adv: ADVERB,
  art: ARTICLE,
  first: FIRST_PERSON,
  intent: INTENT,
  be: BE,
  ought: OUGHT,
  someone: SOMEONE,
  wish: WISH,
  fate: FATE,
  locVerb: LOCATION_VERBS,
  family: FAMILY,
  comeuppance: COMEUPPANCE,
  copula: COPULA,
  hedge: HEDGE,
  notHuman: NOT_HUMAN,
  dehuman: DEHUMANISING,
  slander: GROUP_SLANDER,
  excluded: EXCLUDED,
  infest: INFEST,
  nudes: NUDES,
  sexAct: SEX_ACTS,
  sexBody: SEX_BODY,
  third: THIRD_PERSON,
  possessive: POSSESSIVES,
};

/** What one pattern match adds to each moderation category, 0..1 (combined like independent evidence). */
export type Evidence = Partial<Record<ModerationCategory, number>>;

export interface TonePattern {
  /** A readable name for tests and debugging. */
  id: string;
  pattern: string;
  adds: Evidence;
}

const STRONG = 0.9;
const CLEAR = 0.75;
const MEDIUM = 0.55;
const WEAK = 0.3;

/** Threats: harm promised to a person, from a first-person future or a known construction. */
const THREATS: TonePattern[] = [
  {
    id: 'first-person-harm',
    pattern: '@first @be? @adv? @adv? @intent @adv? @adv? @harmBase @person',
    adds: { 'harassment/threatening': STRONG, violence: MEDIUM },
  },
  {
    // "I'd love to punch him", "I would like to strangle her": the harm the writer says they would like to do.
    id: 'first-person-would-like-harm',
    pattern: '@first would love|like to @adv? @harmBase @person',
    adds: { 'harassment/threatening': STRONG, violence: MEDIUM },
  },
  {
    id: 'first-person-harm-phrasal',
    pattern: '@first @be? @adv? @intent @adv? beat|run|blow|fuck|mess|rip|shoot|blast|gun|kick @person up|over|apart|open|down|in',
    adds: { 'harassment/threatening': STRONG, violence: MEDIUM },
  },
  {
    id: 'first-person-find',
    pattern: '@first @be? @adv? @intent @adv? find|hunt|track|get|catch|visit @pronoun $',
    adds: { 'harassment/threatening': MEDIUM },
  },
  {
    id: 'hunt-down',
    pattern: 'hunt|hunting|track|tracking|hunted|tracked @person down',
    adds: { 'harassment/threatening': CLEAR, violence: WEAK },
  },
  { id: 'coming-for', pattern: '@first @be? @adv? coming for|after @person', adds: { 'harassment/threatening': CLEAR } },
  {
    id: 'make-you-pay',
    pattern: 'make|make_sure @pronoun @adv? pay|suffer|regret|bleed|beg|sorry|disappear',
    adds: { 'harassment/threatening': CLEAR, harassment: WEAK },
  },
  {
    id: 'you-will-regret',
    pattern:
      'you @be? will|going_to|shall @adv? @comeuppance it|this|that|every|the|ever|for|saying|posting|writing|messing|crossing|coming|the_day|$',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'you-will-be-sorry',
    pattern: 'you @be? will|going_to @adv? be sorry|dead|next|found|hurt|buried',
    adds: { 'harassment/threatening': CLEAR },
  },
  { id: 'you-are-dead', pattern: 'you are|is @adv? dead|next|finished|done_for $', adds: { 'harassment/threatening': CLEAR } },
  {
    id: 'know-where',
    pattern: '@first know|knows|found|find where|which|what ~2 you|your|he|she|they|his|her|their ~3 @locVerb',
    adds: { 'harassment/threatening': STRONG },
  },
  {
    id: 'know-family',
    pattern: '@first know|have|found|see|seen|watching ~3 your|his|her @family',
    adds: { 'harassment/threatening': MEDIUM },
  },
  { id: 'watch-your-back', pattern: 'watch_your_back', adds: { 'harassment/threatening': CLEAR } },
  { id: 'one-eye-open', pattern: 'sleep_with one_eye_open', adds: { 'harassment/threatening': CLEAR } },
  { id: 'days-numbered', pattern: 'your_days_are_numbered', adds: { 'harassment/threatening': CLEAR } },
  { id: 'dead-man-walking', pattern: 'dead_man_walking', adds: { 'harassment/threatening': CLEAR } },
  { id: 'wont-see-coming', pattern: 'will not see it coming', adds: { 'harassment/threatening': CLEAR } },
  { id: 'shame-if', pattern: 'shame|pity if something ~2 happened|happens|happen', adds: { 'harassment/threatening': CLEAR } },
  {
    id: 'something-happen-to',
    pattern: 'something|accidents bad? might|could|will|would|can @adv? happen to ~1 you|your|him|her|them',
    adds: { 'harassment/threatening': MEDIUM },
  },
  { id: 'last-warning', pattern: 'last_warning|or_else', adds: { 'harassment/threatening': MEDIUM } },
  { id: 'been-warned', pattern: 'you have been warned', adds: { 'harassment/threatening': MEDIUM } },
  { id: 'better-watch', pattern: 'you had? better ~1 watch|run|hide|pray|sleep', adds: { 'harassment/threatening': MEDIUM } },
  {
    id: 'break-bones',
    pattern:
      'break|snap|crack|smash|bash|kick|punch|rip|slit|knock ~2 every|your|his|her|their ~2 bone|bones|neck|necks|legs|arms|jaw|face|faces|skull|teeth|head|heads|throat|throats|kneecaps',
    adds: { 'harassment/threatening': CLEAR, violence: MEDIUM },
  },
  {
    id: 'burn-your-house',
    pattern: 'burn|torch|bomb|firebomb|smash your|his|her|their house|home|car|office|shop|place',
    adds: { 'harassment/threatening': CLEAR, violence: MEDIUM },
  },
  {
    id: 'you-should-die',
    pattern: 'you @adv? should|deserve_to|ought_to|need_to @adv? die|rot|burn|suffer|hang',
    adds: { 'harassment/threatening': CLEAR, violence: MEDIUM },
  },
  {
    id: 'what-happens-to',
    pattern: 'what will? happens|happened|happen to @person|snitches|rats|people_like_you|people_like_them|your_kind',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'put-you-in-hospital',
    pattern: 'put|send|land @pronoun in|into|to|six the? hospital|grave|ground|morgue|icu|wheelchair|coffin|feet',
    adds: { 'harassment/threatening': STRONG, violence: MEDIUM },
  },
  {
    id: 'silence-for-good',
    pattern: 'shut|silence|stop|end|finish @pronoun up? for_good|permanently|forever',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'someone-will-harm-you',
    pattern: '@someone|someone|somebody @be? will|going_to|gonna @adv? @harmBase|shut|silence|get|find|visit|deal_with you|your',
    adds: { 'harassment/threatening': CLEAR },
  },
  { id: 'coming-to-you', pattern: 'get|got|getting what_is_coming_to_you', adds: { 'harassment/threatening': CLEAR } },
  { id: 'it-will-hurt', pattern: 'it|this will|is going_to? hurt $', adds: { 'harassment/threatening': WEAK } },
  {
    id: 'found-your-place',
    pattern:
      '@first have|already? @adv? found|know|have|got|tracked your|his|her address|workplace|house|home|school|office|car|plates|location|job|number|ip|parents',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'think-you-are-safe',
    pattern: 'think|thought you are|were safe|untouchable|anonymous|hidden',
    adds: { 'harassment/threatening': MEDIUM },
  },
  { id: 'teach-a-lesson', pattern: 'teach|taught @person a lesson', adds: { 'harassment/threatening': MEDIUM } },
  {
    id: 'against-their-will',
    pattern: 'whether_you_like_it_or_not|whether_you_want_it_or_not',
    adds: { 'harassment/threatening': CLEAR, sexual: WEAK },
  },
  { id: 'whether-or-not', pattern: 'whether you agree|want|consent ~2 or not', adds: { 'harassment/threatening': CLEAR } },
  {
    id: 'post-your-photos',
    pattern: '@first @intent? @adv? post|leak|share|release|send|show|publish ~4 pictures|pics|photos|videos|nudes|ones|pic ~4 of you|your',
    adds: { 'harassment/threatening': CLEAR, sexual: MEDIUM },
  },
  {
    id: 'ultimatum',
    pattern: '^ keep|one|say|post|do|try|come|show ~6 and|or you|i|we|someone|somebody @be? will|going_to|are',
    adds: { 'harassment/threatening': MEDIUM },
  },
  {
    id: 'or-i-will',
    pattern: 'or|else|otherwise @first @be? will|going_to|shall tell|show|send|post|expose|leak|share|find|come|visit|make|hurt|ruin|end',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'end-up-in-hospital',
    pattern: 'you ~4 end|wind|wake up? in|at a|the? hospital|grave|ditch|wheelchair|morgue|coffin|body_bag|ambulance|icu',
    adds: { 'harassment/threatening': CLEAR, violence: WEAK },
  },
  {
    id: 'wont-walk-away',
    pattern: 'you will not|never walk|get|leave|make_it|come ~2 away|out|home|alive|back',
    adds: { 'harassment/threatening': CLEAR },
  },
  { id: 'i-dare-you', pattern: 'i+dare+you|to+my+face|meet+me+outside|come+say+that', adds: { 'harassment/threatening': MEDIUM } },
  { id: 'have-accidents', pattern: 'have|had|has an? accident|accidents', adds: { 'harassment/threatening': WEAK } },
  {
    id: 'be-careful',
    pattern: 'be+careful|watch_out|careful on|at|when|walking|driving ~3 your|alone',
    adds: { 'harassment/threatening': WEAK },
  },
  { id: 'mark-my-words', pattern: 'mark my words', adds: { 'harassment/threatening': WEAK } },
  { id: 'see-you-soon', pattern: 'see you soon|around|later', adds: { 'harassment/threatening': WEAK } },
  {
    id: 'you-will-bleed',
    pattern: 'you @be? will|going_to @adv? bleed|burn|hang|suffer|pay|cry|beg|scream',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'outside-your-house',
    pattern: 'outside|near|watching your|his|her house|office|home|door|school|work|place|building|car|flat|apartment',
    adds: { 'harassment/threatening': MEDIUM },
  },
  {
    id: 'sent-people',
    pattern: 'we|i have|got|sent|know people|someone|guys|men|friends|eyes ~2 outside|near|watching|at|on you|your',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'think-carefully',
    pattern: 'think carefully|twice about|before your next|you post|you speak|you say',
    adds: { 'harassment/threatening': MEDIUM },
  },
  {
    id: 'be-waiting',
    pattern: '@first will|am|are @adv? be? waiting|watching for|outside|in|at ~3 you|your|parking|car|house|door|lot|home|school|office',
    adds: { 'harassment/threatening': MEDIUM },
  },
  {
    id: 'no-police',
    pattern: 'do not bother|bothering calling|call|to+call ~1 the? police|cops|anyone|security',
    adds: { 'harassment/threatening': CLEAR },
  },
  { id: 'messing-with', pattern: 'no_idea who|what you are messing|dealing|fucking with', adds: { 'harassment/threatening': MEDIUM } },
  {
    id: 'hate-for-kids-to',
    pattern: 'hate|shame|pity for|if your|you ~3 get|got|to hurt|harmed|hurt|disappear|have+an+accident',
    adds: { 'harassment/threatening': CLEAR },
  },
  { id: 'accidents-happen', pattern: 'accidents_happen', adds: { 'harassment/threatening': MEDIUM } },
  {
    id: 'make-life-hell',
    pattern: 'make|making your|his|her life hell|a_living_hell|miserable|unbearable',
    adds: { 'harassment/threatening': CLEAR, harassment: MEDIUM },
  },
  {
    id: 'watching-you',
    pattern: 'we|i are|am|have|been @adv? watching you $|closely|always|every|day|night|all',
    adds: { 'harassment/threatening': MEDIUM },
  },
  { id: 'count-your-days', pattern: 'count_your_days', adds: { 'harassment/threatening': CLEAR } },
  {
    id: 'people-like-you-end-up',
    pattern: 'people_like_you|your_kind ~3 end|wind up? in|at|dead|missing|hurt',
    adds: { 'harassment/threatening': CLEAR },
  },
  { id: 'will-not-end-well', pattern: 'will not|never end well for you|for your', adds: { 'harassment/threatening': MEDIUM } },
  { id: 'see-what-happens', pattern: 'see what happens|find out what happens', adds: { 'harassment/threatening': MEDIUM } },
  {
    id: 'first-person-ruin',
    pattern: '@first @be? @adv? @intent @adv? ruin|destroy|expose|bury|end|finish @pronoun|your',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'you-should-be-harmed',
    pattern: 'you @adv? should|deserve_to|ought_to|need_to|will|must be @adv? @harmPast',
    adds: { 'harassment/threatening': CLEAR, violence: MEDIUM },
  },
  // Families added from a dev list of new phrasings (tone.test.ts, docs/adr/0054-tone-evaluation.md).
  {
    id: 'first-person-beat-to',
    pattern: '@first @be? @adv? @intent @adv? beat|kick|smash|batter|punch|choke|strangle|stomp @person to|senseless|black',
    adds: { 'harassment/threatening': STRONG, violence: MEDIUM },
  },
  {
    id: 'your-house-on-fire',
    pattern: 'your house|home|car|flat|apartment|shop ~2 on_fire|in+flames|burning|burnt|burned|burns|burn',
    adds: { 'harassment/threatening': CLEAR, violence: WEAK },
  },
  {
    id: 'better-hope-never-meet',
    pattern: 'better|best hope|pray @first|you ~1 never|not meet|see|find|catch|cross',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'put-you-in-the-ground',
    pattern: 'put|putting|puts you|him|her|them in|into|six the? ground|grave|coffin|hospital|wheelchair|body_bag|feet+under',
    adds: { 'harassment/threatening': STRONG, violence: MEDIUM },
  },
  {
    id: 'will-not-live-to-see',
    pattern: 'you|he|she|they will|would|are|is not ~1 live|survive|last|make_it to|past|through|long',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'never-see-family-again',
    pattern: 'you will|would never|not see ~2 @family|family|home|friends ~1 again|alive',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'never-walk-again',
    pattern: 'you will|would never|not walk|talk|speak|breathe|see again',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'know-which-window',
    pattern: '@first know|knows which|where window|bedroom|room|bed|door|locker ~1 is|belongs yours|to+you',
    adds: { 'harassment/threatening': CLEAR },
  },
  {
    id: 'lock-your-doors',
    pattern: '^ better|best lock|bolt your doors|door|windows tonight|$',
    adds: { 'harassment/threatening': MEDIUM },
  },
  {
    id: 'visit-with-bats',
    pattern: 'visit|visits|call ~3 with|and bats|baseball+bats|guns|knives|crowbars|machetes|pitchforks|torches',
    adds: { 'harassment/threatening': CLEAR, violence: MEDIUM },
  },
];

/** Violence and incitement: imperatives, "someone should", wishes of harm, calls to arms. */
const VIOLENCE: TonePattern[] = [
  {
    id: 'imperative-harm',
    pattern: '^ just|so|now|then|and|go|please|simply? @imperative @person',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'imperative-phrasal',
    pattern: '^ just|so|now|then|and|go|please|simply? run|mow|string|line|wipe|blow|gun|beat|shoot @person over|down|up|out',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  { id: 'imperative-then', pattern: 'and|then @imperative @person', adds: { violence: CLEAR } },
  { id: 'burn-it-down', pattern: 'burn|torch ~3 down', adds: { violence: MEDIUM } },
  {
    // "I'm going to burn this whole place down": arson promised in the first person.
    id: 'first-person-burn-down',
    pattern: '@first @be? @adv? @intent @adv? burn|torch|firebomb ~3 down',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    // "If he wins, there will be blood in the streets."
    id: 'blood-in-streets',
    pattern: 'will|going_to be blood|bloodshed in|on the streets',
    adds: { violence: CLEAR, 'harassment/threatening': MEDIUM },
  },
  {
    // "Let's go hunt some liberals this weekend": a hunt or killing of people proposed.
    id: 'lets-hunt-people',
    pattern: 'let_us|lets|we|everyone @adv? should|must|need_to|ought_to|will|going_to? go? hunt|hunting|lynch ~1 @group|them|him|her',
    adds: { violence: STRONG },
  },
  {
    // Shooting and killing only a group: "Let's shoot them an email" and "kill them with kindness" are calm.
    id: 'lets-kill-group',
    pattern: 'let_us|lets|we|everyone @adv? should|must|need_to|ought_to|will|going_to? go? shoot|kill ~1 @group',
    adds: { violence: STRONG },
  },
  {
    id: 'burn-it-all-down',
    pattern: '^ just|so|let_us|we? burn|torch it|this|everything|them|the|their ~2 down',
    adds: { violence: STRONG },
  },
  { id: 'let-us-harm', pattern: 'let_us @adv? @harmBase|burn|hang|string|round|run @person', adds: { violence: STRONG } },
  {
    id: 'someone-should',
    pattern: '@someone @adv? @ought|would|will|could|can @adv? @harmBase @person',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'someone-should-phrasal',
    pattern: '@someone @adv? @ought @adv? run|blow|string|line|gun|mow|beat @person over|out|up|down',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'should-be-harmed',
    pattern: '@ought @adv? be|get @adv? @adv? @harmPast|lined|strung|put_down|wiped|gunned|mowed|euthanized|euthanised',
    adds: { violence: STRONG, 'harassment/threatening': WEAK },
  },
  {
    id: 'against-wall',
    pattern: 'lined|line|lining|put|stand|stood @person? up? against_a_wall|against_the_wall',
    adds: { violence: STRONG },
  },
  {
    id: 'bullet',
    pattern: 'put|puts|putting|pump|pumps|deserves|deserve a_bullet|bullets|lead ~1 in|into|through',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'bullet-in',
    pattern: 'a_bullet|bullets|bullet in|into|through ~1 his|her|their|your|the|every head|heads|skull|brain|brains|face|back|chest',
    adds: { violence: STRONG },
  },
  {
    id: 'wish-harm',
    pattern: '@wish @someone|he|she|they|you|them|him|her|all|those|these ~2 @fate|choke|chokes|@harmPast',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    // "I hope you get cancer and die": the death at the end of a longer wish.
    id: 'wish-and-die',
    pattern: '@wish @someone|he|she|they|you|them|him|her ~4 and die|dies|rot|rots|suffer|suffers',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    // "I hope your whole family dies in a fire": the wish aimed at someone's family.
    id: 'wish-harm-family',
    pattern: '@wish your|his|her|their ~1 @family ~2 @fate|@harmPast',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    // "I hope he gets hit by a bus", "hope you get run over": a fatal accident wished on someone.
    id: 'wish-accident',
    pattern:
      '@wish @someone|he|she|they|you|them|him|her ~1 get|gets|got hit|run|struck ~1 by|over a|an|the|some? bus|car|truck|train|lightning|meteor|tractor|drunk',
    adds: { violence: CLEAR, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'wish-to-see',
    pattern: 'love|like|want|wish|happy ~1 to see|watch ~3 @harmPast|die|dead|burn|hang|hanging|burning|bleed|bleeding|suffer|suffering',
    adds: { violence: STRONG },
  },
  {
    id: 'call-to-arms',
    pattern: '^ grab|get|take|load|bring your|the|our ~1 guns|rifles|weapons|arms|pitchforks|torches|ammo',
    adds: { violence: STRONG },
  },
  { id: 'take-up-arms', pattern: 'take|took|taking up arms', adds: { violence: STRONG } },
  { id: 'by-force', pattern: 'by|with force|violence|bullets|blood', adds: { violence: WEAK } },
  // Lynching: "string up every corrupt politician" (never "string up the lights": a person must follow).
  { id: 'string-up', pattern: 'string|strung|stringing up @person|@group|them|em', adds: { violence: STRONG } },
  // A call to begin killing: "we need to start hanging traitors".
  {
    id: 'start-killing',
    pattern:
      'start|begin|started|starting|begun @adv? hanging|lynching|shooting|executing|killing|gassing|beheading|stringing ~1 @person|@group',
    adds: { violence: STRONG },
  },
  {
    id: 'hang-them',
    pattern: 'hang|lynch|gas|execute|behead|string ~1 them|em|all_of_them|every_one_of_them|every_last_one',
    adds: { violence: STRONG },
  },
  {
    id: 'imperative-drag',
    pattern: '^ just|so|now|then|and|go? drag|pull|throw @person out|out_of|into|through|from|off',
    adds: { violence: STRONG },
  },
  {
    id: 'to-death',
    pattern:
      'beat|stab|kick|choke|starve|stone|burn|whip|flog|stomp|punch|hit @person? ~2 to_death|half_to_death|senseless|unconscious|until',
    adds: { violence: CLEAR },
  },
  {
    id: 'imperative-to-death',
    pattern:
      '^ just|so|now|then|and|go? beat|stab|kick|choke|stone|whip|flog|stomp|punch|hit @person ~3 to_death|half_to_death|senseless|unconscious|until|bloody',
    adds: { violence: STRONG },
  },
  { id: 'leave-alive', pattern: 'not let|leave ~4 alive|breathing|standing', adds: { violence: STRONG } },
  {
    id: 'storm',
    pattern:
      '^ storm|raid|torch|burn|smash|loot the|their|that|every|his|her building|capitol|parliament|station|office|offices|house|houses|homes|court|courthouse|mosque|synagogue|church|school|clinic',
    adds: { violence: CLEAR },
  },
  {
    id: 'should-be-dragged',
    pattern:
      '@ought @adv? be|get @adv? dragged|beaten|flogged|whipped|stoned|tarred|castrated|strung|shot|hanged|lynched|thrown|pushed|buried|kneecapped|tortured|maimed|crippled|pistol-whipped',
    adds: { violence: STRONG, 'harassment/threatening': WEAK },
  },
  { id: 'make-examples', pattern: 'so the rest|others learn|know|see', adds: { violence: WEAK } },
  {
    id: 'someone-should-torch',
    pattern: 'someone|somebody|anyone|anybody|we|people @ought|should|must|will|could @adv? torch|bomb|burn|firebomb|nuke|blow|poison|gas',
    adds: { violence: STRONG },
  },
  {
    // The verbs that also take things ("kill the lights", "shoot the wedding photos") need a person or a group, or nothing.
    id: 'someone-should-kill',
    pattern:
      'someone|somebody|anyone|anybody|we|people @ought|should|must|will|could @adv? shoot|kill|stab|lynch|hang|murder|drown|behead|execute|strangle @person|@group|$',
    adds: { violence: STRONG },
  },
  {
    // "I hope someone shoots him": the incitement above as a wish, the verb in the third person. Like "should", it
    // needs a person, a group or nothing after the verb ("I hope someone kills it at the show" wishes no harm).
    id: 'wish-someone-kills',
    pattern:
      '@wish someone|somebody|anyone|anybody @adv? shoots|kills|stabs|lynches|hangs|murders|drowns|beheads|executes|strangles @person|@group|$',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    // "I hope somebody bombs that place", "… blows up their headquarters": an attack wished on a building where people
    // are. A post blown up, an exam bombed or a CD burned is no place, so the object must be one.
    id: 'wish-someone-bombs',
    pattern:
      '@wish someone|somebody|anyone|anybody @adv? torches|bombs|firebombs|nukes|blows|burns up|down? the|their|his|her|your|that|this|its|our? whole? house|home|office|offices|building|headquarters|hq|place|school|church|mosque|synagogue|temple|clinic|embassy|station|store|shop|restaurant|bar|club|houses|homes|buildings|schools|churches|mosques',
    adds: { violence: STRONG },
  },
  { id: 'on-sight', pattern: 'shoot|shot|shooting|kill|killed|killing|hang|hanging @person? on_sight', adds: { violence: STRONG } },
  {
    id: 'time-to-harm',
    pattern: 'time to|we|for ~2 @harmAny|shooting|killing|hanging|burning|lynching|beating @person',
    adds: { violence: STRONG },
  },
  {
    id: 'until-they-beg',
    pattern: 'until|till they|he|she|you|it beg|begs|scream|screams|bleed|bleeds|stop|stops|die|dies|cry|cries',
    adds: { violence: MEDIUM },
  },
  { id: 'with-people-inside', pattern: 'with ~3 inside|still_inside|in_there', adds: { violence: MEDIUM } },
  { id: 'hurt-anyone', pattern: 'hurt|kill|stab|shoot|beat anyone|anybody|everyone|everybody|whoever', adds: { violence: STRONG } },
  {
    id: 'smash-every',
    pattern: '^ smash|break|burn|loot|wreck|trash every|all|the ~2 window|windows|car|cars|shop|shops|store|stores',
    adds: { violence: MEDIUM },
  },
  {
    id: 'wipe-off-map',
    pattern: 'wipe|wiped|wiping ~3 off the map|face_of_the_earth|earth',
    adds: { violence: STRONG, 'hate/threatening': MEDIUM },
  },
  {
    id: 'make-them-bleed',
    pattern: 'make|making them|him|her|those|these|every|the ~2 bleed|pay|suffer|scream|beg|sorry|regret|disappear',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'needs-a-rope',
    pattern:
      'needs|need|deserves|deserve|get|gets a rope|noose|bullet|beating|bat|knife|lamppost|lamp_post|tree|firing_squad|gallows|guillotine|pyre',
    adds: { violence: STRONG },
  },
  {
    id: 'bring-weapons',
    pattern:
      '^ bring|pack|carry|grab|take|load ~3 knives|knife|bats|bat|guns|gun|rifles|rifle|machetes|bricks|crowbars|molotovs|molotov|petrol|gasoline|acid|pitchforks|torches|rope|ropes',
    adds: { violence: WEAK },
  },
  {
    id: 'bring-weapons-to',
    pattern:
      'bring|pack|carry|grab|take ~3 knives|knife|bats|bat|guns|gun|rifles|rifle|machetes|bricks|crowbars|molotovs|molotov|acid|pitchforks|torches to the|that|their|tomorrow|tonight|rally|protest|march|meeting|school|mosque|church|synagogue|parade|vigil|office',
    adds: { violence: STRONG },
  },
  {
    id: 'show-them-pain',
    pattern: 'show|teach @person what real? pain|hurt|fear|suffering|violence',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'to-the-ground',
    pattern: '@ought|should|must|will|going_to|let_us|we|just|and burn|raze|level|torch ~4 to_the_ground',
    adds: { violence: STRONG },
  },
  { id: 'to-the-ground-order', pattern: '^ burn|raze|level|torch ~4 to_the_ground', adds: { violence: STRONG } },
  {
    id: 'nobody-deserves-to-live',
    pattern: 'nobody|no_one|none ~3 deserves_to|deserve_to live|exist|breathe',
    adds: { violence: STRONG, hate: WEAK },
  },
  {
    id: 'imperative-whole',
    pattern: '^ just|so|now|then|and|go? @imperative the|that|this|their whole|entire',
    adds: { violence: STRONG },
  },
  // "hunt" only with people as its object (lets-hunt-people): "We hunt deer every fall." is calm.
  { id: 'riot-and-burn', pattern: 'we|let_us|everyone|lets @adv? riot|burn|torch|loot|storm|raze|lynch', adds: { violence: STRONG } },
  {
    id: 'tonight-we',
    pattern: 'tonight|tomorrow|saturday|sunday|monday|friday we|let_us|everyone @adv? @harmBase|riot|burn|storm|hunt|torch|smash|loot',
    adds: { violence: STRONG },
  },
  { id: 'deserve-to-die', pattern: 'deserves_to|deserve_to|need_to|needs_to @adv? die|hang|burn|bleed|suffer', adds: { violence: STRONG } },
  {
    id: 'do-them-in',
    pattern: 'finish|finishing|take|taking @person out|off|down for_good|permanently|once_and_for_all',
    adds: { violence: STRONG },
  },
  {
    id: 'imperative-broad',
    pattern:
      '^ just|so|now|then|and|go|please|simply? kill|shoot|stab|beat|punch|kick|smash|crush|burn|torch|drown|hang|gas|bomb|lynch|strangle|choke|slit|knife|slash|attack|break|firebomb|behead|execute|massacre|slaughter their|his|her|every|each|all|those|these',
    adds: { violence: STRONG },
  },
  { id: 'should-burn', pattern: 'should|must|need_to|deserve_to|deserves_to|will @adv? burn|bleed|hang|rot $', adds: { violence: STRONG } },
  { id: 'set-on-fire', pattern: '^ just|so|now|then|and|go|let_us? set|light ~4 on_fire|alight|ablaze', adds: { violence: STRONG } },
  {
    id: 'should-set-on-fire',
    pattern: '@ought|should|must|will|going_to|let_us @adv? set|light ~4 on_fire|alight|ablaze',
    adds: { violence: STRONG },
  },
  { id: 'open-fire', pattern: 'open_fire on|at|into', adds: { violence: STRONG } },
  {
    id: 'blood-spilled',
    pattern: 'blood will|must|should|needs_to|has_to|is @adv? be? spilled|shed|spilt|flow|run|spill',
    adds: { violence: STRONG },
  },
  {
    id: 'bullets-solve',
    pattern: 'bullets|bullet|rounds|rope|bombs|bomb|grenade|noose|bat|bats ~2 would|will|could|can solve|fix|sort|handle|settle|end',
    adds: { violence: STRONG },
  },
  { id: 'rounds-fix', pattern: 'nothing a|some? few? bullets|rounds|bombs|ropes ~3 fix|solve', adds: { violence: STRONG } },
  {
    id: 'knife-in-gut',
    pattern:
      'knife|bullet|blade|bat|brick|axe ~2 in|into|through|to their|his|her|your gut|guts|back|chest|head|throat|face|skull|belly|heart',
    adds: { violence: STRONG },
  },
  { id: 'make-example', pattern: 'make_an_example_of @person', adds: { violence: MEDIUM } },
  {
    id: 'take-care-permanently',
    pattern: 'take_care_of|deal_with|handle|silence @person permanently|for_good|once_and_for_all|quietly',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  { id: 'second-amendment', pattern: 'second_amendment solution|solutions|remedy|remedies', adds: { violence: STRONG } },
  { id: 'show-up-armed', pattern: 'show|turn|come|go ~1 up? armed|strapped|loaded', adds: { violence: STRONG } },
  {
    id: 'never-speak-again',
    pattern: 'make_sure @person|they|he|she never|cannot|will+never|can+not|can+never speak|talk|walk|see|breathe|wake|post|write ~1 again',
    adds: { violence: STRONG, 'harassment/threatening': CLEAR },
  },
  {
    id: 'into-camps',
    pattern: 'put|send|throw|round ~4 in|into|to camps|gas_chambers|ovens',
    adds: { violence: STRONG, 'hate/threatening': CLEAR },
  },
  { id: 'light-them-up', pattern: 'light|lit @pronoun up', adds: { violence: STRONG } },
  { id: 'shoot-first', pattern: 'shoot_first', adds: { violence: MEDIUM } },
  {
    id: 'crush-skulls',
    pattern:
      'crush|cave|smash|bash|kick|punch|stomp their|his|her|your|those ~1 skulls|skull|heads|head|faces|face|teeth|brains|kneecaps|ribs|in',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'gallows-for',
    pattern:
      'guillotine|guillotines|gallows|firing_squad|noose|nooses|lampposts|lamppost|pitchforks|bullets|bullet|rope|ropes|torches|molotovs for|to @person|every|all|each|the|those|these',
    adds: { violence: STRONG },
  },
  {
    id: 'bring-out-gallows',
    pattern: 'bring|build|get|sharpen|ready ~2 the|a? guillotine|guillotines|gallows|nooses|noose|pitchforks|torches',
    adds: { violence: CLEAR },
  },
  { id: 'deserves-a-bullet', pattern: 'needs|need|deserves|deserve|get|gets|earned a_bullet|bullets', adds: { violence: STRONG } },
  {
    id: 'run-them-down',
    pattern: 'run|running|ran|ram|ramming|rammed|mow|mowing @person down|over',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'give-a-beating',
    pattern:
      'give|giving|deserve|deserves|need|needs|get|gets|understand|understands ~2 a? beating|kicking|thrashing|hiding|pasting|bullet|bullets',
    adds: { violence: CLEAR },
  },
  {
    id: 'pour-petrol',
    pattern: 'pour|throw|splash|douse|dousing|pouring petrol|gasoline|acid|fuel ~3 on|over|at|into',
    adds: { violence: STRONG },
  },
  { id: 'while-they-sleep', pattern: 'while|when they|he|she|you are|is sleeping|asleep|inside', adds: { violence: MEDIUM } },
  {
    id: 'burn-down-their',
    pattern: '^ just|so|now|then|and|go? burn|torch|blow down|up their|the|his|her|that|those|every',
    adds: { violence: STRONG },
  },
  {
    id: 'throw-off',
    pattern:
      'throw|push|shove|toss|chuck|threw|pushed @person off|from|into|in|under ~2 bridge|roof|cliff|building|train|river|sea|fire|bus|window|balcony',
    adds: { violence: STRONG },
  },
  { id: 'alive', pattern: 'bury|burn|skin|cook|boil|roast|feed @person alive|to+the+dogs|to+the+sharks', adds: { violence: STRONG } },
  {
    id: 'imperative-jump',
    pattern:
      '^ just|so|now|then|and|go? jump|rough|knock|smack|hit|whack|deck|slap|shove @person up|out|around|down|$|when|if|before|after|and',
    adds: { violence: CLEAR },
  },
  {
    id: 'take-a-bat',
    pattern: 'take|took|taking a|an bat|crowbar|hammer|knife|axe|machete|brick|pipe to @person|his|her|their',
    adds: { violence: STRONG },
  },
  {
    id: 'lesson-with',
    pattern: 'teach|taught @person ~3 lesson ~4 with|fists|bat|bats|boots|knife|bullet|bullets|beating|blood',
    adds: { violence: CLEAR },
  },
  { id: 'tar-and-feather', pattern: 'tar+and+feather|tarred+and+feathered|lined+up+and+shot', adds: { violence: STRONG } },
  {
    id: 'cut-off-hands',
    pattern: 'cut|chop|hack ~1 off their|his|her ~1 hands|hand|heads|head|fingers|tongue|tongues|balls',
    adds: { violence: STRONG },
  },
  { id: 'only-good', pattern: 'the_only_good ~2 is|are a? dead', adds: { violence: STRONG, 'hate/threatening': CLEAR, hate: CLEAR } },
  {
    id: 'should-die',
    pattern:
      'he|she|they|them|those|these|all|@group|@person should|must|deserve_to|deserves_to|ought_to|need_to|needs_to @adv? die|hang|burn|rot|bleed|suffer',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'someone-go-harm',
    pattern: '@someone go|should|needs_to @imperative|@harmBase @person',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'should-be-run-down',
    pattern: '@ought @adv? be|get @adv? run|beaten|beat|knocked|dragged over|down|out|senseless|to+death',
    adds: { violence: STRONG, 'harassment/threatening': WEAK },
  },
  {
    id: 'wish-throat',
    pattern: '@wish|@someone|@ought ~3 slit|slits|slitting|cut|cuts|cutting ~1 his|her|their|your throat|throats',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'throw-acid',
    pattern:
      '@ought|@intent|@first|go|and|just|please throw|splash|pour|throwing acid|bleach|petrol|gasoline ~2 in|on|at|over his|her|their|your|them|him|you',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'imperative-torch-building',
    pattern:
      '^ just|go|so|now|then|and? firebomb|torch|bomb|burn the|their|that|this|every clinic|clinics|mosque|mosques|church|churches|synagogue|synagogues|temple|embassy|school|office|offices|headquarters|shelter|hotel',
    adds: { violence: STRONG },
  },
  {
    id: 'throw-acid-imperative',
    pattern: '^ throw|splash|pour acid|bleach|petrol|gasoline ~2 in|on|at|over his|her|their|your|them|him|you',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'need-someone-to-harm',
    pattern: 'need|needs|needed|wish|want ~2 someone|somebody to @adv? @harmBase @person',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'smash-skulls-in',
    pattern: 'smash|bash|cave|crack|kick|knock ~4 skull|skulls|head|heads|face|faces|teeth in',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'run-off-the-road',
    pattern: '@ought|@someone|@intent|go|just ~2 run|drive|push|knock @person off the? road|bridge|cliff|roof|balcony',
    adds: { violence: STRONG, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'show-up-with-weapons',
    pattern: 'show|turn|go|come up|out|in with rifles|guns|weapons|pitchforks|torches|ammo|machetes',
    adds: { violence: STRONG },
  },
];

/** Hate and dehumanisation: people called animals or vermin, slander of a whole group, exclusion. */
const HATE: TonePattern[] = [
  {
    // "Get back to your own country": belonging denied by origin, however the return is ordered (go-back-country reads "go back").
    id: 'back-to-your-country',
    pattern: 'back to your|their own country|countries|land|homeland',
    adds: { hate: CLEAR, harassment: MEDIUM },
  },
  { id: 'group-dehumanised', pattern: '@group @copula @hedge? @hedge? @art? @hedge? @dehuman', adds: { hate: STRONG } },
  { id: 'they-dehumanised', pattern: 'they|them @copula @hedge? @hedge? @art? @hedge? @dehuman', adds: { hate: MEDIUM } },
  { id: 'you-dehumanised', pattern: 'you @copula @hedge? @hedge? @art? @hedge? @dehuman', adds: { harassment: STRONG, hate: WEAK } },
  { id: 'not-human', pattern: '@notHuman|sub_human', adds: { hate: STRONG } },
  {
    id: 'demonstrative-vermin',
    pattern:
      'these|those|this|that|filthy|dirty|fucking vermin|parasites|cockroaches|roaches|subhumans|savages|scum|filth|maggots|leeches|mongrels|locusts',
    adds: { hate: MEDIUM },
  },
  { id: 'subhuman', pattern: 'subhuman|subhumans|sub-human|sub-humans|untermensch|mongrels', adds: { hate: CLEAR } },
  {
    id: 'group-slander',
    pattern: '@protected @copula @adv? all|just|always|naturally|inherently|genetically|basically|nothing_but|mostly|too? @art? @slander',
    adds: { hate: CLEAR },
  },
  { id: 'all-group-slander', pattern: 'all|every|most @group @copula @adv? @art? @slander', adds: { hate: STRONG } },
  { id: 'group-infest', pattern: '@group @copula? @adv? @infest', adds: { hate: CLEAR } },
  {
    id: 'they-infest',
    pattern: 'they|these|those @copula? @adv? infesting|swarming|breeding|invading|overrunning|infest',
    adds: { hate: MEDIUM },
  },
  {
    id: 'breed-like',
    pattern: 'breed|breeding|multiply|multiplying like rats|rabbits|animals|cockroaches|roaches|vermin|flies',
    adds: { hate: STRONG },
  },
  {
    id: 'group-excluded',
    pattern: '@protected ~6 should|must|need_to|needs_to|ought_to|have_to|deserve_to be @adv? @excluded',
    adds: { hate: CLEAR },
  },
  {
    id: 'exclude-group',
    pattern: '^ deport|ban|expel|remove|kick|send|ship @adv? all? the|those|these|every? @protected',
    adds: { hate: CLEAR },
  },
  { id: 'send-them-back', pattern: 'send_them_back|send_them_all_back', adds: { hate: CLEAR } },
  { id: 'go-back-country', pattern: 'go_back ~3 your|their|own country|countries|africa|jungle|cave|caves|desert', adds: { hate: CLEAR } },
  { id: 'go-back-where', pattern: 'where_you_came_from', adds: { hate: MEDIUM } },
  // Sent or told to go back, not flown back: "The birds flew back to where they came from." is calm.
  {
    id: 'send-back-where',
    pattern: 'go_back|send_them_back|send_them_all_back|send|sent|ship|deport|deported|go ~4 where_they_came_from',
    adds: { hate: MEDIUM },
  },
  {
    id: 'group-must-die',
    pattern: 'kill|exterminate|eradicate|gas|shoot|hang|purge|cleanse|wipe|nuke|bomb all? the|those|these|every|of? @protected',
    adds: { 'hate/threatening': STRONG, hate: CLEAR, violence: CLEAR },
  },
  { id: 'women-kitchen', pattern: 'belong|stay|go_back in|to the kitchen', adds: { hate: CLEAR } },
  { id: 'too-stupid', pattern: '@protected @copula too stupid|dumb|emotional|weak|primitive to', adds: { hate: STRONG } },
  { id: 'group-not-exist', pattern: '@group|they ~8 should|must not|never have? been? born|exist|breed|reproduce', adds: { hate: CLEAR } },
  {
    id: 'group-then-they-dehumanised',
    pattern: '@group ~10 they|them @copula @hedge? @hedge? @art? @hedge? @dehuman|@slander',
    adds: { hate: CLEAR },
  },
  {
    id: 'get-them-out',
    pattern: '^ get|kick|throw|keep|drive|force|send them|those|these|all|the|every ~2 out|out_of|away',
    adds: { hate: MEDIUM },
  },
  { id: 'not-like-us', pattern: 'not|never like us|one_of_us', adds: { hate: MEDIUM } },
  { id: 'slander-nothing-but', pattern: '@group @copula nothing_but|all|just|simply @dehuman', adds: { hate: STRONG } },
  { id: 'protected-slander-nothing-but', pattern: '@protected @copula nothing_but|all|just|simply @slander', adds: { hate: STRONG } },
  {
    id: 'group-control',
    pattern:
      '@protected control|controls|run|runs|own|owns|rule|rules the|our|all ~1 banks|media|government|governments|world|money|press|hollywood|elections',
    adds: { hate: CLEAR },
  },
  {
    id: 'group-then-they-infest',
    pattern: '@group ~10 they|them @copula? @adv? @infest|destroying|ruining|stealing|taking',
    adds: { hate: CLEAR },
  },
  {
    id: 'like-rats',
    pattern: 'like|as rats|vermin|cockroaches|roaches|animals|insects|locusts|parasites|pests|dogs|savages|apes',
    adds: { hate: MEDIUM },
  },
  { id: 'not-allowed', pattern: '@protected ~8 should|must not|never be allowed|permitted', adds: { hate: CLEAR } },
];

/** Harassment: insults aimed at the reader or a person, dismissals. */
const HARASSMENT: TonePattern[] = [
  { id: 'you-insult', pattern: 'you @degree? @modifier? ,? @modifier? ,? @modifier? ,? @insult', adds: { harassment: STRONG } },
  {
    id: 'you-are-insult',
    pattern: 'you|your are|were|your @adv? @degree? @art? @degree? @modifier? ,? @modifier? ,? @insult',
    adds: { harassment: STRONG },
  },
  {
    id: 'you-are-adjective',
    pattern: 'you|your are|were|look|sound|your @adv? @degree? @art? @degree? @insultAdj',
    adds: { harassment: CLEAR },
  },
  {
    id: 'you-are-a-joke',
    pattern: 'you are|were @adv? @degree? @art? joke|disgrace|embarrassment|failure|nobody|mess|waste|nothing',
    adds: { harassment: CLEAR },
  },
  { id: 'imagine-being', pattern: 'imagine being|looking|having so|this|that|such @art? @insultAdj', adds: { harassment: CLEAR } },
  {
    // "I hope you get cancer": a disease wished on the reader or someone named, ending the clause ("I hope we get
    // covid under control" and "I hope you have a stroke of luck" are calm).
    id: 'wish-illness',
    pattern:
      '@wish @someone|he|she|they|you|them|him|her ~2 get|gets|catch|catches|got|has|have|had ~1 cancer|aids|ebola|covid|leukemia|tumor|tumour|tumors|tumours|plague|dementia|alzheimers|stroke|aneurysm $',
    adds: { harassment: CLEAR },
  },
  {
    id: 'wish-heart-attack',
    pattern: '@wish @someone|he|she|they|you|them|him|her ~1 have|has|get|gets|had a heart attack',
    adds: { harassment: CLEAR },
  },
  { id: 'you-will-die-alone', pattern: 'you @be? will|going_to @adv? die alone|lonely|miserable|unloved|a', adds: { harassment: CLEAR } },
  {
    id: 'nobody-will-love-you',
    pattern: 'nobody|no_one @adv? will|would|could|can|does|do|ever @adv? like|love|want|stand|care|miss|date|marry ~2 you',
    adds: { harassment: CLEAR },
  },
  {
    id: 'no-wonder',
    pattern: 'no_wonder ~4 left|leave|hates|hate|dumped|cheated|divorced|ignores|avoid|avoids you',
    adds: { harassment: CLEAR },
  },
  {
    id: 'insult-person',
    pattern: '^ @insultAdj @modifier? man|woman|boy|girl|creature|person|thing|excuse|specimen|loser|human',
    adds: { harassment: MEDIUM },
  },
  { id: 'this-insult', pattern: 'this|that @modifier? @insultPerson', adds: { harassment: MEDIUM } },
  {
    id: 'pile-on',
    pattern:
      'let_us|everyone|everybody|go|lets all? tag|spam|flood|report|dox|doxx|roast|ratio|mock|expose|harass|bombard|brigade|message|troll @person|his|her|their',
    adds: { harassment: CLEAR },
  },
  { id: 'show-your-face', pattern: 'be|feel ashamed|embarrassed to show your face', adds: { harassment: MEDIUM } },
  { id: 'vocative-insult', pattern: ', @modifier? @modifier? @insultPerson $', adds: { harassment: CLEAR } },
  { id: 'vocative-insults', pattern: ', @modifier? @modifier? @insultMany $', adds: { harassment: WEAK } },
  { id: 'sentence-insult', pattern: '^ @modifier? @modifier? @insultPerson .', adds: { harassment: MEDIUM } },
  {
    id: 'third-insult',
    pattern: '@third is|was @adv? @degree? @art? @degree? @modifier? @modifier? @insult',
    adds: { harassment: MEDIUM },
  },
  {
    id: 'third-insult-adjective',
    pattern: '@third is|was @adv? @degree? @art? @degree? @insultAdj @modifier? @modifier? @insult',
    adds: { harassment: CLEAR },
  },
  { id: 'what-a-insult', pattern: 'what a|an @modifier? @modifier? @insultPerson', adds: { harassment: MEDIUM } },
  {
    id: 'shut-up',
    pattern: 'shut_up|shut_the_fuck_up|stfu|gtfo|screw_you|go_to_hell|piss_off|get_lost|drop_dead',
    adds: { harassment: CLEAR },
  },
  { id: 'shut-your-mouth', pattern: 'shut|close your ~1 mouth|face|trap|piehole', adds: { harassment: CLEAR } },
  { id: 'fuck-you', pattern: 'fuck|fck|f*ck|f**k|fuk|fucking you|off|yourself', adds: { harassment: STRONG } },
  { id: 'nobody-likes-you', pattern: 'nobody|no_one likes|loves|cares|wants|asked ~3 you|your|yours', adds: { harassment: CLEAR } },
  { id: 'everyone-hates-you', pattern: 'everyone|everybody laughs|hates|despises ~3 you|your', adds: { harassment: CLEAR } },
  { id: 'nobody-asked', pattern: 'nobody|no_one asked|cares $', adds: { harassment: MEDIUM } },
  { id: 'delete-account', pattern: 'delete your account', adds: { harassment: MEDIUM } },
  { id: 'crawl-back', pattern: 'crawl back under|into|to', adds: { harassment: MEDIUM } },
  { id: 'learn-to-read', pattern: 'you|go|should learn to read|spell|think', adds: { harassment: MEDIUM } },
  {
    id: 'are-you-stupid',
    pattern: 'are you @degree? stupid|dumb|blind|retarded|insane|mental|thick|slow|braindead',
    adds: { harassment: MEDIUM },
  },
  { id: 'how-stupid', pattern: 'how stupid|dumb|thick|ignorant|pathetic can|are|is you|your|he|she', adds: { harassment: MEDIUM } },
  { id: 'you-disgust', pattern: 'you disgust|sicken|repulse', adds: { harassment: CLEAR } },
  { id: 'make-me-sick', pattern: 'you make me sick', adds: { harassment: CLEAR } },
  {
    id: 'your-face',
    pattern: 'your|his|her @insultAdj face|mouth|opinion|opinions|brain|existence|life|ass',
    adds: { harassment: MEDIUM },
  },
  {
    id: 'possessive-insult',
    pattern: 'your|his|her @modifier? garbage|trash|crap|bullshit|shit opinion|opinions|take|takes|comments|posts',
    adds: { harassment: MEDIUM },
  },
  {
    id: 'what-a-adjective-person',
    pattern: 'what a|an @insultAdj @modifier? @modifier? man|woman|person|human|creature|loser|thing|excuse|boy|girl',
    adds: { harassment: CLEAR },
  },
  {
    id: 'you-are-the-worst',
    pattern: 'you are|were @adv? the dumbest|stupidest|ugliest|fattest|laziest|worst|most+pathetic|most+useless|most+stupid|biggest',
    adds: { harassment: CLEAR },
  },
  { id: 'you-are-the-most', pattern: 'you are|were @adv? the most @insultAdj', adds: { harassment: CLEAR } },
  {
    id: 'look-at-you-insult',
    pattern: 'look at you ,? @art? @modifier? @modifier? @insult|failure|joke|disgrace|mess|embarrassment',
    adds: { harassment: CLEAR },
  },
  {
    id: 'your-mother-ashamed',
    pattern: 'your mother|mom|mum|parents|dad|father|family ~4 ashamed|embarrassed|disgusted|disappointed',
    adds: { harassment: CLEAR },
  },
  { id: 'fat-pig', pattern: 'this|that|you|at fat|ugly|dirty|stupid|filthy pig|cow|slob|whale|rat', adds: { harassment: CLEAR } },
];

/** Self-harm: intent, encouragement of another, and instructions. */
const SELF_HARM: TonePattern[] = [
  {
    id: 'intent-kill-myself',
    pattern:
      'i @be? @adv? @adv? @intent @adv? kill_myself|hurt_myself|cut_myself|harm_myself|end_my_life|take_my_life|take_my_own_life|end_it_all|die|disappear|overdose',
    adds: { 'self-harm/intent': STRONG, 'self-harm': CLEAR },
  },
  {
    id: 'kill-myself',
    pattern: 'kill_myself|end_my_life|take_my_own_life|end_it_all|take_my_life',
    adds: { 'self-harm': CLEAR, 'self-harm/intent': MEDIUM },
  },
  {
    id: 'cutting',
    pattern: 'i @be? @adv? been|started|keep ~1 cutting|cut_myself|hurting_myself|starving',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR },
  },
  {
    // "I feel like ending it all tonight", "I keep thinking about killing myself".
    id: 'thinking-of-ending',
    pattern:
      'i ~3 feel|feeling|felt|thinking|think|thought|considering|considered like|about|of? ending|killing|hurting|harming it+all|myself|my+life',
    adds: { 'self-harm/intent': STRONG, 'self-harm': CLEAR },
  },
  { id: 'dont-want-live', pattern: 'i do not @adv? want_to live|exist $', adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR } },
  {
    id: 'dont-want-anymore',
    pattern: 'i do not @adv? want_to live|exist|be|wake|go|continue ~2 anymore|alive|up',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR },
  },
  { id: 'can-not-go-on', pattern: 'i can not go|do|take|keep ~2 anymore|longer', adds: { 'self-harm': MEDIUM, 'self-harm/intent': WEAK } },
  { id: 'wish-dead', pattern: 'i wish i? was|were dead|gone|never', adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR } },
  { id: 'want-dead', pattern: 'i want_to be dead|gone', adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR } },
  {
    id: 'no-reason-to-live',
    pattern: 'no_reason_to_live|better_off_dead|suicide_note',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR },
  },
  {
    id: 'nobody-miss-me',
    pattern: 'nobody|no_one would|will|even ~2 miss|notice|care ~3 me|i',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'better-off-without-me',
    pattern: 'better_off_without|better_without me',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'means-ready',
    pattern: 'i have|got|bought|saved|stashed ~2 pills|rope|gun|razor|blade|bottle ~2 ready|saved|tonight|enough',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'gone-tonight',
    pattern: 'i will? be|am gone|dead by|before ~1 tomorrow|tonight|morning|then',
    adds: { 'self-harm/intent': MEDIUM },
  },
  {
    id: 'kill-yourself',
    pattern: 'kill_yourself|kill_urself|kys|hang_yourself|end_yourself|off_yourself|unalive_yourself|go_die|drink_bleach',
    adds: { 'self-harm': STRONG, 'harassment/threatening': CLEAR, harassment: CLEAR },
  },
  {
    id: 'jump-off',
    pattern: 'go|just|should ~1 jump off|from|in front? a|the ~1 bridge|building|cliff|roof|train|bus',
    adds: { 'self-harm': STRONG, 'harassment/threatening': CLEAR },
  },
  {
    id: 'do-favour-die',
    pattern: 'do_everyone_a_favour|do_everyone_a_favor|do_us_all_a_favour|do_us_all_a_favor|do_the_world_a_favour|do_the_world_a_favor',
    adds: { 'self-harm': MEDIUM, harassment: CLEAR },
  },
  { id: 'world-better-without-you', pattern: 'better_off_without|better_without you', adds: { 'self-harm': CLEAR, harassment: STRONG } },
  {
    id: 'nobody-miss-you',
    pattern: 'nobody|no_one would|will ~1 miss|care ~3 you',
    adds: { 'self-harm': CLEAR, harassment: CLEAR },
  },
  {
    // "Nobody would notice if you skipped the meeting" is calm: "notice" needs "you" or a death right after it.
    id: 'nobody-notice-you',
    pattern: 'nobody|no_one would|will ~1 notice you|if+you+died|if+you+disappeared|if+you+vanished|if+you+were+gone',
    adds: { 'self-harm': CLEAR, harassment: CLEAR },
  },
  {
    id: 'you-should-die-self',
    pattern: 'you should|deserve_to|need_to|ought_to ~1 die|kill_yourself|disappear',
    adds: { 'self-harm': CLEAR, 'harassment/threatening': CLEAR },
  },
  {
    id: 'how-to',
    pattern: 'how|way|ways|method|methods to ~3 kill_myself|kill_yourself|end_my_life|hang_myself|overdose|cut_myself|suicide',
    adds: { 'self-harm/instructions': CLEAR, 'self-harm': CLEAR },
  },
  {
    id: 'painless-way',
    pattern:
      'painless|easiest|quickest|fastest|surest|best way|ways|method|methods to? die|kill_myself|kill_yourself|suicide|end_my_life|overdose',
    adds: { 'self-harm/instructions': MEDIUM, 'self-harm': MEDIUM },
  },
  { id: 'painless-death', pattern: 'painless death|suicide|way', adds: { 'self-harm/instructions': MEDIUM, 'self-harm': MEDIUM } },
  {
    id: 'ending-it',
    pattern: 'i @be? @adv? @adv? @intent? @adv? end|ending it|things|everything tonight|today|now|soon|$',
    adds: { 'self-harm/intent': STRONG, 'self-harm': CLEAR },
  },
  {
    id: 'goodbye-letters',
    pattern: 'wrote|written|writing|write|left my? goodbye_letter|goodbye_letters|goodbye_note|farewell_letter|suicide_note|note|notes',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR },
  },
  { id: 'killed-yourself', pattern: 'killed_yourself|killing_yourself|starve_yourself', adds: { 'self-harm': CLEAR, harassment: CLEAR } },
  {
    id: 'world-better-if-you',
    pattern: 'brighter_place|better_place|better|happier|safer ~2 if|without you',
    adds: { 'self-harm': MEDIUM, harassment: CLEAR },
  },
  {
    id: 'imperative-self-harm',
    pattern: '^ just|so|go|then|and? cut|starve|purge|overdose|od|jump|die|hang|slit ~1 again|yourself|deeper|harder|already|your',
    adds: { 'self-harm': STRONG, harassment: MEDIUM },
  },
  {
    id: 'imperative-overdose-and',
    pattern: '^ just|so|go|then? overdose|od|jump|die and',
    adds: { 'self-harm': STRONG, harassment: MEDIUM },
  },
  { id: 'stop-eating', pattern: 'stop|quit|skip eating|meals|food', adds: { 'self-harm': WEAK } },
  { id: 'thin-enough', pattern: 'thin|skinny|light enough', adds: { 'self-harm': MEDIUM } },
  {
    id: 'your-funeral',
    pattern: 'nobody|no_one would|will ~2 come|attend|cry|go|show ~3 your funeral',
    adds: { 'self-harm': CLEAR, harassment: CLEAR },
  },
  { id: 'go-ahead-and-do-it', pattern: 'go_ahead_and_do_it', adds: { 'self-harm': WEAK } },
  {
    id: 'took-the-pills',
    pattern: 'i have|had? @adv? taken|took|swallowed|downed|bought|saved ~3 pills|tablets|bottle|rope|razor|blades',
    adds: { 'self-harm/intent': STRONG, 'self-harm': CLEAR },
  },
  {
    id: 'better-if-i',
    pattern: 'better|happier|easier|lighter|safer|relieved ~3 if i|when i|without me',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'going-to-bridge',
    pattern: 'i @be? @adv? going_to|went|walking|driving|heading|standing ~2 the|a? bridge|ledge|roof|rooftop|tracks|edge|cliff',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'wont-come-back',
    pattern: 'i will not|never come back|wake up|be here|see tomorrow|make_it',
    adds: { 'self-harm/intent': MEDIUM, 'self-harm': MEDIUM },
  },
  {
    id: 'disappear-for-good',
    pattern: 'i @adv? @adv? disappeared|disappear|vanished|vanish|gone for_good|forever|permanently',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  { id: 'if-i-were-you', pattern: 'if i were you ~4 end|kill_myself|die|jump|kill', adds: { 'self-harm': CLEAR, harassment: MEDIUM } },
  { id: 'give-up-on-life', pattern: 'give up on|end life|living|everything', adds: { 'self-harm': MEDIUM } },
  { id: 'why-dont-you-die', pattern: 'why do not you @adv? die|jump|disappear|end|kill', adds: { 'self-harm': STRONG, harassment: CLEAR } },
  {
    id: 'you-should-just',
    pattern: 'you should|could|need_to|ought_to @adv? end|jump|overdose|cut|hang|starve|disappear',
    adds: { 'self-harm': CLEAR, harassment: MEDIUM },
  },
  { id: 'just-do-it', pattern: 'just+do+it|do+it+already|nobody+will+stop+you|nobody+would+stop+you', adds: { 'self-harm': MEDIUM } },
  {
    id: 'rope-is-there',
    pattern: 'rope|pills|bridge|knife|gun|noose ~1 is|are|in ~3 garage|cabinet|drawer|waiting|there|ready|right',
    adds: { 'self-harm': CLEAR },
  },
  {
    id: 'tired-of-living',
    pattern: 'tired|sick|sick_of of? living|life|being_alive|existing|waking+up|everything',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR },
  },
  { id: 'last-post', pattern: 'my? last|final post|message|goodbye|words|note', adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR } },
  { id: 'never-wake', pattern: 'never+wake|not+wake+up|sleep+and+never', adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR } },
  {
    id: 'want-to-sleep-forever',
    pattern: 'want_to|wish|just|wish_i_could sleep forever|and+never',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  { id: 'leave-this-world', pattern: 'leave|leaving|left this world|earth|life', adds: { 'self-harm/intent': CLEAR, 'self-harm': CLEAR } },
  {
    id: 'no-point',
    pattern: 'no point|reason in|to living|going_on|trying|being_here|staying|life',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'stop-the-pain',
    pattern: 'make|making it|the+pain|everything stop|end|go_away forever|for_good|$',
    adds: { 'self-harm/intent': MEDIUM, 'self-harm': MEDIUM },
  },
  {
    id: 'favour-if-you',
    pattern: 'favour|favor if|and|by you stopped|stop|died|die|disappeared|disappear|left|were',
    adds: { 'self-harm': CLEAR, harassment: CLEAR },
  },
  {
    id: 'you-stop-breathing',
    pattern: 'you ~2 stop|stopped|quit breathing|existing|living',
    adds: { 'self-harm': CLEAR, harassment: CLEAR },
  },
  {
    id: 'swallow-everything',
    pattern: 'i @be? @adv? @intent? @adv? swallow|take|down everything|all|the ~4 pills|medicine|cabinet|bottle|tablets|pack|packet',
    adds: { 'self-harm/intent': STRONG, 'self-harm': CLEAR },
  },
  {
    id: 'not-around-longer',
    pattern: 'i will not|never be around|here ~2 longer|tomorrow|anymore|next',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  { id: 'no-way-out', pattern: 'no_way_out', adds: { 'self-harm/intent': MEDIUM, 'self-harm': MEDIUM } },
  {
    id: 'cannot-keep-living',
    pattern: 'can not|cannot keep_living|go+on|keep+going|anymore',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'end-things-when',
    pattern: 'end|ending it|things|everything this|next weekend|week|friday|saturday|sunday|month|tonight',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  {
    id: 'take-the-whole-bottle',
    pattern: 'take|swallow|down|drink the? whole|all the|entire|all_of_the bottle|pack|packet|box|pills|tablets',
    adds: { 'self-harm': CLEAR },
  },
  {
    id: 'verb-yourself',
    pattern: 'drown|hang|shoot|poison|starve|stab|off|end|gas|kill yourself',
    adds: { 'self-harm': STRONG, harassment: CLEAR },
  },
  {
    id: 'imperative-yourself',
    pattern: '^ go|just|please|and|so? drown|hang|cut|shoot|poison|starve|burn|stab|off|end|kill|hurt|harm yourself',
    adds: { 'self-harm': STRONG, harassment: CLEAR },
  },
  { id: 'nobody-will-miss-you', pattern: 'will|would not|never miss you', adds: { 'self-harm': MEDIUM, harassment: CLEAR } },
  { id: 'tie-noose', pattern: 'tie|make|tying|making|buy|get ~2 noose|rope', adds: { 'self-harm': CLEAR } },
  {
    id: 'family-fine-without-me',
    pattern: 'fine|better|happier|okay|ok without me',
    adds: { 'self-harm/intent': CLEAR, 'self-harm': MEDIUM },
  },
  { id: 'saying-goodbye', pattern: 'i am|was @adv? saying goodbye|goodbyes', adds: { 'self-harm/intent': MEDIUM, 'self-harm': MEDIUM } },
  {
    id: 'how-many-pills',
    pattern: 'how many|much ~2 pills|tablets|paracetamol|tylenol|sleeping ~3 die|kill|overdose|lethal|fatal|dead',
    adds: { 'self-harm/instructions': CLEAR, 'self-harm': CLEAR },
  },
];

/** Sexual content: harassment of the reader and explicit acts. */
const SEXUAL: TonePattern[] = [
  { id: 'send-nudes', pattern: 'send|show|give|sending ~2 me|us ~2 @nudes', adds: { sexual: STRONG, harassment: CLEAR } },
  { id: 'show-me-your', pattern: 'show|flash ~1 me|us? your @sexBody|body', adds: { sexual: STRONG, harassment: CLEAR } },
  {
    id: 'want-to-sex-you',
    pattern: 'i|we|would|will|want_to|going_to|let_me @adv? @sexAct you|her|him|them|your',
    adds: { sexual: STRONG, harassment: CLEAR },
  },
  { id: 'sit-on-my-face', pattern: 'sit|ride|lick|suck ~1 on? my face|dick|cock|lap', adds: { sexual: STRONG, harassment: CLEAR } },
  { id: 'nice-body', pattern: 'nice|great|hot|sexy|juicy|fine|perfect @sexBody', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'what-wearing', pattern: 'what are you wearing', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'get-naked', pattern: 'get|getting naked', adds: { sexual: CLEAR } },
  { id: 'bend-over', pattern: 'bend you|her ~1 over', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'hey-sexy', pattern: 'hey|hi|hello sexy|hottie', adds: { sexual: MEDIUM, harassment: WEAK } },
  { id: 'so-hard', pattern: '@sexAct ~2 so|all hard|night', adds: { sexual: CLEAR } },
  {
    id: 'under-clothes',
    pattern: 'what is under|beneath|underneath your|that|her|those dress|skirt|clothes|shirt|top|bra|jeans|towel',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'first-person-touch',
    pattern: '@first @be? @adv? @intent @adv? touch|grope|feel|kiss|undress|strip|taste @pronoun',
    adds: { sexual: CLEAR, 'harassment/threatening': MEDIUM },
  },
  { id: 'show-skin', pattern: 'show|flash|see ~1 me|us? more? skin|cleavage|some_skin', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'do-to-you', pattern: 'what i would|will|could do to you|your|her', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'do-things-to-you', pattern: 'do things|stuff to you|your|her', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'you-want-it', pattern: 'you_know_you_want_it', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'make-you-scream', pattern: 'make you|her scream|moan|beg|squirm', adds: { sexual: CLEAR } },
  { id: 'you-naked', pattern: 'you|your ~4 naked|nude|undressed|topless', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'my-bed', pattern: 'in|into|to my bed|bedroom|hotel_room', adds: { sexual: MEDIUM } },
  {
    id: 'take-it-off',
    pattern: 'took|take|takes|taking your|her|that|those top|shirt|clothes|bra|dress|pants|panties|skirt ~1 off',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  { id: 'good-girl', pattern: 'be a? good_girl|good_boy', adds: { sexual: MEDIUM } },
  { id: 'nice-legs', pattern: 'nice|sexy|hot legs|body|lips|curves|figure', adds: { sexual: MEDIUM, harassment: WEAK } },
  { id: 'alone-after-hours', pattern: 'come|meet|see ~4 alone', adds: { sexual: WEAK } },
  { id: 'pet-names', pattern: 'babe|baby|honey|sweetheart|gorgeous|sexy|hottie|sweetie|darling ,|$|.', adds: { sexual: WEAK } },
  {
    id: 'picture-of-you-in',
    pattern:
      'picture|pictures|pic|pics|photo|photos|video|videos|selfie ~2 of you|yourself ~3 bikini|underwear|lingerie|bed|shower|naked|nude|topless|bra|bath|towel',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'without-clothes',
    pattern: 'without|out_of your|those|that|her|any clothes|top|shirt|dress|bra|underwear|panties',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'feel-your-body',
    pattern: 'feel|touch|see|taste|grab your|her body|skin|lips|ass|breasts|chest|thighs',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'sleep-with-me',
    pattern: 'sleep_with|sleeping_with|hook+up+with|come+home+with|spend+the+night+with me',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  { id: 'sit-on-lap', pattern: 'sit|sitting on my lap|knee|knees|face', adds: { sexual: CLEAR, harassment: MEDIUM } },
  { id: 'you-want-me', pattern: 'you @adv? want me|it|this|my $', adds: { sexual: CLEAR, harassment: MEDIUM } },
  {
    id: 'our-secret',
    pattern: 'our+little+secret|our+secret|between+us|do+not+tell+anyone|tell+nobody',
    adds: { sexual: MEDIUM, 'harassment/threatening': MEDIUM },
  },
  { id: 'you-owe-me', pattern: 'you owe me|us', adds: { sexual: WEAK, 'harassment/threatening': WEAK } },
  {
    id: 'look-good-in',
    pattern: 'look|looks good|better|hot|sexy|great in|without ~2 bed|lingerie|bikini|nothing|underwear',
    adds: { sexual: MEDIUM, harassment: WEAK },
  },
  {
    id: 'that-skirt',
    pattern: 'that|your|those skirt|dress|top|jeans|leggings|shorts|bikini|outfit|lips|ass|legs|body ~3 me|makes|crazy|wild|hard|want',
    adds: { sexual: MEDIUM, harassment: WEAK },
  },
  { id: 'in-bed', pattern: 'in|into my|the? bed|bedroom|room|car|shower with me', adds: { sexual: CLEAR } },
  {
    id: 'pretend-not-want',
    pattern: 'pretend|pretending|act|acting like? you do not want me|it|this',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'rip-it-off',
    pattern: 'rip|tear|pull|take it|that|those|your|her ~1 off you|your|her',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'undress-for-me',
    pattern: 'undress|strip|pose|dance|touch+yourself ~3 for me|on camera|on cam',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  { id: 'bra-size', pattern: 'your|her bra|cup|panty|underwear size|colour|color', adds: { sexual: CLEAR, harassment: MEDIUM } },
  {
    id: 'thinking-about-your-body',
    pattern:
      'thinking|thought|dreaming|dreamt|fantasizing|fantasising about your|you ~2 body|lips|naked|legs|ass|mouth|tits|boobs|curves|skin',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  { id: 'owe-me-a-kiss', pattern: 'owe|owes me|us a? kiss|date|night|favour|favor|dinner', adds: { sexual: MEDIUM, harassment: WEAK } },
  { id: 'let-me-touch', pattern: 'let_me touch|kiss|feel|see|hold|taste @pronoun|your', adds: { sexual: MEDIUM, harassment: WEAK } },
  {
    id: 'wear-something-short',
    pattern: 'wear|wearing something|nothing|less ~1 short|tight|sexy|revealing|skimpy|low-cut|but|tomorrow',
    adds: { sexual: MEDIUM, harassment: WEAK },
  },
  {
    id: 'take-off-your',
    pattern: 'take|took|taking|takes off your|her|that|those jacket|top|shirt|clothes|bra|dress|pants|panties|skirt|underwear',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'nobody-has-to-know',
    pattern: 'nobody|no_one has|needs|ever has? to? know|find',
    adds: { sexual: MEDIUM, 'harassment/threatening': WEAK },
  },
  {
    id: 'followed-you-home',
    pattern: 'followed|follow|following you|her home|to+your|to+her',
    adds: { 'harassment/threatening': CLEAR, sexual: WEAK },
  },
  {
    id: 'quid-pro-quo-with-me',
    pattern:
      'if you ever|really|still? want|want_to|wanna|hope ~5 job|part|promotion|raise|grade|role|contract|visa|recommendation|reference|scholarship|position ~8 with+me|to+me|alone|after|my+room|hotel|nice|nicer|closer|night|weekend',
    adds: { sexual: CLEAR, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'alone-if-you-want',
    pattern:
      'alone|after+hours|my+office|my+room|hotel ~6 if you want|want_to|wanna ~3 raise|job|promotion|part|grade|role|contract|position',
    adds: { sexual: CLEAR, 'harassment/threatening': MEDIUM },
  },
  { id: 'spend-night-with-me', pattern: 'spend|spending the? night|weekend|evening ~2 with me|at my|in my', adds: { sexual: MEDIUM } },
  { id: 'playing-hard-to-get', pattern: 'playing|play|stop hard+to+get|coy', adds: { sexual: MEDIUM, harassment: WEAK } },
  {
    id: 'slept-her-way',
    pattern:
      'got|get|gets|getting|only the? job|promoted|promotion|role|raise|part ~4 because|by|for ~3 sleeping_with|sleeps+with|slept+with|on+her+knees|on+his+knees',
    adds: { sexual: CLEAR, harassment: CLEAR },
  },
  { id: 'see-more-of-you', pattern: 'see|show|showing ~3 more of you|yourself|your', adds: { sexual: CLEAR, harassment: MEDIUM } },
  {
    id: 'lose-the-jacket',
    pattern: 'lose|drop|ditch|lose the|that|your jacket|top|shirt|bra|dress|clothes|skirt|cardigan|jumper',
    adds: { sexual: MEDIUM },
  },
  {
    id: 'no-clothes',
    pattern: 'you|your ~3 not|no|without need|wear|wearing|any|your? clothes|clothing|underwear|panties|bra',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'be-nice-for-contract',
    pattern: 'be|being nice|nicer|good|sweet|friendly to me ~8 contract|job|promotion|raise|grade|role|renewed|part|visa|position|bonus',
    adds: { sexual: CLEAR, 'harassment/threatening': MEDIUM },
  },
  {
    id: 'picturing-you-in',
    pattern:
      'picture|picturing|imagine|imagining|pictured|imagined ~1 you|her|yourself ~2 in|without the? shower|bath|bed|lingerie|underwear|bikini|nothing|towel|naked',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'those-curves',
    pattern: 'see|touch|grab|feel|squeeze those|your|her|that curves|tits|boobs|ass|booty|legs|lips|body|thighs|hips',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'explicit-act',
    pattern: 'blowjob|handjob|fellatio|cunnilingus|deepthroat|gangbang|orgasm|orgasms|cumshot|masturbating|masturbate',
    adds: { sexual: CLEAR },
  },
  {
    id: 'leak-your-nudes',
    pattern:
      'post|share|leak|send|release|forward|show|spread ~3 your|her @nudes|pics|pictures|photos|videos|video ~3 everywhere|online|to|if|unless',
    adds: { sexual: CLEAR, 'harassment/threatening': CLEAR },
  },
  {
    id: 'touching-yourself',
    pattern: 'touching|touch|play|playing|pleasuring|pleasure with? yourself|herself',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'rip-your-clothes-off',
    pattern: 'rip|ripping|tear|tearing|pull|pulling ~1 your|her clothes|dress|shirt|top|panties|bra|underwear|knickers off',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  { id: 'on-your-knees-for-me', pattern: 'on|get your|her knees|back for me|us', adds: { sexual: CLEAR, harassment: MEDIUM } },
  {
    id: 'sexual-blackmail',
    pattern:
      'for me|naked|nudes|strip|undress ~8 or|and|else|unless @first|everyone|everybody|you ~2 keep|tell|sees|see|share|post|lose|forget',
    adds: { sexual: MEDIUM, 'harassment/threatening': CLEAR },
  },
  {
    id: 'nothing-on',
    pattern: 'you|your ~4 with|wearing|in nothing on|but',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'around-my-dick',
    pattern: 'around|on|suck|sucking|wrapped+around|ride|riding my dick|cock|balls|penis',
    adds: { sexual: STRONG, harassment: MEDIUM },
  },
  {
    id: 'look-better-restrained',
    pattern: 'better|prettier|hotter|sexier|nicer|best ~4 gagged|on+your+knees|tied+up|chained+up|in+chains|bent+over|naked',
    adds: { sexual: CLEAR, harassment: MEDIUM },
  },
  {
    id: 'whatever-i-want-with-you',
    pattern: 'do|have whatever|anything @first want|like|please with|to you|her',
    adds: { sexual: CLEAR, 'harassment/threatening': MEDIUM },
  },
];

/** All patterns by family, for the analyser and tests. */
export const TONE_PATTERNS: readonly TonePattern[] = [...THREATS, ...VIOLENCE, ...HATE, ...HARASSMENT, ...SELF_HARM, ...SEXUAL];

/** Words that make a statement louder without adding information. */
// prettier-ignore
export const INTENSIFIERS = words(`
  very extremely totally absolutely completely utterly incredibly insanely literally seriously truly really so
  never always everyone everybody nobody nothing every single entire whole worst ever most huge massive
  unbelievable beyond complete total utter even again still every_single absolute
`);

/** Loaded, emotive or evaluative words: the vocabulary of outrage rather than report. */
// prettier-ignore
export const LOADED = words(`
  outrageous outrage outraged disgraceful disgrace disgusting disgusted shameful shame shameless pathetic
  ridiculous absurd insane crazy furious fury livid rage enraged angry sick_of fed_up betrayal betrayed betray
  treason treasonous traitor traitors corrupt corruption lies lie lying liar liars scam scammers rigged fraud
  fraudulent evil wicked disaster disastrous catastrophe catastrophic joke idiotic moronic stupid dumb
  incompetent unacceptable unbelievable horrific horrible terrible awful appalling atrocious despicable vile
  sickening abomination nightmare destroyed ruined ruining destroying wake_up how_dare enough_is_enough cover_up
  propaganda brainwashed sheeple tyranny tyrant tyrants crooks crooked thugs clowns idiots morons hate hated
  hateful garbage trash nonsense bullshit crap damn hell the_hell what_the_hell what_the_fuck wtf omg
  scandal scandalous criminal criminals disgusted insulting insult slap_in_the_face spineless cowards cowardly
  hypocrites hypocrisy hypocrite unforgivable inexcusable truth lied lies steal stole stealing robbed theft
  puppets sellout sellouts elites regime dictator dictatorship woke shambles farce fiasco embarrassing
  embarrassment mess clowns circus pathetic ashamed sick sickened furious infuriating maddening robbery
  ripoff rip-off scandal outrageous absurdity madness lunacy nightmare heartless greedy greed shame
  criminal crooked idiocy incompetence useless hopeless worst garbage rubbish unreal kidding seriously
`);

/** Words that make a description of violence graphic. */
// prettier-ignore
export const GRAPHIC_WORDS = words(`
  blood bloody gore gory dismembered decapitated mutilated disemboweled guts entrails corpse corpses severed
  splattered brains maimed charred
`);

/** Offers and requests for illegal goods or services (plain alternations: linear). */
export const ILLICIT_PATTERNS: readonly RegExp[] = [
  /\b(?:buy|sell|selling|order|get|score) (?:some )?(?:cocaine|coke|heroin|meth|fentanyl|mdma|lsd|weed|drugs|pills|oxy|guns|fake ids?|fake passports?|counterfeit \w+)\b/iu,
  /\b(?:how to|ways to|help me) (?:hack|steal|shoplift|launder|pick a lock|hotwire|evade taxes|forge|make meth|cook meth|scam)\b/iu,
  /\b(?:dm|message|contact) (?:me|us) (?:for|to buy) (?:drugs|weed|pills|guns)\b/iu,
];
export const ILLICIT_VIOLENT_PATTERNS: readonly RegExp[] = [
  /\b(?:how to|ways to|help me|instructions (?:for|to)|steps to) (?:make|build|assemble|print) (?:a |an )?(?:bomb|pipe bomb|explosive|ied|molotov|gun|ghost gun|silencer|poison)\b/iu,
];

/**
 * Set phrases whose violent or rude words are not meant (docs/adr/0155-calm-idioms.md), each with a plain
 * wording the rules and the learned model read instead: "Let's shoot them an email" is "drop them an email".
 * Plain alternations, so linear.
 */
export const CALM_IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bkill(s|ed|ing)? (them|him|her|you|me|us|everyone|people) with kindness\b/giu, 'treat $2 with kindness'],
  [
    /\bshoot(s|ing)? (me|you|him|her|us|them) (a|an|the) (quick |short )?(e-?mails?|texts?|messages?|notes?|lines?|dms?|replies|reply|invites?|questions?)\b/giu,
    'drop $2 $3 $4$5',
  ],
  [/\bshut up and take my money\b/giu, 'I would buy that'],
];

/** Words that, near sexual terms, make content about minors. */
export const MINOR_WORDS =
  /\b(?:child|children|kid|kids|minor|minors|underage|preteen|teen|teens|teenager|schoolgirl|schoolboy|little (?:girl|boy)|\d{1,2}[- ]year[- ]old)\b/iu;

/** Mentions of self-harm as a topic (news, help lines): weak evidence on their own. */
export const SELF_HARM_TOPIC = words('suicide suicidal self_harm self-harm overdose overdosed');

/** Sexual words from the profanity dataset that are also the words of health, news and education. */
export const MILD_SEXUAL = words('sex penis vagina anus anal porn rape incest hooker semen');

/**
 * Sentence cues (docs/adr/0051-tone-phrase-patterns.md): vocabularies that, together with who the
 * sentence addresses and its modality, suggest harm even when no whole construction matches.
 * Each counts weakly; several in one sentence add up.
 */
// prettier-ignore
export const CUE_HARM = words(`
  kill killing murder stab stabbing strangle hurt hurting bleed bleeding die dying dead death grave hospital
  bullet bullets gun guns knife knives bury burn burning choke punch slap bones neck skull teeth hang lynch
  shoot pain suffer suffering regret scream cripple wheelchair coffin funeral beat beating smash
`);
// prettier-ignore
export const CUE_VIOLENT_VERBS = words(`
  kill murder shoot stab hang lynch burn bomb beat drag execute gas nuke torch slaughter exterminate massacre
  behead butcher string round crush smash storm raid punch kick hurt wipe eliminate attack break slit strangle
  choke drown poison maim cripple gut bludgeon club whip flog stone crucify hunt ram mow trample firebomb
  decapitate dismember torture blast bleed slay annihilate obliterate eradicate assassinate snipe detonate
  ambush stomp pistol-whip cull
`);
// prettier-ignore
export const CUE_SEXUAL_STRONG = words(`
  naked nude nudes sexy lingerie undress undressed undressing horny boobs tits cleavage panties underwear bra
  moan moaning topless sext sexting thong bikini bedroom kinky seduce spicy naughty grope
  groped fondle fondled breasts booty aroused slutty thot onlyfans webcam hookup sleep_with sleeping_with
`);
// prettier-ignore
export const CUE_SEXUAL_WEAK = words(`
  body bed kiss kissing touch touching lips legs thighs curves hot skirt dress wet hard alone private
  photos pics pictures picture pic babe baby honey sweetheart gorgeous hottie sweetie darling night room
  hips mouth knees shower lap hotel cam camera favours favors ass butt pretty cute tight strip stripping
`);
// prettier-ignore
export const CUE_SELF_HARM = words(`
  die dying dead death pills rope bridge overdose wrists wrist blade blades razor goodbye suicide suicidal
  disappear burden numb hopeless worthless funeral noose ledge starve starving vanish
`);
/** Weapons and the means of mob violence. */
// prettier-ignore
export const CUE_WEAPONS = words(`
  bat bats knife knives machete machetes rope ropes noose nooses gun guns rifle rifles bullet bullets bomb bombs
  molotov molotovs molotovs pitchfork pitchforks torches gasoline petrol acid grenade grenades explosives ammo
  crowbar crowbars pipes bricks brick axe axes firebomb
`);
/** Acts of mob violence (any form). */
// prettier-ignore
export const CUE_MOB = words(`
  riot rioting burn burning torch torching loot looting smash smashing lynch lynching hunt hunting bleed
  massacre slaughter exterminate eradicate wipe purge cleanse raze flatten storm
`);
export const FIRST_PERSON_SINGULAR = words('i me my myself mine');
export const SECOND_PERSON_ALL = words('you your yours yourself yourselves');
export const FUTURE = words('will shall would going_to about_to gonna want_to plan_to');
export const OUGHT_CUES = words('should must need_to needs_to ought_to deserve_to deserves_to have_to has_to got_to let_us');
export const WISH_CUES = words('hope hoping wish wishing pray praying');
export const NEGATIONS = words('not never no nobody');
