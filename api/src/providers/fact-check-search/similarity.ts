/**
 * Trigram similarity computed the way PostgreSQL's pg_trgm does (lower-cased words padded with
 * two spaces in front and one behind, similarity = shared / union of trigram sets), so matches
 * from Google and from the local index are weighed on one scale.
 */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  // pg_trgm keeps only alphanumerics as word characters.
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    const chars = [...padded];
    for (let i = 0; i + 3 <= chars.length; i++) set.add(chars.slice(i, i + 3).join(''));
  }
  return set;
}
