// Renders and compares the generated vercel.json (used by generate.mjs and the unit tests). The
// `headers` section (security headers and caching) comes from lib/host/security-headers.mjs;
// its Content-Security-Policy lists the search and analytics endpoints configured in the
// environment the generator runs in (TYPESENSE_HOST…, AMPLITUDE_SERVER_URL, GTAG_ID…).
import { headerRules } from './security-headers.mjs';

const header = {
  $schema: 'https://openapi.vercel.sh/vercel.json',
};

/**
 * The exact text of vercel.json for a config from `vercelConfig()`: stable key order, 2-space JSON,
 * with the header rules for the environment `env`.
 */
export function renderVercelJson(config, env = process.env) {
  return `${JSON.stringify({ ...header, ...config, headers: headerRules({ env }) }, null, 2)}\n`;
}

/**
 * How a committed vercel.json differs from the expected text: [] when identical, else readable lines
 * (missing or extra redirects, changed targets, other settings).
 */
export function vercelJsonDiff(committedText, expectedText) {
  if (committedText === expectedText) return [];
  if (committedText === null || committedText === undefined) return ['vercel.json is missing'];
  let committed;
  try {
    committed = JSON.parse(committedText);
  } catch (error) {
    return [`vercel.json is not valid JSON: ${error.message}`];
  }
  const expected = JSON.parse(expectedText);
  const lines = [];
  const bySource = (config) => new Map((config.redirects ?? []).map((r) => [r.source, r]));
  const have = bySource(committed);
  const want = bySource(expected);
  for (const [source, rule] of want) {
    const old = have.get(source);
    if (!old) lines.push(`missing redirect ${source} → ${rule.destination}`);
    else if (JSON.stringify(old) !== JSON.stringify(rule))
      lines.push(`changed redirect ${source}: ${JSON.stringify(old)} → ${JSON.stringify(rule)}`);
  }
  for (const [source, rule] of have) if (!want.has(source)) lines.push(`stale redirect ${source} → ${rule.destination}`);
  for (const key of new Set([...Object.keys(committed), ...Object.keys(expected)])) {
    if (key !== 'redirects' && JSON.stringify(committed[key]) !== JSON.stringify(expected[key])) {
      lines.push(`setting ${key}: ${JSON.stringify(committed[key])} → ${JSON.stringify(expected[key])}`);
    }
  }
  if (!lines.length) lines.push('formatting or order differs');
  return lines;
}
