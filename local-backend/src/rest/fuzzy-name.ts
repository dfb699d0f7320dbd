// PostgREST's "Perhaps you meant ..." hints pick the closest known name with a fuzzy set (the
// FuzzySet algorithm of fuzzyset.js, in Haskell's `fuzzyset`): names are compared by their
// character bigrams/trigrams (cosine similarity), the best then re-ranked by edit distance, and
// nothing below a score of 0.33 is suggested.

const MIN_SCORE = 0.33;
const RERANKED = 50;

// Lower case, keeping letters, digits, spaces and commas only (so `_` is dropped).
const normalized = (value: string): string => value.toLowerCase().replace(/[^\p{L}\p{N}, ]/gu, '');

function gramCounts(value: string, size: number): Map<string, number> {
  const padded = `-${normalized(value)}-`.padEnd(size, '-');
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const norm = (counts: Map<string, number>): number => Math.sqrt([...counts.values()].reduce((s, c) => s + c * c, 0));

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The known name closest to `name` as PostgREST's fuzzy set finds it, or null when none is close. */
export function closestName(name: string, known: readonly string[]): string | null {
  const target = normalized(name);
  // The largest gram size that finds anything decides, as FuzzySet's get tries 3, then 2.
  for (const size of [3, 2]) {
    const wanted = gramCounts(name, size);
    const scored = known
      .map((candidate) => {
        const counts = gramCounts(candidate, size);
        let dot = 0;
        for (const [gram, count] of wanted) dot += count * (counts.get(gram) ?? 0);
        return { candidate, score: dot / (norm(wanted) * norm(counts) || 1) };
      })
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored.length === 0) continue;
    const reranked = scored
      .slice(0, RERANKED)
      .map(({ candidate }) => {
        const text = normalized(candidate);
        const longest = Math.max(text.length, target.length) || 1;
        return { candidate, score: 1 - levenshtein(text, target) / longest };
      })
      .filter((r) => r.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score);
    return reranked[0]?.candidate ?? null;
  }
  return null;
}
