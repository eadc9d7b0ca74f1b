// "Did you mean" suggestions for the reference rules: the closest known name by edit distance.

/** Levenshtein distance between two strings, or `limit + 1` as soon as it must exceed `limit`. */
export function distance(a, b, limit = Infinity) {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    let smallest = row[0];
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
      if (row[j] < smallest) smallest = row[j];
    }
    if (smallest > limit) return limit + 1;
  }
  return row[b.length];
}

/** ` (did you mean \`x\`?)` for the closest candidate within a third of the word's length, else ''. */
export function didYouMean(word, candidates) {
  const limit = Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > limit) continue; // cannot be close enough
    const d = distance(lower, candidate.toLowerCase(), Math.min(limit, bestDistance));
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= limit ? ` (did you mean \`${best}\`?)` : '';
}
