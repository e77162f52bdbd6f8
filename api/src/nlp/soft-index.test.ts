// The word channel of the claim search (docs/adr/0138-word-channel.md), with the shipped word vectors
// and WordNet synonyms.
import { describe, expect, it } from '@jest/globals';
import { wordCosine } from './resources.js';
import { SoftIndex } from './soft-index.js';
import { stem, tokenizeWithCasing } from './tokens.js';

const DOCS = [
  'Statistically, law-enforcement officers die 10 years earlier than the general population.',
  'Police officers in Ohio get a pay raise this year.',
  'Most people die within 10 miles of where they were born.',
  'Barack Obama was born in Kenya.',
  'Drinking eight glasses of water a day is necessary for good health.',
];
const tokens = (text: string) => tokenizeWithCasing(text).tokens;
const idf = () => 1;

function index(docs = DOCS): SoftIndex {
  const ix = new SoftIndex();
  for (const d of docs) ix.add(tokens(d));
  return ix.seal();
}

describe('SoftIndex', () => {
  it('ranks first the review that holds most of the query words by a near word, though it shares few stems', () => {
    // "cops" / "officers" and "sooner" / "earlier" share no stem; the vectors put them close.
    expect(wordCosine('cops', 'officers')).toBeGreaterThan(0.55);
    const hits = index().search(tokens('Cops die on average a decade sooner than the rest of us.'), idf, 3);
    expect(hits[0].row).toBe(0);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
    // The query's own stems count 1, near words less.
    expect(hits[0].score).toBeLessThan(1);
    expect(index().search(tokens('law-enforcement officers die 10 years earlier than the general population'), idf, 1)[0]).toEqual({
      row: 0,
      score: 1,
    });
  });

  it('weighs each query word by its IDF and counts it once, by its best stand-in', () => {
    const ix = index();
    const rare = (s: string) => (s === 'kenya' ? 10 : 1);
    const [top] = ix.search(tokens('born in kenya'), rare, 1);
    expect(top.row).toBe(3);
    expect(top.score).toBeCloseTo(1, 5);
    // "born" alone is in two reviews: its weight is shared out, never counted twice for one review.
    const born = ix.search(tokens('born born born'), idf, 5);
    expect(born.map((h) => h.row).sort()).toEqual([2, 3]);
    for (const h of born) expect(h.score).toBeCloseTo(1, 5);
  });

  it('ranks reviews holding the same share of the query by how little else they say', () => {
    const ix = index([
      'Says the grandmother of Barack Obama in Kenya witnessed that he was born in Kenya and she was there.',
      'Barack Obama was born in Kenya.',
    ]);
    const hits = ix.search(tokens('Obama was born in KENYA and they covered it up'), idf, 2);
    expect(hits.map((h) => h.row)).toEqual([1, 0]);
    expect(hits[0].score).toBeCloseTo(hits[1].score, 5);
  });

  it('keeps the k best of many touched reviews in the order a full sort gives, ties included', () => {
    // 300 reviews over a few words: many hold the same share of the query. Asked for all of them, every
    // row goes through the insertion path (a full sort by the ranking's order); asked for fewer, most rows
    // are dropped against the k-th. Both must agree.
    const words = ['police', 'officers', 'die', 'earlier', 'kenya', 'water', 'health', 'born', 'ohio', 'raise'];
    const docs = Array.from({ length: 300 }, (_, i) => words.filter((_, w) => (i * 7 + w * 3) % (2 + (i % 5)) !== 0).join(' '));
    const ix = index(docs);
    const q = tokens('police officers die earlier in ohio');
    const all = ix.search(q, idf, docs.length);
    expect(all.length).toBeGreaterThan(200);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].score).toBeGreaterThanOrEqual(all[i].score);
    expect(new Set(all.map((h) => h.score)).size).toBeLessThan(all.length / 10);
    for (const k of [1, 5, 20, 77]) expect(ix.search(q, idf, k)).toEqual(all.slice(0, k));
    expect(ix.search(q, idf, 0)).toEqual([]);
  });

  it('reads numbers and capitalised words only as themselves', () => {
    const ix = index();
    // "Nigeria" written with a capital stands only for itself; written small, "kenya" may stand in for it.
    const score = (q: string) => ix.search(tokens(q), idf, 5).find((h) => h.row === 3)?.score ?? 0;
    expect(score('Barack Obama was born in Nigeria')).toBeCloseTo(3 / 4, 5);
    expect(score('Barack Obama was born in nigeria')).toBeGreaterThan(3 / 4);
    // "12" is not "10".
    expect(ix.search(tokens('12'), idf, 5)).toEqual([]);
    expect(
      ix
        .search(tokens('10'), idf, 5)
        .map((h) => h.row)
        .sort(),
    ).toEqual([0, 2]);
  });

  it('counts the reviews holding each stem once each: the document frequencies the matcher weighs words by', () => {
    const ix = index();
    expect(ix.docFrequency(stem('officers'))).toBe(2);
    expect(ix.docFrequency(stem('die'))).toBe(2);
    expect(ix.docFrequency(stem('born'))).toBe(2);
    expect(ix.docFrequency('nowhere')).toBe(0);
    const all = new Map(ix.docFrequencies());
    expect(all.get(stem('kenya'))).toBe(1);
    expect([...all.values()].reduce((a, b) => a + b, 0)).toBe(
      DOCS.reduce(
        (n, d) =>
          n +
          new Set(
            tokens(d)
              .filter((t) => !t.stop && !t.negation)
              .map((t) => t.stem),
          ).size,
        0,
      ),
    );
  });

  it('gives the same answer to the same search twice (its scratch is reset after each)', () => {
    const ix = index();
    const q = tokens('Cops die on average a decade sooner than the rest of us.');
    const first = ix.search(q, idf, 5);
    ix.search(tokens('born in kenya'), idf, 5);
    expect(ix.search(q, idf, 5)).toEqual(first);
  });

  it('finds nothing for stop words, an empty query or an empty index, and refuses additions once sealed', () => {
    const ix = index();
    expect(ix.search(tokens('the of and it is'), idf, 5)).toEqual([]);
    expect(ix.search([], idf, 5)).toEqual([]);
    expect(new SoftIndex().seal().search(tokens('cops die'), idf, 5)).toEqual([]);
    expect(() => ix.add(tokens('more'))).toThrow(/seal/);
    expect(ix.docs).toBe(DOCS.length);
  });
});
