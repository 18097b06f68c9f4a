/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

function normalise(path: string): string {
  return decodeSafely(path)
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The known paths closest to a path that was not found, compared by their last segment: a moved
 * page usually keeps its slug, and a typo changes only a few letters. Returns at most `limit` paths.
 */
export function suggestPaths(missing: string, known: readonly string[], limit = 3): string[] {
  const target = normalise(missing);
  const targetSlug = target.split('/').pop() ?? '';
  if (!targetSlug) return [];
  const scored = known
    .filter((path) => !path.includes(':') && !path.includes('*'))
    .map((path) => {
      const candidate = normalise(path);
      const slug = candidate.split('/').pop() ?? '';
      return { path, score: editDistance(targetSlug, slug) / Math.max(targetSlug.length, slug.length, 1) };
    })
    .filter(({ score }) => score <= 0.34)
    .sort((a, b) => a.score - b.score || a.path.length - b.path.length);
  return [...new Set(scored.map(({ path }) => path))].slice(0, limit);
}
