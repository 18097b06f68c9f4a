/**
 * No secret ships: the build pass (plugins/build-pass) scans every file of the production build with
 * lib/build/secret-scan.mjs while it writes the site, and its report holds what it found.
 */
import { describe, expect, it } from 'vitest';
import { readBuildReport } from '../../lib/build/build-report.mjs';

const buildDir = process.env.BUILD_DIR ?? 'build';
const { secrets } = readBuildReport(buildDir);

describe('the production build', () => {
  it('holds no private key, token or admin key', () => {
    expect(secrets.findings).toEqual([]);
  });

  it('holds no secret value of the environment it was built in', () => {
    expect(secrets.envLeaks).toEqual([]);
  });

  it('carries the public keys only in the site configuration', () => {
    expect(secrets.publicKeyLeaks).toEqual([]);
  });

  it('ships search settings with a search-only key, never the admin key', () => {
    expect(secrets.adminKeyInConfig).toBe(false);
  });
});
