import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { Band } from '@factlens/common';
import { MODERATION_CATEGORIES, emptyCategoryScores } from '../../providers/moderation/index.js';
import { CLASSES, TONE_PATTERNS } from './tone-lexicon.js';
import { compilePattern, MWE_SOURCE, tokenize } from './tone-match.js';
import { analyseTone } from './tone.js';
import { assessTone, toneClause, toneSentence } from './tone-provider.js';
import { toneFromModeration } from './tone-score.js';

const THREAT = "Keep talking, idiot. I know where you park and I'll make sure you regret every word";
const DEHUMANISING = 'Those protesters are animals, not people. Run them over';

const NEUTRAL_NEWS = [
  'The city council approved a $2.3 million budget for road repairs on Tuesday. Officials said construction would begin in March and last about six months.',
  'Police said a man was shot and killed during a robbery in downtown Chicago on Friday night. The suspect was arrested on Saturday, according to the FBI.',
  'The Senate voted 52-48 to confirm the nominee. Critics called the decision a mistake, while supporters praised the outcome.',
  'NATO and the EU said the summit in Brussels would focus on energy security and trade with the US and UK.',
  'Unemployment fell to 3.4 percent in January, the lowest level since 1969, according to the Bureau of Labor Statistics.',
];

/**
 * Texts written for these tests (not taken from api/data/eval): hard calm cases that share words
 * with harm, and hostile ones in phrasings the constructions must generalise to.
 */
/** Measured share in band with the learned model, less a margin (docs/adr/0115-tone-learned-model.md). */
const DEV_SET_FLOOR = 0.78; // measured 0.80
const CONTROLS_FLOOR = 0.8; // measured 0.84
const DEV_SET: Array<[string, Band]> = [
  ['Rats are rodents that can carry diseases, so store food in sealed containers.', 'green'],
  ['The documentary examines how the army executed prisoners during the civil war.', 'green'],
  ['If you or someone you know is thinking about suicide, call or text 988 to reach the crisis line.', 'green'],
  ['Kill the bill, say campaigners who oppose the planning reform.', 'green'],
  ['I know where you can find the best coffee in town: the little shop by the station.', 'green'],
  ['You will regret not trying the lemon cake, it is wonderful.', 'green'],
  ['Scientists found that wolves are social animals that live in packs.', 'green'],
  ['You should take your umbrella, the forecast says heavy rain tonight.', 'green'],
  ['I hope you feel better soon, the hospital staff were wonderful with my dad.', 'green'],
  ['We should beat them on Saturday if our defence holds.', 'green'],
  ['The surgeon will cut the tumour out tomorrow morning, the hospital said.', 'green'],
  ['Police said the rioters burned three cars and looted a shop before being arrested.', 'green'],
  ['Could you send me the photos from the wedding when you have a moment?', 'green'],
  ['We need to attack this problem from a different angle next quarter.', 'green'],
  ['If you want the job, send your CV before Friday.', 'green'],
  ['I will never hurt you, I promise.', 'green'],
  ['This is OUTRAGEOUS!!! Totally unacceptable!!! Wake up people!!!', 'yellow'],
  ['I am SO sick of these lies. When will anyone in government tell the TRUTH?!', 'yellow'],
  ['Absolutely disgraceful decision by the council, they have betrayed every single resident!', 'yellow'],
  ['STOP THE STEAL! The election was RIGGED and everyone knows it!', 'yellow'],
  ['Shut up you stupid cow, go crawl back under your rock.', 'red'],
  ['One more word from you and I will break your jaw.', 'red'],
  ['Your days are numbered, journalist. Sleep with one eye open.', 'red'],
  ['Immigrants are vermin and they are infesting our cities.', 'red'],
  ['Round up every last one of those councillors and string them up.', 'red'],
  ['Someone should shoot that senator before he ruins the country.', 'red'],
  ['Just kill yourself already, the world would be better off without you.', 'red'],
  ['I cannot do this anymore. I want to end my life tonight.', 'red'],
  ['Send me nudes or I will tell everyone what you did.', 'red'],
  ['I have been thinking about your body all day, undress for me on camera tonight.', 'red'],
];

describe('tokenize', () => {
  it('expands contractions and chat spellings and joins fixed expressions', () => {
    expect(tokenize("I'll make sure u regret it, gonna find ya").map((t) => t.t)).toEqual([
      'i',
      'will',
      'make_sure',
      'you',
      'regret',
      'it',
      ',',
      'going_to',
      'find',
      'you',
    ]);
    expect(tokenize('Stop!!! Now...').map((t) => t.t)).toEqual(['stop', '.', 'now', '.']);
  });
});

describe('tone patterns', () => {
  it('all compile, and every joined word they name is a known expression', () => {
    const joined = new Set([...MWE_SOURCE.map((p) => p.replace(/ /g, '_')), 'going_to', 'want_to', 'got_to', 'trying_to', 'let_us']);
    for (const p of TONE_PATTERNS) {
      expect(() => compilePattern(p.pattern, CLASSES)).not.toThrow();
      for (const item of p.pattern.split(/\s+/))
        for (const alt of item.replace(/\?$/, '').split('|'))
          if (alt.includes('_') && !alt.startsWith('@')) expect([p.id, alt, joined.has(alt)]).toEqual([p.id, alt, true]);
    }
    expect(new Set(TONE_PATTERNS.map((p) => p.id)).size).toBe(TONE_PATTERNS.length);
  });
});

describe('analyseTone', () => {
  it('scores all 13 moderation categories between 0 and 1', () => {
    const { categoryScores } = analyseTone('You are an idiot and I will find you.');
    expect(Object.keys(categoryScores).sort()).toEqual([...MODERATION_CATEGORIES].sort());
    for (const score of Object.values(categoryScores)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('puts each kind of harmful text in its category', () => {
    const cases = [
      ['I will kill you.', 'harassment/threatening'],
      ['Immigrants are vermin.', 'hate'],
      ['We should kill all the immigrants.', 'hate/threatening'],
      ['I want to kill myself tonight.', 'self-harm/intent'],
      ['What is the easiest way to kill yourself?', 'self-harm/instructions'],
      ['Step by step: how to make a pipe bomb at home.', 'illicit/violent'],
      ['DM me to buy cocaine, cheap prices.', 'illicit'],
      ['You are a pathetic idiot and a liar.', 'harassment'],
      ['Run them over.', 'violence'],
      ['Show me your tits.', 'sexual'],
    ] as const;
    for (const [text, category] of cases) {
      const scores = analyseTone(text).categoryScores;
      expect([text, category, scores[category] >= 0.5]).toEqual([text, category, true]);
    }
  });

  it('reads who is targeted and how: first-person future, imperative, "should", second person', () => {
    expect(analyseTone(THREAT).matched).toEqual(expect.arrayContaining(['vocative-insult', 'know-where', 'make-you-pay']));
    expect(analyseTone(DEHUMANISING).matched).toEqual(expect.arrayContaining(['group-dehumanised', 'not-human', 'imperative-phrasal']));
    // The same verbs reported, negated or aimed at a thing are not harm (to the rules: the learned
    // model, docs/adr/0115-tone-learned-model.md, is judged on its own below).
    for (const calm of [
      'Police said a man was shot and killed.',
      'I will never hurt you.',
      'Kill the bill.',
      'We will destroy the competition.',
    ])
      expect([calm, analyseTone(calm, { model: null }).matched]).toEqual([calm, []]);
  });

  it('measures shouting and exclamation marks but not acronyms', () => {
    expect(analyseTone('THIS IS A DISGRACE AND EVERYONE KNOWS IT').extras.capsRatio).toBeGreaterThan(0.9);
    expect(analyseTone('NATO, the FBI and the US FDA issued statements on Monday.').extras.capsRatio).toBe(0);
    expect(analyseTone('Wow!!! Amazing!!!').extras.exclamationsPerSentence).toBeGreaterThanOrEqual(3);
  });

  it('counts profanity from the obscenity dataset, including disguised spellings', () => {
    expect(analyseTone('What the sh1t is this f*cking mess').extras.profanityCount).toBe(2);
    expect(analyseTone('The assassin passed the class in Scunthorpe.').extras.profanityCount).toBe(0);
  });

  it('is safe on empty text and odd words', () => {
    expect(analyseTone('').extras.intensity).toBe(0);
    expect(analyseTone('constructor toString __proto__ hasOwnProperty').matched).toEqual([]);
  });

  it('stays linear on large and adversarial input (100 KB in well under a second)', () => {
    const sentence = 'I will I will you you should be be, and and the the those those people people are are. ';
    const inputs = [
      sentence.repeat(Math.ceil(100_000 / sentence.length)),
      'a'.repeat(100_000),
      'you '.repeat(25_000),
      `${'i will '.repeat(12_000)}kill you`,
      '!'.repeat(100_000),
      THREAT.repeat(Math.ceil(100_000 / THREAT.length)),
    ];
    analyseTone('warm up');
    for (const text of inputs) {
      const started = performance.now();
      assessTone(text);
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });
});

describe('assessTone', () => {
  it('scores the threat and the dehumanising call to violence red, by what makes them red', () => {
    const threat = assessTone(THREAT);
    expect(threat).toMatchObject({ band: 'red', label: 'Threatening' });
    expect(threat.categories).toEqual(expect.arrayContaining(['threat', 'harassment']));
    expect(threat.categories[0]).toBe('threat');
    const hate = assessTone(DEHUMANISING);
    expect(hate.band).toBe('red');
    expect(hate.categories).toEqual(expect.arrayContaining(['hate', 'violence']));
    expect(threat.warnings[0]).toMatchObject({ severity: 'high' });
  });

  it('scores all-caps anger yellow as emotionally charged', () => {
    const tone = assessTone('THIS GOVERNMENT IS A DISGRACE!!! THEY LIED TO US AGAIN!!! ENOUGH!!!');
    expect(tone).toMatchObject({ band: 'yellow', label: 'Emotionally charged', categories: ['charged'] });
    expect(tone.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['charged', 'shouting', 'exclamations']));
  });

  // docs/adr/0170-insults-that-judge-things.md: "garbage", "trash", "a disgrace" judge a film or a government as often
  // as a person; alone after a comma or in "what a …" they address no one.
  it('scores a harsh verdict on a thing as charged, and the same word said to a person as abuse', () => {
    for (const text of [
      'Honestly this is the worst movie I have ever seen, total garbage.',
      'What a total disgrace this government is. Utterly pathetic.',
    ]) {
      expect([text, assessTone(text).band]).toEqual([text, 'yellow']);
    }
    for (const text of ['You are garbage.', 'You are a disgrace.', 'Get lost, trash.', 'Shut up, idiot.', 'Keep talking, idiot.']) {
      expect([text, assessTone(text).band]).toEqual([text, 'red']);
    }
  });

  it.each(NEUTRAL_NEWS)('scores calm news prose green with no categories: %s', (text) => {
    const tone = assessTone(text);
    expect(tone).toMatchObject({ band: 'green', categories: [] });
    expect(tone.score).toBeLessThanOrEqual(3);
    expect(tone.warnings.filter((w) => w.severity !== 'low')).toEqual([]);
  });

  it('puts the texts written for these tests in their bands (the rules alone)', () => {
    const wrong = DEV_SET.filter(([text, band]) => assessTone(text, null, { model: null }).band !== band).map(
      ([text, band]) => `${band}: ${text}`,
    );
    expect(wrong).toEqual([]);
  });

  // With the learned model (docs/adr/0115-tone-learned-model.md) a few calm texts that share the words
  // of threats ("I will never hurt you, I promise") turn red: the price of its recall, measured here.
  it('keeps most of these texts in their bands with the learned model', () => {
    const inBand = DEV_SET.filter(([text, band]) => assessTone(text).band === band).length / DEV_SET.length;
    expect(inBand).toBeGreaterThanOrEqual(DEV_SET_FLOOR);
    const hostile = DEV_SET.filter(([, band]) => band === 'red');
    expect(hostile.filter(([text]) => assessTone(text).band === 'red').length).toBe(hostile.length);
  });

  it('takes the stronger of the local and the moderation score per category, so a key never makes it blinder', () => {
    const strong = { ...emptyCategoryScores(), 'harassment/threatening': 0.95 };
    expect(assessTone('Have a nice day.', strong)).toMatchObject({ band: 'red', categories: ['threat'] });
    // A moderation service that scores everything near zero does not hide a threat the analyser sees.
    const quiet = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, 0.0001]));
    expect(assessTone(THREAT, quiet).band).toBe('red');
    expect(assessTone(NEUTRAL_NEWS[0], quiet).band).toBe('green');
    // Junk in the moderation answer is ignored.
    expect(assessTone('Have a nice day.', { harassment: Number.NaN, hate: -3 }).band).toBe('green');
  });
});

describe('toneFromModeration (OpenAI-shaped scores)', () => {
  it('keeps typical scores for neutral text green', () => {
    const tone = toneFromModeration({ harassment: 0.0004, hate: 0.00002, violence: 0.03, 'violence/graphic': 0.001, illicit: 0.00001 });
    expect(tone).toMatchObject({ score: 1, band: 'green', label: 'Neutral', warnings: [], categories: [] });
  });

  it('keeps news about violence out of red', () => {
    expect(toneFromModeration({ violence: 0.6, 'violence/graphic': 0.05 }).band).toBe('green');
    expect(toneFromModeration({ violence: 0.8, 'violence/graphic': 0.05 }).band).toBe('yellow');
  });

  it('turns strong harassment, threats and hate red, one warning per category', () => {
    const tone = toneFromModeration({ harassment: 0.97, 'harassment/threatening': 0.9, hate: 0.1 });
    expect(tone).toMatchObject({ band: 'red', label: 'Threatening', categories: ['threat', 'harassment'] });
    expect(tone.warnings.filter((w) => w.code === 'threat' || w.code === 'harassment')).toHaveLength(2);
    expect(tone.warnings[0]).toMatchObject({ severity: 'high' });
    expect(toneFromModeration({ 'sexual/minors': 0.5 }).band).toBe('red');
    // A medium warning never sits under green LEDs.
    expect(toneFromModeration({ 'harassment/threatening': 0.4 })).toMatchObject({ band: 'yellow', label: 'Hostile' });
  });

  it('lets emotional charge alone reach yellow but not red', () => {
    expect(toneFromModeration({}, { intensity: 1 })).toMatchObject({ band: 'yellow', categories: ['charged'] });
    expect(toneFromModeration({}, { intensity: 0 }).score).toBe(1);
  });

  it('stays within 1..10 and tolerates junk values', () => {
    const all = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, 1]));
    expect(toneFromModeration(all, { intensity: 1 }).score).toBe(10);
    expect(toneFromModeration({ harassment: Number.NaN, hate: -3 }).score).toBe(1);
  });

  it('orders warnings by severity, high first', () => {
    const tone = toneFromModeration({ hate: 0.9, sexual: 0.5 }, { capsRatio: 0.3, intensity: 0.2 });
    const ranks = tone.warnings.map((w) => ({ low: 1, medium: 2, high: 3 })[w.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });
});

describe('toneSentence and toneClause', () => {
  it('say what the label says', () => {
    expect(toneSentence(assessTone(THREAT))).toBe('The tone is threatening (threats, insults).');
    expect(toneClause(assessTone(NEUTRAL_NEWS[0]))).toBe('the tone is neutral');
    expect(toneClause(assessTone('This is OUTRAGEOUS!!! Totally unacceptable!!! Wake up people!!!'))).toBe(
      'the tone is emotionally charged',
    );
    for (const [text] of DEV_SET) {
      const tone = assessTone(text);
      if (!['Self-harm risk', 'Mentions self-harm'].includes(tone.label))
        expect(toneClause(tone)).toContain(tone.label.toLowerCase().replace('suggestive', 'sexually suggestive'));
    }
  });
});

/**
 * A second dev list written for the generalisation work (docs/adr/0054-tone-evaluation.md): new hostile
 * phrasings (other verbs, tenses, indirect and conditional wording) and calm or charged controls that share
 * their vocabulary. Written without looking at the eval set's held-out texts.
 */
const GENERALISATION_HOSTILE: Array<[category: 'violence' | 'sexual' | 'harassment' | 'threat', text: string]> = [
  ['violence', 'Someone needs to put a bullet in him before he does more damage.'],
  ['violence', 'They should all be lined up and shot for what they did.'],
  ['violence', 'Drag them out of their homes and beat them until they stop moving.'],
  ['violence', 'Every one of those traitors deserves a rope around the neck.'],
  ['violence', 'Somebody go stab that judge, he has it coming.'],
  ['violence', 'We ought to burn their houses with them inside.'],
  ['violence', 'Take those politicians out back and shoot them like dogs.'],
  ['violence', 'The only good landlord is a dead landlord, hang the lot of them.'],
  ['violence', 'If I were you I would smash his skull in with a brick.'],
  ['violence', 'Time to start killing cops, they started it.'],
  ['violence', 'Break their legs so they never march again.'],
  ['violence', 'Those protesters need to be run down by trucks.'],
  ['violence', 'I hope someone slits his throat in his sleep.'],
  ['violence', 'Go and torch the mosque tonight, nobody will stop you.'],
  ['violence', 'Beat him senseless and leave him in the ditch.'],
  ['violence', 'All journalists should be executed in public.'],
  ['sexual', "Send me pics or I'll share the ones I have with your boss."],
  ['sexual', "You'd look better tied up in my bed."],
  ['sexual', 'Take your top off for me or everyone sees your messages.'],
  ['sexual', 'I want to see you naked on camera tonight, no excuses.'],
  ['sexual', "Strip for me and I'll keep your secret."],
  ['sexual', "If you don't sleep with me you can forget about that promotion."],
  ['sexual', "Come sit on my lap and stop pretending you don't want it."],
  ['sexual', "I'll post your nudes everywhere if you block me again."],
  ['sexual', "Bet you'd moan so loud if I had you alone."],
  ['sexual', 'Send a video of you touching yourself or I tell your husband.'],
  ['sexual', 'I keep thinking about ripping your clothes off.'],
  ['sexual', 'You owe me a blowjob after dinner, sweetheart.'],
  ['sexual', 'Spread your legs for me, baby.'],
  ['sexual', 'Either you get on your knees for me or you lose your job.'],
  ['harassment', 'Nobody would miss you if you disappeared.'],
  ['harassment', 'You are a worthless waste of oxygen and everybody knows it.'],
  ['harassment', 'Look at this fat pig trying to talk about fitness, disgusting.'],
  ['harassment', 'Do the world a favour and never post again, you absolute clown.'],
  ['harassment', 'Your mother must be so ashamed of the failure she raised.'],
  ['harassment', "You're too ugly to be seen in public, stay indoors."],
  ['harassment', 'Go back to whatever hole you crawled out of, loser.'],
  ['harassment', 'What a pathetic little man you are.'],
  ['harassment', "Everyone at school thinks you're a freak and they laugh behind your back."],
  ['harassment', 'You are the dumbest person I have ever had the misfortune to read.'],
  ['harassment', 'Kill yourself you pathetic worm.'],
  ['harassment', 'Nobody cares about your opinion, you brainless idiot.'],
  ['harassment', "You're a disgusting excuse for a human being."],
  ['harassment', 'Shut your stupid mouth before you embarrass yourself further.'],
  ['threat', 'I know where your kids go to school.'],
  ['threat', "You'll be sorry when I show up at your door."],
  ['threat', "Watch your back, I'm coming for you."],
  ['threat', "Keep it up and you'll end up in a hospital bed."],
  ['threat', "I'm going to find you and make you pay."],
  ['threat', "Say that again and I'll cut your tongue out."],
  ['threat', 'One day soon you will wake up to your house on fire.'],
  ['threat', 'I will hunt you down and end you.'],
  ['threat', 'You better hope we never meet in person.'],
  ['threat', 'It would be a shame if something happened to your daughter.'],
  ['threat', "I'll break every bone in your body."],
  ['threat', "Next time I see you I'm putting you in the ground."],
  ['threat', "Don't make me come over there and shut you up for good."],
  ['threat', 'We know your address and we are coming tonight.'],
  ['threat', "You won't live to see next week."],
  ['threat', 'I swear I will beat you to a pulp.'],
  ['violence', 'Somebody should throw acid in her face.'],
  ['violence', 'We need to start shooting these looters on sight.'],
  ['violence', 'String that mayor up from a lamppost.'],
  ['violence', "I'd love to watch those bankers hang."],
  ['violence', 'Firebomb the clinic and see how they like it.'],
  ['violence', 'Cops like him deserve to be gunned down in the street.'],
  ['sexual', "Show me your tits or I'll tell everyone you're a slut."],
  ['sexual', "Bet you'd look hot with nothing on, send me proof."],
  ['sexual', 'I want you on your back in my hotel room tonight.'],
  ['sexual', 'Give me a private show on cam or your photos go public.'],
  ['sexual', "You're going to sleep with me if you want that raise."],
  ['harassment', 'You are such a pathetic loser, nobody will ever love you.'],
  ['harassment', 'Everybody hates you, just leave the group already.'],
  ['harassment', 'Your face makes me want to throw up, ugly cow.'],
  ['harassment', "You're a useless sack of garbage."],
  ['threat', "I'll be waiting outside your house tonight."],
  ['threat', "You're going to regret ever opening your mouth."],
  ['threat', 'Keep talking and see what happens to your family.'],
  ['threat', "I'm going to slit your throat while you sleep."],
  ['threat', 'We will find you and we will hurt you.'],
  ['violence', 'Round them up and put them in camps, then finish the job.'],
  ['violence', 'Honestly the world needs someone to assassinate that president.'],
  ['violence', 'Every one of them should be dragged into the street and beaten.'],
  ['violence', 'Grab a bat and smash every one of their skulls in.'],
  ['violence', "Let's go pay those scabs a visit with baseball bats."],
  ['sexual', "Come over tonight and I'll show you what a real man can do, you know you want it."],
  ['sexual', "If you ever want that part, you'll have to come to my room and be nice."],
  ['sexual', "Send nudes babe, or I'll send the screenshots to your dad."],
  ['sexual', "I'm going to make you beg for it whether you like it or not."],
  ['sexual', 'Your lips would look better around my dick.'],
  ['harassment', "You're honestly the most pathetic person on this platform."],
  ['harassment', 'Go cry to your mommy, you spineless coward.'],
  ['harassment', 'Nobody wants you here, you embarrassing freak.'],
  ['harassment', 'God you are ugly, do everyone a favour and stop posting selfies.'],
  ['harassment', "Look at you, a total failure who can't even hold a job."],
  ['threat', "You have no idea who you are messing with, I'll ruin your life."],
  ['threat', 'Sleep tight, I know which window is yours.'],
  ['threat', 'Better lock your doors tonight.'],
  ['threat', "If you testify, you'll never see your kids again."],
  ['threat', "I'm coming for you and your family, count on it."],
  ['violence', 'These traitors should be shot at dawn, every last one.'],
  ['violence', 'Someone ought to run that councillor off the road.'],
  ['violence', "If we all show up with rifles they'll learn their lesson."],
  ['violence', 'Gut them like fish, they are not worth the air.'],
  ['violence', 'Burn down every refugee hotel in the county.'],
  ['violence', 'Somebody ought to drown the lot of those councillors.'],
  ['violence', 'They should string up those judges in the town square.'],
  ['violence', 'Time we started lynching the journalists who lie to us.'],
  ['threat', 'Keep talking and you will see what happens to rats like you.'],
  ['sexual', "You'd be so much prettier gagged and on your knees."],
  ['sexual', "Video call me in the shower or I'll post what I've got."],
  ['sexual', 'Stop being a tease and come back to my place, you know you owe me.'],
  ['sexual', "I'd pin you down and do whatever I want with you."],
  ['sexual', "Send me something spicy tonight or we're done and your pics go online."],
  ['harassment', 'You are genuinely the stupidest person alive.'],
  ['harassment', "Honestly you're a waste of space and a waste of air."],
  ['harassment', 'Get off this forum you braindead clown.'],
  ['harassment', 'Nobody in this town can stand you, you miserable hag.'],
  ['harassment', 'You should be ashamed to even exist, you fat slob.'],
  ['threat', "I'll make your life a living hell."],
  ['threat', "Talk to the press and you'll disappear."],
  ['threat', "You'll get what's coming to you, trust me."],
  ['threat', "I'm outside your building right now."],
  ['threat', "Cross me again and they'll find you in a ditch."],
];
const GENERALISATION_CONTROLS: Array<[Band, string]> = [
  ['green', 'Beat the eggs with the sugar until pale and fluffy.'],
  ['green', 'If the server hangs, kill the process and restart it.'],
  ['green', "I'd kill for a coffee right now."],
  ['green', 'The striker shot the ball past the keeper in the 89th minute.'],
  ['green', 'In 1968 a gunman shot and killed the civil rights leader in Memphis.'],
  ['green', 'Police said two men were stabbed outside a bar on Saturday night.'],
  ['green', 'Our team crushed them 5-0 in the final.'],
  ['green', 'The boxer knocked out his opponent in the third round.'],
  ['green', 'Chop the onions and throw them in the pan.'],
  ['green', 'The army executed the deserters in 1916, historians say.'],
  ['green', 'She killed it on stage last night, what a performance.'],
  ['green', 'Shoot me an email when you get a chance.'],
  ['green', 'The film depicts a brutal murder in a small town.'],
  ['green', 'You should strip the old paint before sanding the door.'],
  ['green', 'Take the pictures and send them to me by Friday.'],
  ['green', 'The trial heard that the victim was beaten with a bat.'],
  ['green', 'Drag the file into the folder and drop it there.'],
  ['green', 'He was hanged for treason in 1946 after the trial.'],
  ['green', 'The knife should be sharp enough to slice tomatoes.'],
  ['green', 'My kids go to school by bus every morning.'],
  ['green', 'Do you know where the post office is? I need to drop off a parcel.'],
  ['green', 'Tie up the loose ends before the meeting.'],
  ['green', 'Firefighters said the house was on fire for two hours.'],
  ['green', 'We will hunt for bargains at the market on Sunday.'],
  ['green', 'Nobody would notice if you skipped the meeting, it is optional.'],
  ['green', 'Put the bullet points in the slide deck.'],
  ['green', 'The hunters shot three deer during the season.'],
  ['green', 'Bombing raids destroyed much of the city during the war.'],
  ['green', 'Lift the weights slowly and keep your back straight.'],
  ['green', 'The comedian bombed on stage but took it well.'],
  ['yellow', 'This government is a DISGRACE and they should all RESIGN NOW!!!'],
  ['yellow', 'I am absolutely FURIOUS about these lies!!!'],
  ['yellow', 'How DARE they raise taxes again?! Unbelievable!!'],
  ['yellow', 'WAKE UP!!! They are lying to you EVERY DAY!!!'],
  ['green', 'The senator was shot in the arm during the attack, officials confirmed.'],
  ['green', 'Send me the photos you took at the party.'],
  ['green', 'Undress the chicken from its packaging and pat it dry.'],
  ['green', 'The bill would execute a transfer of funds to the states.'],
  ['green', 'They beat the record by three seconds.'],
  ['green', 'Lock the door behind you when you leave.'],
  ['green', 'Pour bleach into the bucket and mop the kitchen floor.'],
  ['green', 'Knock the dents out of the panel with a rubber mallet.'],
  ['green', 'The museum guide said the emperor was assassinated in 44 BC.'],
  ['green', 'If you ever want the recipe, just ask me after class.'],
  ['green', 'Lock your doors at night and keep valuables out of sight, police advise.'],
  ['green', 'Look at you, all grown up and graduating today!'],
  ['green', 'You will never see prices this low again, the sale ends Sunday.'],
  ['green', 'We paid my grandmother a visit with flowers and cake.'],
  ['green', 'The crew will torch the old paint off the hull before repainting.'],
  ['green', 'You are the most generous person I know.'],
  ['green', 'We strung up the Christmas lights along the porch last night.'],
  ['green', 'In biology class the kids learn what happens to plants without water.'],
];

describe('generalisation dev list (hostile phrasings not in the eval set)', () => {
  // Per-category floors: every family must read at least 90% of its new phrasings as red.
  it.each(['violence', 'sexual', 'harassment', 'threat'] as const)('scores new %s phrasings red', (category) => {
    const items = GENERALISATION_HOSTILE.filter(([c]) => c === category);
    const missed = items.filter(([, text]) => assessTone(text).band !== 'red').map(([, text]) => text);
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect((items.length - missed.length) / items.length).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the controls that share their words in their bands (the rules alone: at least 95%, none red)', () => {
    const wrong = GENERALISATION_CONTROLS.filter(([band, text]) => assessTone(text, null, { model: null }).band !== band);
    expect((GENERALISATION_CONTROLS.length - wrong.length) / GENERALISATION_CONTROLS.length).toBeGreaterThanOrEqual(0.95);
    expect(wrong.filter(([, text]) => assessTone(text, null, { model: null }).band === 'red')).toEqual([]);
  });

  it('keeps most controls in their bands with the learned model (measured floor)', () => {
    const inBand = GENERALISATION_CONTROLS.filter(([band, text]) => assessTone(text).band === band).length;
    expect(inBand / GENERALISATION_CONTROLS.length).toBeGreaterThanOrEqual(CONTROLS_FLOOR);
  });
});

describe('tone evaluation set (api/data/eval/tone-eval.jsonl)', () => {
  interface Row {
    text: string;
    category: string;
    expect: Band;
    split: 'train' | 'test';
  }
  const rows: Row[] = readFileSync(new URL('../../../data/eval/tone-eval.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);

  const agreement = (split: Row['split'], pick: (r: Row) => boolean) => {
    const items = rows.filter((r) => r.split === split && pick(r));
    return items.filter((r) => assessTone(r.text).band === r.expect).length / items.length;
  };

  // Regression floors a little under the figures measured with the learned model
  // (docs/adr/0125-tone-calls-to-violence.md: test 95.8% all, 94.0% hostile red, 98.6% calm green);
  // the targets themselves (85% overall, 90% hostile red, 95% calm green) are checked by eval.test.ts.
  it('keeps the held-out (test) split at or above the measured floors', () => {
    expect(agreement('test', (r) => r.category === 'calm')).toBeGreaterThanOrEqual(0.95);
    expect(agreement('test', () => true)).toBeGreaterThanOrEqual(0.94);
    expect(agreement('test', (r) => r.expect === 'red')).toBeGreaterThanOrEqual(0.92);
  });

  it('fits the train split it was tuned on', () => {
    expect(agreement('train', () => true)).toBeGreaterThanOrEqual(0.97);
  });

  it('holds at least 300 texts, half of each category held out', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const category of new Set(rows.map((r) => r.category))) {
      const all = rows.filter((r) => r.category === category);
      const test = all.filter((r) => r.split === 'test').length;
      expect(Math.abs(test - all.length / 2)).toBeLessThanOrEqual(2);
    }
  });
});

describe('harm wished, promised or proposed (docs/adr/0153-claimant-subjects-and-death-wishes.md)', () => {
  it('reads a death, an illness or a fatal accident wished on a person as harassment or a threat, by the rules alone', () => {
    const cases = [
      ['I hope you get cancer and die.', 'wish-and-die', 'violence'],
      ['I hope your whole family dies in a fire.', 'wish-harm-family', 'violence'],
      ['I hope he gets hit by a bus.', 'wish-accident', 'violence'],
      ['I hope you get cancer.', 'wish-illness', 'harassment'],
      ['Hope you have a heart attack reading this.', 'wish-heart-attack', 'harassment'],
      ['I hope you choke on it.', 'wish-harm', 'violence'],
    ] as const;
    for (const [text, id, category] of cases) {
      const tone = analyseTone(text, { model: null });
      expect([text, tone.matched.includes(id), tone.categoryScores[category] >= 0.5]).toEqual([text, true, true]);
      expect([text, assessTone(text, null, { model: null }).band]).toEqual([text, 'red']);
    }
  });

  it("reads the writer's thought of ending their own life as self-harm intent, and nothing else that ends", () => {
    for (const text of [
      'I feel like ending it all tonight.',
      'I keep thinking about killing myself.',
      "I've been thinking about ending my life.",
    ]) {
      const tone = analyseTone(text, { model: null });
      expect([text, tone.matched.includes('thinking-of-ending'), tone.categoryScores['self-harm/intent'] >= 0.5]).toEqual([
        text,
        true,
        true,
      ]);
    }
    for (const calm of ['I feel like ending the meeting early.', 'I was thinking about killing time at the mall.'])
      expect([calm, analyseTone(calm, { model: null }).matched]).toEqual([calm, []]);
  });

  it('leaves good wishes, wishes about things and negated wishes alone', () => {
    for (const calm of [
      'I hope my grandmother gets better after her cancer treatment.',
      'I hope you get the job!',
      'I hope they get hit by reality soon.',
      'I hope the cancer research gets funded.',
      'I hope nobody gets cancer from this.',
      'I hope we get covid under control soon.',
      'I hope you have a stroke of luck.',
      'I hope they survive the heart attack.',
      'I hope you enjoy the food and burn some calories.',
      // A negation inside a gap turns the phrase around (it did not before: "hope he does not die" read as a death wish).
      "I hope he doesn't die.",
      "I hope you don't get hurt.",
    ])
      expect([calm, analyseTone(calm, { model: null }).matched]).toEqual([calm, []]);
  });

  it('reads arson promised, bloodshed foretold and a hunt for people as violence; hunting deer and shooting photos stay calm', () => {
    const cases = [
      ["I'm going to burn this whole place down.", 'first-person-burn-down'],
      ['If he wins, there will be blood in the streets.', 'blood-in-streets'],
      ["Let's go hunt some liberals this weekend.", 'lets-hunt-people'],
      ['We should hunt the traitors.', 'lets-hunt-people'],
      ['Someone should shoot that judge.', 'someone-should-kill'],
      ['Somebody should poison the water at the rally.', 'someone-should-torch'],
    ] as const;
    const own = analyseTone('Get back to your own country where you belong.', { model: null });
    expect([own.matched.includes('back-to-your-country'), own.categoryScores.hate >= 0.5]).toEqual([true, true]);
    expect(analyseTone('I flew back to my own country last week.', { model: null }).matched).toEqual([]);
    for (const [text, id] of cases) {
      const tone = analyseTone(text, { model: null });
      expect([text, tone.matched.includes(id), tone.categoryScores.violence >= 0.5]).toEqual([text, true, true]);
    }
    // Before, "we … hunt" and "we will shoot|kill" read as violence whatever was hunted, shot or killed.
    for (const calm of [
      'We hunt deer every fall.',
      'We will shoot the wedding photos at noon.',
      'We need to kill the lights before the movie.',
      "I'm going to burn the old leaves in the garden.",
      "I'm going to kick your butt at chess tonight.",
      "I'm going to beat you at tennis tomorrow.",
      'Investors say buy when there is blood in the streets.',
    ])
      expect([calm, analyseTone(calm, { model: null }).matched]).toEqual([calm, []]);
  });
});

describe('set phrases whose violent or rude words are not meant (docs/adr/0155-calm-idioms.md)', () => {
  it('reads them calm, with the learned model too, and the same words aimed at people as before', () => {
    for (const calm of [
      'We should kill them with kindness.',
      "Let's shoot them an email tomorrow.",
      'Shoot me a quick text when you land.',
      'Shut up and take my money!',
    ]) {
      expect([calm, analyseTone(calm).matched]).toEqual([calm, []]);
      expect([calm, assessTone(calm, null).band]).toEqual([calm, 'green']);
    }
    for (const hostile of ["Let's shoot them all.", 'We should kill them with knives.', 'Shut up and die.'])
      expect([hostile, assessTone(hostile, null).band]).toEqual([hostile, 'red']);
  });

  it('the learned model reads a request for a message as calm, and one for nudes as before', () => {
    for (const calm of ['Send me a message when you land.', 'Send me a quick text when you land.', 'Send me the report by Friday.'])
      expect([calm, assessTone(calm, null).band]).toEqual([calm, 'green']);
    for (const hostile of ['Send me nudes or else.', 'Send me a pic in your bikini tonight.'])
      expect([hostile, assessTone(hostile, null).band]).toEqual([hostile, 'red']);
  });

  it('reads "where they came from" as hate only when people are told or sent to go back there', () => {
    for (const [text, id] of [
      ['Go back to where you came from.', 'go-back-where'],
      ['They should all go back where they came from.', 'send-back-where'],
      ['Deport them back to where they came from.', 'send-back-where'],
    ] as const) {
      const tone = analyseTone(text, { model: null });
      expect([text, tone.matched.includes(id), tone.categoryScores.hate >= 0.5]).toEqual([text, true, true]);
    }
    const birds = 'The birds flew back to where they came from.';
    expect(analyseTone(birds).matched).toEqual([]);
    expect(assessTone(birds, null).band).toBe('green');
  });
});

describe('an attack wished on someone or a building where people are (docs/adr/0159-wished-attacks.md)', () => {
  it('reads a wish that someone shoots, kills or bombs, or the harm the writer would like to do, as violence, by the rules alone', () => {
    for (const [text, id] of [
      ['I hope someone shoots him.', 'wish-someone-kills'],
      ['I hope somebody kills them all.', 'wish-someone-kills'],
      ['I hope somebody bombs that place.', 'wish-someone-bombs'],
      ['I hope someone blows up their office.', 'wish-someone-bombs'],
      ["I'd love to punch him.", 'first-person-would-like-harm'],
      ['I would like to strangle her.', 'first-person-would-like-harm'],
      // A face or a head after "that" / "this" is a person's.
      ["I'd love to punch that smug face of his.", 'first-person-would-like-harm'],
      ['I hope someone burns him alive.', 'wish-harm'],
    ] as const) {
      const tone = analyseTone(text, { model: null });
      expect([text, tone.matched.includes(id), tone.categoryScores.violence >= 0.5]).toEqual([text, true, true]);
      expect([text, assessTone(text, null, { model: null }).band]).toEqual([text, 'red']);
    }
  });

  it('leaves posts blown up, photos shot, shows killed and exams bombed alone', () => {
    for (const calm of [
      'I hope someone blows up this post so more people see it.',
      'I hope somebody blows up the balloons before the party.',
      'I hope someone shoots the wedding photos.',
      'I hope somebody kills it at the talent show tonight.',
      'I hope someone kills the lights soon, I want to sleep.',
      'I hope someone shoots me a text when they land.',
      'I hope nobody bombs the exam.',
      'I would love to see him.',
      "I'd love to kill some time at the museum.",
      "I'd like to kill this project before it starts.",
      'I would like to shoot the wedding.',
      // Burning a copy for someone is no fate wished on them.
      'I hope someone burns me a copy of that CD.',
      'I hope someone burns you a mixtape.',
      "I'd love to punch that bag.",
      "I'd love to see that face of hers again.",
    ]) {
      expect([calm, analyseTone(calm, { model: null }).matched]).toEqual([calm, []]);
      expect([calm, assessTone(calm, null).band]).toEqual([calm, 'green']);
    }
  });
});
