/** Levenshtein distance (two rows). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The closest of `candidates` to `word` when similar enough (1 - distance / longer length), as
 * PostgREST's fuzzy "Perhaps you meant …" hints; the word itself never counts.
 */
export function closest(word: string, candidates: Iterable<string>, minScore = 0.75): string | undefined {
  let best: string | undefined;
  let bestScore = minScore;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const score = 1 - distance(lower, candidate.toLowerCase()) / Math.max(lower.length, candidate.length, 1);
    if (score >= bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
