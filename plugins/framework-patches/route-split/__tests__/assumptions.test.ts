/** The route split's assumptions fail loudly: a registry read in part, a module replacement that matched nothing. */
import { describe, expect, it } from 'vitest';
import { assertRegistryComplete, parseRegistry, type GeneratedRouteFiles } from '../generatedFiles';
import { missingReplacements } from '../replacements';

const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registrySource = ['export default {', entry('a1', '@site/docs/a.md'), entry('b2', '@theme/DocItem'), '};'].join('\n');

function files(source: string, chunkNames: GeneratedRouteFiles['chunkNames']): GeneratedRouteFiles {
  return { routes: [], chunkNames, registry: parseRegistry(source) };
}

describe('the registry of core’s generated files', () => {
  it('passes when every entry line is parsed and every chunk name used is in it', () => {
    expect(() => assertRegistryComplete(registrySource, files(registrySource, { '/a-1': { __comp: 'b2', content: 'a1' } }))).not.toThrow();
  });

  it('fails when the format changed and entries were not parsed', () => {
    const changed = registrySource.replace('"a1": [() => import(', '"a1": [async () => import(');
    expect(() => assertRegistryComplete(changed, files(changed, { '/a-1': { content: 'a1' } }))).toThrow(
      /1 entries parsed of 2 entry lines; 1 chunk names used by routesChunkNames\.json, 1 of them not in the registry \(a1\)/,
    );
  });

  it('fails when a route uses a chunk name the registry lacks', () => {
    expect(() => assertRegistryComplete(registrySource, files(registrySource, { '/c-3': { __comp: 'c3' } }))).toThrow(/ROUTE_SPLIT=false/);
  });
});

describe('the module replacements', () => {
  const rules = [
    { test: '/site/.docusaurus/routes.js', target: 'shell.js' },
    { test: /[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/, target: 'preload.ts' },
  ];

  it('lists none when each rule replaced a file', () => {
    expect(missingReplacements(rules, new Set(['/site/.docusaurus/routes.js', '/nm/core/lib/client/preload.js']))).toEqual([]);
  });

  it('names a rule that replaced nothing (a moved core file)', () => {
    expect(missingReplacements(rules, new Set(['/site/.docusaurus/routes.js', '/nm/core/lib/client/moved/preload.mjs']))).toEqual([
      String(rules[1].test) + ' → preload.ts',
    ]);
  });
});
