// The words of the shipped word vectors (api/data/nlp/word-vectors.bin.gz, written by derive-vectors.mjs):
// the derivation scripts keep only what concerns these words.
import fs from 'node:fs';
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
