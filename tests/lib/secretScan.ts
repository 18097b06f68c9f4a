/**
 * The secret scan of tests/unit/secrets.test.ts (the repository) and tests/build/secrets.test.ts
 * (the production build): anything that looks like an admin key, a private key or a credential.
 * Two keys are public by design and may reach browsers: the search-only key
 * (TYPESENSE_SEARCH_API_KEY) and the analytics key (AMPLITUDE_API_KEY). They may appear only from
 * configuration: never written into the repository, and in the build only in the bundle that
 * carries the site configuration.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const buildDir = path.join(root, 'build');

export interface Finding {
  file: string;
  rule: string;
  excerpt: string;
}

interface Rule {
  name: string;
  pattern: RegExp;
  /** Group holding the secret value, checked by `looksRandom` when `random` is set. */
  group?: number;
  random?: boolean;
}

/**
 * Made-up values the documentation shows on purpose, each with where it appears and why it is not a
 * credential. Exact values only: anything else that looks like a secret fails the scan.
 */
const DOCUMENTED_EXAMPLES: Array<{ value: string; why: string }> = [
  {
    value: 'vR7#kQ2m!xT9wLp4',
    why: 'example response of the Bank Feeds "generate credentials" operation (static/openapi/bank-feeds-v2.yaml, docs/bank-feeds/qbo-and-sage-mapping.mdx): invented for the fictional company Harbor Lane',
  },
];

/** Formats that are secrets whatever their context. */
const FORMAT_RULES: Rule[] = [
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
const ASSIGNMENT_RULES: Rule[] = [
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
function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** A value that reads like a generated key rather than a word, a placeholder or an expression. */
export function looksRandom(value: string): boolean {
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

export function scanText(text: string, file: string, rules: Rule[] = [...FORMAT_RULES, ...ASSIGNMENT_RULES]): Finding[] {
  const findings: Finding[] = [];
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

export function readText(file: string): string | null {
  if (BINARY.test(file)) return null;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > MAX_BYTES) return null;
  const buffer = fs.readFileSync(file);
  if (buffer.subarray(0, 8000).includes(0)) return null;
  return buffer.toString('utf8');
}

/** Every file git would commit: tracked files and new ones not ignored. */
export function repoFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

export function buildFiles(dir = buildDir, base = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = path.posix.join(base, entry.name);
    if (entry.isDirectory()) out.push(...buildFiles(path.join(dir, entry.name), relative));
    else out.push(relative);
  }
  return out;
}

/** Environment values that are secret by name; none of them may be written anywhere we ship. */
export function secretEnvValues(): Array<[string, string]> {
  return Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      /ADMIN|SECRET|PRIVATE|PASSWORD|TOKEN|CREDENTIAL/i.test(entry[0]) && typeof entry[1] === 'string' && entry[1].trim().length >= 8,
  );
}

/** The public keys, as configured for this build (empty when not configured). */
export function publicKeys(): Array<[string, string]> {
  return (['TYPESENSE_SEARCH_API_KEY', 'AMPLITUDE_API_KEY'] as const)
    .map((name): [string, string] => [name, process.env[name]?.trim() ?? ''])
    .filter(([, value]) => value.length >= 8);
}
