import { describe, expect, it } from '@jest/globals';
import { detectAll } from 'tinyld';
import type { FactCheckResult } from '@factlens/common';
import { detectLanguage, languageName, withLanguage } from './language.js';
import { accuracyWarnings } from './scoring.js';

describe('detectLanguage', () => {
  it.each([
    ['El presidente dijo que la inflación bajó un 50% el año pasado.', 'es'],
    ['Le gouvernement a interdit les voitures diesel dans tout Paris.', 'fr'],
    ['Die Regierung hat ein Gesetz gegen Bargeld im ganzen Land beschlossen.', 'de'],
    ['The federal minimum wage is worth less than it was fifty years ago.', 'en'],
  ])('names the language of a full sentence: %s → %s', (text, code) => {
    const d = detectLanguage(text);
    expect(d.code).toBe(code);
    expect(d.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['', 'empty'],
    ['ok', 'two letters'],
    ['Hello', 'one word (tinyld guesses Italian)'],
    ['Vaccines cause autism', 'a short claim tinyld scores Romanian first'],
    ['Barack Obama was born in Hawaii.', 'names only: uncertain'],
    ['https://example.com/a/very/long/path/that/is/not/language @someone #hashtag 12345', 'links, mentions and digits only'],
  ])('answers "und" for short or ambiguous text (%s: %s)', (text) => {
    expect(detectLanguage(text).code).toBe('und');
  });

  it.each([
    ['Hydroxychloroquine cures COVID-19.', 'cs'],
    ['Hydroxychloroquine and ivermectin cure COVID patients within days', 'cs'],
    ['Remdesivir reduces mortality in hospitalized patients', 'es'],
  ])('names no language that one word decides (docs/adr/0165-one-word-is-no-language.md): %s (tinyld: %s)', (text, guess) => {
    // tinyld alone names the language from that one word, with full confidence.
    expect(detectAll(text.replace(/[^\p{L}\s]+/gu, ' '))[0]).toMatchObject({ lang: guess, accuracy: 1 });
    expect(detectLanguage(text).code).toBe('und');
  });

  it.each([
    ['Las vacunas contra el COVID-19 contienen microchips para controlar a la población.', 'es'],
    ['Szczepionki powodują autyzm', 'pl'],
    ['Вакцины вызывают аутизм', 'ru'],
    ['Bolsonaro perdeu a eleição', 'pt'],
  ])('still names a language that holds without any one of its words: %s → %s', (text, code) => {
    expect(detectLanguage(text).code).toBe(code);
  });

  it('English is not assumed: an uncertain English text is "und", not "en"', () => {
    expect(detectLanguage('NASA has not confirmed a new moon').code).toBe('und');
  });
});

describe('languageName', () => {
  it('names languages in English', () => {
    expect(languageName('es')).toBe('Spanish');
    expect(languageName('pt')).toBe('Portuguese');
  });
});

describe('withLanguage', () => {
  const unverified = {
    verdict: 'unrated',
    summary:
      'No fact-check we know of covers this claim, so its accuracy is unverified; the tone is calm. Nothing here contradicts published fact-checks.',
    warnings: [...accuracyWarnings('unrated', []), { severity: 'medium', message: 'Emotionally charged.' }],
  } as unknown as FactCheckResult;

  it('with no reviews in the language, the notice replaces the bare "unverified" in summary and warnings', () => {
    const r = withLanguage(unverified, 'es', 0);
    const notice =
      'This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy could not be checked.';
    expect(r.language).toBe('es');
    expect(r.languageNotice).toBe(notice);
    expect(r.summary).toBe(`${notice} The tone is calm. Nothing here contradicts published fact-checks.`);
    expect(r.warnings).toEqual([
      { severity: 'low', message: notice },
      { severity: 'medium', message: 'Emotionally charged.' },
    ]);
    expect(r.verdict).toBe('unrated');
  });

  it('a rated result keeps its summary and warnings; the notice only says where the evidence came from', () => {
    const rated = { ...unverified, verdict: 'false', summary: 'False: 1 matching fact-check.', warnings: [] } as unknown as FactCheckResult;
    const r = withLanguage(rated, 'es', 0);
    expect(r.languageNotice).toMatch(/^This text seems to be in Spanish\. .*found by other services\.$/);
    expect(r.summary).toBe('False: 1 matching fact-check.');
  });

  it('no notice when the index has reviews in that language, when the language is undetermined, or when the counts are unknown', () => {
    expect(withLanguage(unverified, 'en', 12)).toMatchObject({ language: 'en', languageNotice: null, summary: unverified.summary });
    expect(withLanguage(unverified, 'und', 0)).toMatchObject({ language: 'und', languageNotice: null });
    expect(withLanguage(unverified, 'es', null)).toMatchObject({ language: 'es', languageNotice: null });
  });
});
