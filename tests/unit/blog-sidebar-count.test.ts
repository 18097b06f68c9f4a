import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogSidebarCount } from '../../src/config/blogSidebarCount';

function postsDir(posts: Array<{ date: string; unlisted?: boolean; draft?: boolean }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posts-'));
  posts.forEach((post, index) => {
    const flags = `${post.unlisted ? 'unlisted: true\n' : ''}${post.draft ? 'draft: true\n' : ''}`;
    fs.writeFileSync(path.join(dir, `p${index}.mdx`), `---\ntitle: P${index}\ndate: ${post.date}\n${flags}---\n\nBody.\n`);
  });
  return dir;
}

describe('blogSidebarCount', () => {
  it('counts past recent unlisted posts so the sidebar shows the wanted number of listed ones', () => {
    const dir = postsDir([{ date: '2025-12-09', unlisted: true }, { date: '2025-12-02' }, { date: '2025-11-18' }, { date: '2025-11-11' }]);
    expect(blogSidebarCount(dir, 2)).toBe(3);
  });

  it('ignores drafts, which are never built', () => {
    const dir = postsDir([{ date: '2025-12-10', draft: true }, { date: '2025-12-02' }, { date: '2025-11-18' }]);
    expect(blogSidebarCount(dir, 2)).toBe(2);
  });

  it('returns every post when there are fewer listed posts than wanted', () => {
    expect(blogSidebarCount(postsDir([{ date: '2025-01-01' }]), 15)).toBe(1);
  });
});
