/** A deprecation notice whose removal date is still ahead. */
export interface UpcomingDeprecation {
  readonly title: string;
  readonly permalink: string;
  /** YYYY-MM-DD */
  readonly removalDate: string;
}

export interface PostLike {
  readonly metadata: {
    readonly title: string;
    readonly permalink: string;
    readonly unlisted: boolean;
    readonly frontMatter: { readonly [key: string]: unknown };
  };
}

/** YYYY-MM-DD of a front-matter date, which YAML may already have turned into a Date. */
function isoDay(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return null;
}

/**
 * The listed posts whose `removal_date` is after `today`, soonest first. Posts without a valid
 * removal date, and unlisted posts, are left out.
 */
export function upcomingDeprecations(posts: readonly PostLike[], today: Date): UpcomingDeprecation[] {
  const todayIso = today.toISOString().slice(0, 10);
  return posts
    .filter((post) => !post.metadata.unlisted)
    .flatMap((post) => {
      const removalDate = isoDay(post.metadata.frontMatter.removal_date);
      return removalDate && removalDate > todayIso ? [{ title: post.metadata.title, permalink: post.metadata.permalink, removalDate }] : [];
    })
    .sort((a, b) => a.removalDate.localeCompare(b.removalDate) || a.title.localeCompare(b.title));
}
