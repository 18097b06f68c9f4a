/**
 * Which section a URL path belongs to. Used on both sides: the build groups the routes by it, the
 * browser finds the section to load for a link or a location with it.
 *
 * A section's key is a prefix of the normalised paths of its routes: lower case, as react-router
 * matches, with one trailing slash (`/updates` → `/updates/`). A path belongs to the section with
 * the longest key it starts with.
 */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.endsWith('/') ? lower : `${lower}/`;
}

export function sectionOf(pathname: string, hasSection: (key: string) => boolean): string | null {
  const normalized = normalizePath(pathname);
  for (let length = normalized.length; length > 0; length--) {
    const key = normalized.slice(0, length);
    if (hasSection(key)) return key;
  }
  return null;
}

/**
 * Groups paths into sections of at most `maxRoutes` each, as a character trie: a group over the
 * limit splits by the next character of its paths (`/u` → `/up`, `/us`), so a flat list such as
 * `/updates/250101-…` divides by date and a tree divides along its folders. A path equal to a
 * group's prefix stays in a section keyed by that prefix. Returns key → paths.
 */
export function partitionPaths(paths: readonly string[], maxRoutes: number): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  const split = (prefix: string, group: readonly string[]) => {
    if (group.length <= maxRoutes) {
      sections.set(prefix, [...(sections.get(prefix) ?? []), ...group]);
      return;
    }
    const own: string[] = [];
    const byNext = new Map<string, string[]>();
    for (const routePath of group) {
      const normalized = normalizePath(routePath);
      if (normalized === prefix) own.push(routePath);
      else byNext.set(normalized[prefix.length], [...(byNext.get(normalized[prefix.length]) ?? []), routePath]);
    }
    for (const [next, members] of [...byNext].sort(([a], [b]) => a.localeCompare(b))) split(prefix + next, members);
    if (own.length) sections.set(prefix, [...(sections.get(prefix) ?? []), ...own]);
  };
  split('/', paths);
  return sections;
}
