/**
 * No secret ships: every file of the production build in build/ is scanned (tests/lib/secretScan.ts),
 * and the public keys appear only in the bundle that carries the site configuration.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir, buildFiles, publicKeys, readText, scanText, secretEnvValues, type Finding } from '../lib/secretScan';

describe('the production build', () => {
  const files = buildFiles();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = readText(path.join(buildDir, file));
    if (text !== null) texts.set(file, text);
  }

  it('holds no private key, token or admin key', () => {
    const findings: Finding[] = [];
    for (const [file, text] of texts) findings.push(...scanText(text, file));
    expect(findings).toEqual([]);
  });

  it('holds no secret value of the environment it was built in', () => {
    const findings: string[] = [];
    for (const [file, text] of texts) {
      for (const [name, value] of secretEnvValues()) if (text.includes(value)) findings.push(`${file}: the value of ${name}`);
    }
    expect(findings).toEqual([]);
  });

  it('carries the public keys only in the site configuration', () => {
    // Docusaurus bundles siteConfig (customFields included) into the main chunk.
    const configFile = (file: string) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file);
    const findings: string[] = [];
    for (const [name, value] of publicKeys()) {
      for (const [file, text] of texts) if (!configFile(file) && text.includes(value)) findings.push(`${file}: the value of ${name}`);
    }
    expect(findings).toEqual([]);
  });

  it('ships search settings with a search-only key, never the admin key', () => {
    const main = [...texts].find(([file]) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file))?.[1] ?? '';
    expect(main).not.toBe('');
    expect(main).not.toMatch(/adminApiKey|admin_api_key|TYPESENSE_ADMIN/i);
    const admin = process.env.TYPESENSE_ADMIN_API_KEY?.trim();
    if (admin) expect(main.includes(admin)).toBe(false);
  });
});
