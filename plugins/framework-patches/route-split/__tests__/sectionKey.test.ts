import { describe, expect, it } from 'vitest';
import { normalizePath, partitionPaths, sectionOf } from '../sectionKey';

describe('partitionPaths', () => {
  const posts = Array.from({ length: 30 }, (_, i) => `/updates/${i < 15 ? '24' : '25'}01${String(i).padStart(2, '0')}-post-${i}`);

  it('keeps a site under the limit in one section', () => {
    expect([...partitionPaths(['/', '/a/b', '/c'], 5).keys()]).toEqual(['/']);
  });

  it('splits a flat list of dated posts by the characters of their date', () => {
    const sections = partitionPaths(['/updates', ...posts], 20);
    expect([...sections.keys()].sort()).toEqual(['/updates/', '/updates/24', '/updates/25']);
    expect(sections.get('/updates/24')).toHaveLength(15);
    // `/updates` normalises to the group's own prefix and stays in a section of that key.
    expect(sections.get('/updates/')).toEqual(['/updates']);
  });

  it('puts every path in exactly one section, each within the limit', () => {
    const paths = ['/', ...posts, ...Array.from({ length: 40 }, (_, i) => `/docs-${i % 4}/page-${i}`)];
    const sections = partitionPaths(paths, 12);
    expect([...sections.values()].flat().sort()).toEqual([...paths].sort());
    for (const members of sections.values()) expect(members.length).toBeLessThanOrEqual(12);
  });

  it('keeps paths that differ only in case or a trailing slash together', () => {
    const sections = partitionPaths(['/api/', '/API', '/b/1', '/b/2', '/c'], 2);
    const home = [...sections].find(([, members]) => members.includes('/api/'));
    expect(home?.[1]).toContain('/API');
  });
});

describe('sectionOf', () => {
  const keys = new Set(['/', '/updates/', '/updates/24', '/u']);
  const has = (key: string) => keys.has(key);

  it('picks the longest key the normalised path starts with', () => {
    expect(sectionOf('/updates/240101-x', has)).toBe('/updates/24');
    expect(sectionOf('/Updates', has)).toBe('/updates/');
    expect(sectionOf('/using-the-api/paging', has)).toBe('/u');
    expect(sectionOf('/nowhere', has)).toBe('/');
  });

  it('has no section for a path outside every key', () => {
    expect(sectionOf('/x', (key) => key === '/a')).toBeNull();
  });

  it('normalises to lower case with one trailing slash', () => {
    expect(normalizePath('/A/B')).toBe('/a/b/');
    expect(normalizePath('/a/')).toBe('/a/');
  });
});
