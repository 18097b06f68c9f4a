/**
 * The Content-Security-Policy is computed from inputs committed in lib/host/csp-build.json: the
 * hashes of the inline scripts Docusaurus writes and the routes with a live playground. A build
 * whose inline scripts or playground pages changed needs them rewritten, or the policy would block
 * the theme's bootstrap script or a playground.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { readBuildReport } from '../../lib/build/build-report.mjs';
import { committedPolicyInputs, policyDrift } from '../../lib/host/security-headers.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

it('csp-build.json fits build/ (else: node lib/host/security-headers.mjs --write build && node scripts/redirects/generate.mjs)', () => {
  // Gathered by the build's one pass over its pages (plugins/build-pass).
  const scan = readBuildReport(buildDir).csp;
  expect(Object.keys(scan.scripts).length).toBeGreaterThan(0);
  expect(policyDrift(scan, committedPolicyInputs())).toEqual([]);
});
