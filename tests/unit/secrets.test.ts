/**
 * No secret is committed: the scanner itself, then every file git would commit (tracked or new).
 * The production build is scanned by the build pass; tests/build/secrets.test.ts reads its report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { publicKeys, readText, scanText, secretEnvValues, type Finding } from '../../lib/build/secret-scan.mjs';

const root = path.resolve(__dirname, '../..');

/** Every file git would commit: tracked files and new ones not ignored. */
function repoFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter(Boolean);
}

describe('the secret scanner', () => {
  it('finds private keys, vendor tokens and random-looking admin keys', () => {
    const samples = [
      `-----BEGIN OPENSSH ${'PRIVATE'} KEY-----`,
      `aws = "AKIA${'ABCDEFGHIJKLMNOP'}"`,
      `token: ghp_${'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'}`,
      `TYPESENSE_ADMIN_API_KEY="${'Xk29fQp7LmZ3vB8nR4tW'}"`,
      `{ adminKey: '${'9fK2pQ7xLm3ZvB8nR4tW'}' }`,
      `clientSecret = "${'s3cr3tV4lu3Qw9Zx7Lp2Mn'}"`,
      `https://deploy:${'Zq8Lm2Xv9Rt4Wp7K'}@example.com/repo.git`,
      `Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${'Qm9sT2ZJbnZlbnRlZFNpZ25hdHVyZTk4NzY1NDMyMQ'}`,
    ];
    for (const sample of samples) expect(scanText(sample, 'sample'), sample).not.toEqual([]);
  });

  it('leaves words, placeholders and test names alone', () => {
    const samples = [
      "const ADMIN_KEY = 'admin-key-for-tests';",
      'password: "the password of the admin user"',
      "apiKey: '{apiKey}'",
      'TYPESENSE_ADMIN_API_KEY=<your admin key>',
      "secret: 'YOUR_CLIENT_SECRET_HERE_12345'",
      'Authorization: Basic {encodedApiKey}',
      'accessToken: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJjb21wYW55SWQiOiI4YTIxMGI2OCJ9.c2lnbmF0dXJl',
      '"password": "vR7#kQ2m!xT9wLp4"',
    ];
    for (const sample of samples) expect(scanText(sample, 'sample'), sample).toEqual([]);
  });
});

describe('the repository', () => {
  const files = repoFiles();

  it('is a git checkout the scan can list', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('holds no private key, token or admin key', () => {
    const findings: Finding[] = [];
    for (const file of files) {
      if (file === 'package-lock.json') continue;
      const text = readText(path.join(root, file));
      if (text !== null) findings.push(...scanText(text, file));
    }
    expect(findings).toEqual([]);
  });

  it('holds no configured key or secret value: they come from the environment only', () => {
    const values = [...secretEnvValues(), ...publicKeys()];
    const findings: string[] = [];
    for (const file of files) {
      const text = readText(path.join(root, file));
      if (text === null) continue;
      for (const [name, value] of values) if (text.includes(value)) findings.push(`${file}: the value of ${name}`);
    }
    expect(findings).toEqual([]);
  });

  it('reads the search key from the environment, and the admin key only to refuse it', () => {
    const settings = fs.readFileSync(path.join(root, 'src/search/settings.ts'), 'utf8');
    expect(settings).toMatch(/read\(env, 'TYPESENSE_SEARCH_API_KEY'\)/);
    // Of everything the site bundles, only the settings module names the admin key: it throws when
    // the search key equals it. The push script (scripts/) is the one reader that uses it.
    const bundled = files.filter((file) => /^(src|plugins)\/.*\.(ts|tsx|js|jsx|mjs)$/.test(file) && !file.includes('__tests__'));
    const naming = bundled.filter((file) => (readText(path.join(root, file)) ?? '').includes('TYPESENSE_ADMIN_API_KEY'));
    expect(naming).toEqual(['src/search/settings.ts']);
  });
});
