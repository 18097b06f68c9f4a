import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertPatchedVersions, PATCHED_FOR, versionDrift } from '../versions';

describe('the versions the framework patches were written for', () => {
  it('are the installed ones: after an upgrade, re-check every patch in README.md, then update versions.ts', () => {
    expect(versionDrift(path.resolve(__dirname, '../../../node_modules'), PATCHED_FOR)).toEqual([]);
  });

  it('reports a package of the scope at another version, and a missing package', () => {
    const fixture = path.join(__dirname, 'fixtures/node_modules');
    expect(versionDrift(fixture, { '@docusaurus/*': PATCHED_FOR['@docusaurus/*'] })).toEqual([
      '@docusaurus/theme-classic: 3.11.0 (patched for 3.10.2)',
    ]);
    expect(versionDrift(fixture, { 'docusaurus-plugin-image-zoom': '3.0.1', 'medium-zoom': '1.1.0' })).toEqual([
      'medium-zoom: not installed (patched for 1.1.0)',
    ]);
  });

  it('stop the plugin from loading with a message that names the patch table and the off switch', () => {
    const fixture = path.join(__dirname, 'fixtures/node_modules');
    const load = () => assertPatchedVersions(fixture, { routeSplit: true, patchedFor: { '@docusaurus/*': '3.10.2' } });
    expect(load).toThrow(/@docusaurus\/theme-classic: 3\.11\.0 \(patched for 3\.10\.2\)/);
    expect(load).toThrow(/patch table in plugins\/framework-patches\/README\.md/);
    expect(load).toThrow(/ROUTE_SPLIT=false/);
  });

  it('leave out the packages of the route split alone when it is off', () => {
    const fixture = path.join(__dirname, 'fixtures/node_modules');
    const patchedFor = { 'docusaurus-plugin-image-zoom': '3.0.1', '@rspack/core': '9.9.9' };
    expect(() => assertPatchedVersions(fixture, { routeSplit: false, patchedFor })).not.toThrow();
    expect(() => assertPatchedVersions(fixture, { routeSplit: true, patchedFor })).toThrow(/@rspack\/core: not installed/);
  });
});
