// Scoring of the judged query set (tests/search-eval/queries.yaml): which shown result first
// answers a query, and success@1, success@3 and MRR per category.

/** A site path without trailing slash (except the root), so `/accounting-api/` and `/accounting-api` compare equal. */
export function normalizePath(url) {
  const [pathPart, hash = ''] = url.split('#');
  const trimmed = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart;
  return hash ? `${trimmed}#${hash}` : trimmed;
}

/**
 * The ranked answers a reader sees: one per page, except that each API operation is an answer of
 * its own (a page group lists several headings of one page; an API page group several operations).
 * `hits` are the result links in display order, as `{ url, kind }`.
 */
export function rankedTargets(hits) {
  const targets = [];
  for (const hit of hits) {
    const url = normalizePath(hit.url);
    const target = hit.kind === 'operation' ? url : url.split('#')[0];
    if (!targets.includes(target)) targets.push(target);
  }
  return targets;
}

/** True when a target answers a judged entry: same page, and the same operation when the entry names one. */
export function answers(target, relevant) {
  const wanted = normalizePath(relevant);
  if (wanted.includes('#')) return target === wanted;
  return target.split('#')[0] === wanted;
}

/** 1-based rank of the first right answer, or null when none is shown. */
export function firstRightRank(targets, relevant) {
  const index = targets.findIndex((target) => relevant.some((entry) => answers(target, entry)));
  return index === -1 ? null : index + 1;
}

/**
 * success@1, success@3 and MRR over `{ category, rank }` rows, overall and per category.
 * @param {{ category: string, rank: number | null }[]} rows
 */
export function summarize(rows) {
  /** @param {{ category: string, rank: number | null }[]} subset */
  const score = (subset) => ({
    queries: subset.length,
    success1: subset.filter((r) => r.rank === 1).length / subset.length,
    success3: subset.filter((r) => r.rank !== null && r.rank <= 3).length / subset.length,
    mrr: subset.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / subset.length,
  });
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  return {
    overall: score(rows),
    categories: Object.fromEntries(categories.map((c) => [c, score(rows.filter((r) => r.category === c))])),
  };
}

/** Checks the judged set's shape; returns a list of problems (empty when it is well formed). */
export function validateQuerySet(entries, routes) {
  const problems = [];
  const seen = new Set();
  entries.forEach((entry, i) => {
    const where = `entry ${i + 1} (${JSON.stringify(entry?.q)})`;
    if (typeof entry?.q !== 'string' || !entry.q.trim()) problems.push(`${where}: q must be a non-empty string`);
    if (typeof entry?.category !== 'string') problems.push(`${where}: category is missing`);
    if (!Array.isArray(entry?.relevant) || !entry.relevant.length) problems.push(`${where}: relevant must list at least one page`);
    const key = entry?.q?.trim().toLowerCase();
    if (seen.has(key)) problems.push(`${where}: duplicate query`);
    seen.add(key);
    for (const url of entry?.relevant ?? []) {
      if (routes && !routes.has(normalizePath(url).split('#')[0])) problems.push(`${where}: ${url} is not a published route`);
    }
  });
  return problems;
}

/**
 * What a judged path names as a target: its page, or its operation on an API reference page
 * (`/accounting-api#operation/list-invoices`). Two sets are disjoint when no target is in both.
 */
export function targetKey(relevant) {
  const path = normalizePath(relevant);
  return /#(operation|webhook)\//.test(path) ? path : path.split('#')[0];
}

/** Targets of `sealed` that `tuning` judges too (sorted); [] when the sets are disjoint by page and operation. */
export function sharedTargets(tuning, sealed) {
  const tuned = new Set(tuning.flatMap((entry) => entry.relevant.map(targetKey)));
  return [...new Set(sealed.flatMap((entry) => entry.relevant.map(targetKey)).filter((key) => tuned.has(key)))].sort();
}
