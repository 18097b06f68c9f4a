// The secret scan: anything that looks like an admin key, a private key or a credential. Two keys are
// public by design and may reach browsers: the search-only key (TYPESENSE_SEARCH_API_KEY) and the
// analytics key (AMPLITUDE_API_KEY). They may appear only from configuration: never written into the
// repository, and in the build only in the bundle that carries the site configuration.
// tests/unit/secrets.test.ts scans the repository with it; the build pass (plugins/build-pass) scans
// every file of the build and puts the findings in its report, which tests/build/secrets.test.ts reads.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ file: string, rule: string, excerpt: string }} Finding
 * @typedef {{ name: string, pattern: RegExp, group?: number, random?: boolean }} Rule
 *   `group` holds the secret value, checked by `looksRandom` when `random` is set.
 */

/**
 * Made-up values the documentation shows on purpose, each with where it appears and why it is not a
 * credential. Exact values only: anything else that looks like a secret fails the scan.
 */
/** @type {Array<{ value: string, why: string }>} */
const DOCUMENTED_EXAMPLES = [
  {
    value: 'vR7#kQ2m!xT9wLp4',
    why: 'example response of the Bank Feeds "generate credentials" operation (static/openapi/bank-feeds-v2.yaml, docs/bank-feeds/qbo-and-sage-mapping.mdx): invented for the fictional company Harbor Lane',
  },
];

/** Formats that are secrets whatever their context. */
/** @type {Rule[]} */
const FORMAT_RULES = [
  { name: 'PEM private key', pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/g },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { name: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/g },
  { name: 'GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}\b/g },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  {
    name: 'Slack token or webhook',
    pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}|hooks\.slack\.com\/services\/T[A-Z0-9]+\/[A-Z0-9]+\/[A-Za-z0-9]+/g,
  },
  { name: 'Stripe secret key', pattern: /\b(?:sk|rk)_live_[A-Za-z0-9]{16,}\b/g },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: 'SendGrid key', pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g },
  // A signed token; documentation examples carry a readable word as their "signature".
  { name: 'JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.([A-Za-z0-9_-]{10,})/g, group: 1, random: true },
];

/** A named admin/secret value assigned a random-looking literal. */
/** @type {Rule[]} */
const ASSIGNMENT_RULES = [
  {
    name: 'admin key',
    pattern: /admin[_-]?(?:api[_-]?)?key["']?\s*[:=]\s*["'`]([^"'`\s]{12,})["'`]/gi,
    group: 1,
    random: true,
  },
  {
    name: 'secret or credential',
    pattern:
      /(?:secret(?:[_-]?key)?|private[_-]?key|client[_-]?secret|password|passwd|access[_-]?token|auth[_-]?token|refresh[_-]?token|bearer)["']?\s*[:=]\s*["'`]([^"'`\s]{16,})["'`]/gi,
    group: 1,
    random: true,
  },
  {
    name: 'credentials in a URL',
    pattern: /\bhttps?:\/\/[A-Za-z0-9._~%-]+:([A-Za-z0-9._~%!$&'()*+,;=-]{12,})@[A-Za-z0-9.-]+/g,
    group: 1,
    random: true,
  },
];

/** Shannon entropy per character. */
/** @param {string} value */
function entropy(value) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** A value that reads like a generated key rather than a word, a placeholder or an expression. */
/** @param {string} value */
export function looksRandom(value) {
  if (value.length < 16) return false;
  if (DOCUMENTED_EXAMPLES.some((example) => example.value === value)) return false;
  const jwt = /^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)$/.exec(value);
  if (jwt) return looksRandom(jwt[1]);
  if (/^[A-Za-z0-9_-]+$/.test(value) && /^[a-z ]+$/i.test(Buffer.from(value, 'base64url').toString('latin1'))) return false; // base64 of a word
  if (/^[a-z]+(?:[-_ ][a-z]+)*$/i.test(value)) return false; // words: admin-key-for-tests
  if (/[{}<>$]|\.\.\.|^x+$|your|example|placeholder|redacted|changeme/i.test(value)) return false;
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return false;
  return entropy(value) >= 3.5;
}

/**
 * @param {string} text
 * @param {string} file
 * @returns {Finding[]}
 */
export function scanText(text, file, rules = [...FORMAT_RULES, ...ASSIGNMENT_RULES]) {
  /** @type {Finding[]} */
  const findings = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const value = rule.group ? match[rule.group] : match[0];
      if (rule.random && !looksRandom(value)) continue;
      const start = Math.max(0, (match.index ?? 0) - 20);
      findings.push({ file, rule: rule.name, excerpt: text.slice(start, (match.index ?? 0) + match[0].length + 10).replace(/\s+/g, ' ') });
    }
  }
  return findings;
}

const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|pdf|zip|gz|br|wasm|pf_fragment|pf_index|pf_meta|pf_filter)$/i;
const MAX_BYTES = 5_000_000;

/** @param {string} file @returns {string | null} */
export function readText(file) {
  if (BINARY.test(file)) return null;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > MAX_BYTES) return null;
  const buffer = fs.readFileSync(file);
  if (buffer.subarray(0, 8000).includes(0)) return null;
  return buffer.toString('utf8');
}

/** Environment values that are secret by name; none of them may be written anywhere we ship. */
/** @returns {Array<[string, string]>} */
export function secretEnvValues() {
  return /** @type {Array<[string, string]>} */ (
    Object.entries(process.env).filter(
      (entry) =>
        /ADMIN|SECRET|PRIVATE|PASSWORD|TOKEN|CREDENTIAL/i.test(entry[0]) && typeof entry[1] === 'string' && entry[1].trim().length >= 8,
    )
  );
}

/** The public keys, as configured for this build (empty when not configured). */
/** @returns {Array<[string, string]>} */
export function publicKeys() {
  return ['TYPESENSE_SEARCH_API_KEY', 'AMPLITUDE_API_KEY']
    .map((name) => /** @type {[string, string]} */ ([name, process.env[name]?.trim() ?? '']))
    .filter(([, value]) => value.length >= 8);
}

/** The bundle that carries the site configuration, where the public keys belong. */
const CONFIG_BUNDLE = /^assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * @typedef {{
 *   findings: Finding[],
 *   envLeaks: string[],
 *   publicKeyLeaks: string[],
 *   adminKeyInConfig: boolean,
 * }} SecretsReport
 */

/**
 * A consumer of the build pass: scans each page it is handed, then every other text file of the build.
 * `findings`: anything that looks like a secret; `envLeaks`: secret environment values written into a
 * file; `publicKeyLeaks`: a public key outside the configuration bundle; `adminKeyInConfig`: the
 * configuration bundle names an admin key.
 */
export function secretsCollector() {
  /** @type {SecretsReport} */
  const report = { findings: [], envLeaks: [], publicKeyLeaks: [], adminKeyInConfig: false };
  const secrets = secretEnvValues();
  const keys = publicKeys();
  const admin = process.env.TYPESENSE_ADMIN_API_KEY?.trim();
  /** @param {string} text @param {string} file */
  const scan = (text, file) => {
    report.findings.push(...scanText(text, file));
    for (const [name, value] of secrets) if (text.includes(value)) report.envLeaks.push(`${file}: the value of ${name}`);
    const config = CONFIG_BUNDLE.test(file);
    for (const [name, value] of keys) if (!config && text.includes(value)) report.publicKeyLeaks.push(`${file}: the value of ${name}`);
    if (config && (/adminApiKey|admin_api_key|TYPESENSE_ADMIN/i.test(text) || (admin && text.includes(admin))))
      report.adminKeyInConfig = true;
  };
  return {
    visit(/** @type {import('./built-site.mjs').BuiltPage} */ page) {
      scan(page.html, page.file);
    },
    /** @param {string[]} files every file of the build @param {string} buildDir */
    result(files, buildDir) {
      for (const file of files) {
        if (file.endsWith('.html')) continue;
        const text = readText(path.join(buildDir, file));
        if (text !== null) scan(text, file);
      }
      return report;
    },
  };
}
