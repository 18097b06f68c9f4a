/**
 * Result grouping shared by both backends and both views: groups of one page keep their hits
 * together, the heading trail reads section › page › headings, and keyboard navigation walks
 * the hits in display order.
 */
import type { HierarchyLevel, HitKind, SearchGroup, SearchHit } from './types';

/**
 * Merges groups that belong to the same page (Pagefind ranks every API operation on its own),
 * keeping each page where its best hit ranked and each page's hits in rank order, without repeats.
 */
export function mergeGroups(groups: readonly SearchGroup[], maxHitsPerGroup = Infinity): SearchGroup[] {
  const byPage = new Map<string, { group: SearchGroup; hits: SearchHit[] }>();
  for (const group of groups) {
    const existing = byPage.get(group.pageUrl);
    if (existing) existing.hits.push(...group.hits);
    else byPage.set(group.pageUrl, { group, hits: [...group.hits] });
  }
  return [...byPage.values()].map(({ group, hits }) => ({ ...group, hits: uniqueHits(hits).slice(0, maxHitsPerGroup) }));
}

function uniqueHits(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (seen.has(hit.url)) return false;
    seen.add(hit.url);
    return true;
  });
}

/** `section › page › heading › heading`, skipping empty parts and a section equal to the page. */
export function headingTrail(group: SearchGroup, hit: SearchHit): string[] {
  const parts = [group.section, group.pageTitle, ...hit.headings].filter((part) => part && part.trim());
  return parts.filter((part, i) => i === 0 || part !== parts[i - 1]);
}

/** The title a hit is shown under: its innermost heading, else the page title. */
export function hitTitle(group: SearchGroup, hit: SearchHit): string {
  return hit.headings.length ? hit.headings[hit.headings.length - 1] : group.pageTitle;
}

export interface FlatHit {
  readonly group: SearchGroup;
  readonly hit: SearchHit;
  /** Position in display order, for aria ids and the active row. */
  readonly index: number;
}

export function flattenHits(groups: readonly SearchGroup[]): FlatHit[] {
  const flat: FlatHit[] = [];
  for (const group of groups) for (const hit of group.hits) flat.push({ group, hit, index: flat.length });
  return flat;
}

const LEVELS: readonly HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * The headings below the page title that lead to a DocSearch record: up to its own level for a
 * heading record, every level present for a content record.
 */
export function recordHeadings(hierarchy: Partial<Record<HierarchyLevel, string | null | undefined>>, type: string): string[] {
  const depth = /^lvl[0-6]$/.test(type) ? Number(type.slice(3)) : 6;
  const headings: string[] = [];
  for (const level of LEVELS) {
    if (Number(level.slice(3)) > depth) break;
    const text = hierarchy[level];
    if (text) headings.push(text);
  }
  return headings;
}

export function hitKind(anchor: string | null | undefined, type: string): HitKind {
  if (anchor && /^(operation|webhook)\//.test(anchor)) return 'operation';
  if (type === 'content') return 'content';
  if (type === 'lvl0' || type === 'lvl1' || !anchor) return 'page';
  return 'heading';
}
