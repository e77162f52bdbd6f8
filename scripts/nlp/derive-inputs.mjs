// What the derivation scripts read besides their source packages: the words of the shipped word vectors
// (api/data/nlp/word-vectors.bin.gz, written by derive-vectors.mjs), which they keep their output to, and
// WordNet's data files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The vocabulary in the header and word list of a word-vectors.bin.gz file. */
export function shippedVocabulary(file) {
  const buf = zlib.gunzipSync(fs.readFileSync(file));
  const headerLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headerLength).toString('utf8'));
  return new Set(
    buf
      .subarray(4 + headerLength, 4 + headerLength + header.wordBytes)
      .toString('utf8')
      .split('\n'),
  );
}

/**
 * The synsets of one part of speech of WordNet (`dict/data.noun`, …): offset → its lemmas as written
 * (with a capital for a proper name; adjective markers such as "(a)" removed) and its pointers.
 */
export function wordnetSynsets(dict, pos) {
  const synsets = new Map();
  for (const line of fs.readFileSync(path.join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.split(' | ')[0].split(' ');
    const count = parseInt(parts[3], 16);
    const lemmas = [];
    for (let i = 0; i < count; i++) lemmas.push(parts[4 + 2 * i].replace(/\(.*\)$/, ''));
    let at = 4 + 2 * count;
    const pointers = [];
    const pcnt = Number(parts[at++]);
    for (let i = 0; i < pcnt; i++, at += 4)
      pointers.push({ symbol: parts[at], offset: parts[at + 1], pos: parts[at + 2], st: parts[at + 3] });
    synsets.set(parts[0], { lemmas, pointers });
  }
  return synsets;
}
