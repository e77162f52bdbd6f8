#!/usr/bin/env node
// Derives the centring of the shipped word vectors (docs/adr/0131-centred-word-vectors.md):
//
//   api/data/nlp/word-vectors-centring.json   the mean of the 51,016 vectors of
//                                             api/data/nlp/word-vectors.bin.gz and the top DIRECTIONS
//                                             principal directions of the vectors once the mean is removed
//
// The matcher's centred features subtract the mean and project these directions out of every vector
// ("all but the top"): they carry word frequency more than meaning. Reads only the shipped vectors, so
// it needs nothing installed; deterministic (fixed start, fixed sign). Run from the repository root:
//
//   node --import @swc-node/register/esm-register scripts/nlp/derive-centring.mjs [--directions 2]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { directions: { type: 'string', default: '2' } } });
const { CENTRING_FILE, principalDirections, wordVectors } = await import(path.join(root, 'api/src/nlp/resources.ts'));

const started = performance.now();
const { mean, directions } = principalDirections(wordVectors(), Number(values.directions));
const round = (x) => Number(x.toPrecision(8));
fs.writeFileSync(CENTRING_FILE, `${JSON.stringify({ mean: mean.map(round), directions: directions.map((d) => d.map(round)) })}\n`);
console.log(
  `${directions.length} directions of ${mean.length} dimensions → ${path.relative(root, CENTRING_FILE)} (${Math.round(performance.now() - started)} ms)`,
);
