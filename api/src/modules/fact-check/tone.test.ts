import { describe, expect, it } from '@jest/globals';
import { MODERATION_CATEGORIES, emptyCategoryScores } from '../../providers/moderation/index.js';
import { analyseTone } from './tone.js';
import { assessTone, createLocalToneProvider } from './tone-provider.js';
import { toneFromModeration } from './tone-score.js';

const NEUTRAL_NEWS = [
  'The city council approved a $2.3 million budget for road repairs on Tuesday. Officials said construction would begin in March and last about six months.',
  'Police said a man was shot and killed during a robbery in downtown Chicago on Friday night. The suspect was arrested on Saturday, according to the FBI.',
  'The Senate voted 52-48 to confirm the nominee. Critics called the decision a mistake, while supporters praised the outcome.',
  'NATO and the EU said the summit in Brussels would focus on energy security and trade with the US and UK.',
  'Unemployment fell to 3.4 percent in January, the lowest level since 1969, according to the Bureau of Labor Statistics.',
];

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
      ['The corpse was dismembered and blood splattered the walls.', 'violence/graphic'],
      ['You are a pathetic idiot and a liar.', 'harassment'],
    ] as const;
    for (const [text, category] of cases) {
      const scores = analyseTone(text).categoryScores;
      expect([text, category, scores[category] >= 0.5]).toEqual([text, category, true]);
      // Categories with no relation to the text stay quiet.
      expect([text, scores.sexual, scores['sexual/minors']]).toEqual([text, 0, 0]);
    }
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
    expect(analyseTone('constructor toString __proto__').extras.negativity).toBe(0);
  });
});

describe('assessTone (local analyser end to end)', () => {
  it.each(NEUTRAL_NEWS)('scores neutral news prose green: %s', (text) => {
    const tone = assessTone(text);
    expect(tone.band).toBe('green');
    expect(tone.score).toBeLessThanOrEqual(3);
    expect(tone.warnings.filter((w) => w.severity !== 'low')).toEqual([]);
  });

  it.each([
    'YOU ARE A PATHETIC IDIOT!!! I WILL FIND YOU AND MAKE YOU PAY!!!',
    'Shut up you stupid bitch, nobody cares about your garbage opinion.',
    'I will kill you. Watch your back.',
    'Immigrants are vermin and should all be deported.',
  ])('scores insulting, shouting or threatening text red: %s', (text) => {
    const tone = assessTone(text);
    expect(tone.band).toBe('red');
    expect(tone.warnings.some((w) => w.severity === 'high')).toBe(true);
  });

  it('scores emotionally charged but not abusive text yellow', () => {
    const tone = assessTone('This is OUTRAGEOUS!!! Totally unacceptable!!! Wake up people!!!');
    expect(tone.band).toBe('yellow');
    expect(tone.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['charged', 'exclamations']));
  });

  it('labels red text by what makes it red', () => {
    expect(assessTone('I will kill you.').label).toBe('Abusive');
    expect(assessTone('Immigrants are vermin and should all be deported.').label).toBe('Hateful');
    expect(assessTone(NEUTRAL_NEWS[0]).label).toBe('Neutral');
  });

  it('uses given moderation scores instead of the local ones', () => {
    const scores = { ...emptyCategoryScores(), 'harassment/threatening': 0.95 };
    expect(assessTone('Have a nice day.', scores).band).toBe('red');
  });
});

describe('toneFromModeration (OpenAI-shaped scores)', () => {
  it('keeps typical scores for neutral text green', () => {
    const tone = toneFromModeration({ harassment: 0.0004, hate: 0.00002, violence: 0.03, 'violence/graphic': 0.001, illicit: 0.00001 });
    expect(tone).toMatchObject({ score: 1, band: 'green', label: 'Neutral', warnings: [] });
  });

  it('keeps news about violence green or yellow with at most a low warning', () => {
    expect(toneFromModeration({ violence: 0.55, 'violence/graphic': 0.05 }).warnings).toEqual([]);
    const tone = toneFromModeration({ violence: 0.65, 'violence/graphic': 0.05 });
    expect(tone.score).toBeLessThanOrEqual(4);
    expect(tone.warnings).toEqual([{ code: 'violence', severity: 'low', message: 'Violent language' }]);
  });

  it('turns strong harassment, threats and hate red, one warning per family', () => {
    const tone = toneFromModeration({ harassment: 0.97, 'harassment/threatening': 0.9, hate: 0.1 });
    expect(tone.band).toBe('red');
    expect(tone.dominant).toBe('harassment/threatening');
    expect(tone.warnings.filter((w) => w.code.startsWith('harassment'))).toHaveLength(1);
    expect(tone.warnings[0]).toMatchObject({ severity: 'high' });
    expect(toneFromModeration({ 'sexual/minors': 0.5 }).band).toBe('red');
    // A medium warning never sits under green LEDs.
    expect(toneFromModeration({ 'harassment/threatening': 0.4 }).band).toBe('yellow');
  });

  it('lets intensity alone reach yellow but not red', () => {
    expect(toneFromModeration({}, { intensity: 1 }).band).toBe('yellow');
    expect(toneFromModeration({}, { intensity: 0 }).score).toBe(1);
  });

  it('stays within 1..10 and tolerates junk values', () => {
    const all = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, 1]));
    expect(toneFromModeration(all, { intensity: 1 }).score).toBe(10);
    expect(toneFromModeration({ harassment: Number.NaN, hate: -3 }).score).toBe(1);
  });

  it('orders warnings by severity, high first', () => {
    const tone = toneFromModeration({ hate: 0.9, sexual: 0.35 }, { capsRatio: 0.3, intensity: 0.2 });
    const ranks = tone.warnings.map((w) => ({ low: 1, medium: 2, high: 3 })[w.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });
});

describe('createLocalToneProvider', () => {
  it('answers like a moderation provider, offline', async () => {
    const provider = createLocalToneProvider();
    const result = await provider.moderate('I will kill you.');
    expect(provider.name).toBe('local-tone');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.flagged).toBe(true);
      expect(result.data.model).toBe('local-tone');
    }
  });
});
