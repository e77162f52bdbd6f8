#!/usr/bin/env node
// Derives the semantic lexicon of the learned tone model (docs/adr/0115-tone-learned-model.md):
//
//   api/data/nlp/tone-affinity.json.gz   for each class of api/data/nlp/tone-seeds.json, the words of the
//                                        shipped word vectors (api/data/nlp/word-vectors.bin.gz) whose cosine
//                                        to the class's two nearest seeds reaches MIN_AFFINITY (the most
//                                        frequent words excepted), with that cosine (seeds 1), in hundredths
//
// So "eviscerate", "bludgeoned" or "cockroaches" read like the seeds they sit beside, without a list
// naming every word. Deterministic; run again when the seeds or the vectors change:
//
//   node --import @swc-node/register/esm-register scripts/nlp/tone-derive-lexicon.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { loadWordVectors } from '../../api/src/nlp/resources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seedsFile = path.join(root, 'api/data/nlp/tone-seeds.json');
const outFile = path.join(root, 'api/data/nlp/tone-affinity.json.gz');
/** Below this cosine (mean of the two nearest seeds) a neighbour is more often a topical associate than a word of the same kind. */
const MIN_AFFINITY = 0.62;
/** The most frequent words (function words, common verbs) are only ever seeds: their neighbours are everything. */
const FREQUENT = 1500;

const { classes } = JSON.parse(fs.readFileSync(seedsFile, 'utf8'));
const vectors = loadWordVectors();
const { dims, data, index } = vectors;
const words = [...index.keys()];
const out = {};
for (const [name, list] of Object.entries(classes)) {
  const specs = [...new Set(list.trim().split(/\s+/))];
  const seeds = specs.map((s) => s.replace(/^=/, ''));
  // Only seeds without '=' widen the kind.
  const rows = specs
    .filter((s) => !s.startsWith('='))
    .map((s) => index.get(s))
    .filter((r) => r !== undefined);
  const missing = seeds.filter((s) => !index.has(s));
  if (missing.length) console.log(`${name}: ${missing.length} seeds without a vector (${missing.slice(0, 8).join(' ')})`);
  const entries = {};
  for (const s of seeds) entries[s] = 100;
  for (const w of words) {
    const i = index.get(w);
    if (entries[w] || i < FREQUENT || !/^[a-z][a-z'-]*$/.test(w)) continue;
    let first = 0;
    let second = 0;
    for (const r of rows) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += data[i * dims + d] * data[r * dims + d];
      if (dot > first) [first, second] = [dot, first];
      else if (dot > second) second = dot;
    }
    const affinity = (first + second) / 2;
    if (affinity >= MIN_AFFINITY) entries[w] = Math.round(affinity * 100);
  }
  out[name] = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)));
  console.log(`${name}: ${seeds.length} seeds (${rows.length} widened), ${Object.keys(entries).length} words`);
}
const json = JSON.stringify({ format: 'factlens-tone-affinity/1', minAffinity: MIN_AFFINITY, classes: out });
fs.writeFileSync(outFile, zlib.gzipSync(json, { level: 9 }));
console.log(`wrote ${path.relative(root, outFile)} (${fs.statSync(outFile).size} bytes)`);
