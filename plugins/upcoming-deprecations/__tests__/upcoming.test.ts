import { describe, expect, it } from 'vitest';
import { upcomingDeprecations, type PostLike } from '../upcoming';

function post(title: string, frontMatter: Record<string, unknown>, unlisted = false): PostLike {
  return { metadata: { title, permalink: `/updates/${title}`, unlisted, frontMatter } };
}

describe('upcomingDeprecations', () => {
  const today = new Date('2026-11-22T10:00:00Z');

  it('keeps removal dates after today, soonest first', () => {
    const posts = [
      post('later', { removal_date: '2027-06-30' }),
      post('past', { removal_date: '2025-09-30' }),
      post('sooner', { removal_date: new Date('2027-01-31') }),
      post('today', { removal_date: '2026-11-22' }),
      post('no-date', {}),
    ];
    expect(upcomingDeprecations(posts, today).map((item) => [item.title, item.removalDate])).toEqual([
      ['sooner', '2027-01-31'],
      ['later', '2027-06-30'],
    ]);
  });

  it('leaves out unlisted posts and malformed dates', () => {
    const posts = [post('hidden', { removal_date: '2027-01-01' }, true), post('bad', { removal_date: 'next spring' })];
    expect(upcomingDeprecations(posts, today)).toEqual([]);
  });
});
