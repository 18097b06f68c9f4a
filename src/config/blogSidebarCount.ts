import fs from 'node:fs';
import path from 'node:path';

/**
 * The blog plugin takes the N newest posts for its sidebar *before* the theme hides unlisted ones,
 * so a recent unlisted post would leave fewer than `listed` entries. This returns the N that holds
 * exactly `listed` listed posts, read from the posts' front matter (date and unlisted).
 */
export function blogSidebarCount(dir: string, listed: number): number {
  const posts = fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const front = fs.readFileSync(path.join(dir, name), 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
      return {
        date: front.match(/^date:\s*(\S+)/m)?.[1] ?? '',
        unlisted: /^unlisted:\s*true\s*$/m.test(front),
        draft: /^draft:\s*true\s*$/m.test(front),
      };
    })
    .filter((post) => !post.draft)
    .sort((a, b) => b.date.localeCompare(a.date));
  let seen = 0;
  for (const [index, post] of posts.entries()) {
    if (!post.unlisted) seen++;
    if (seen === listed) return index + 1;
  }
  return posts.length;
}
