/**
 * The route split works only if every module it swaps (./index.ts) was really swapped: core's three
 * generated route files and its client `preload.js` and `docusaurus.js`. A moved or renamed core
 * file would otherwise leave core's module in the bundle, silently (only the browser would show it,
 * since the server renders from core's table). The loader (./reexportLoader.mjs) records each file
 * it replaces; once the assets are processed, this plugin fails the build for any rule that replaced
 * nothing, naming what it expected.
 */
import type { Compiler } from '@rspack/core';

const REPLACED = Symbol.for('framework-patches/route-split/replaced');

export interface Replacement {
  /** The file (or a pattern of files) whose module is replaced. */
  readonly test: RegExp | string;
  readonly target: string;
}

function replacedFiles(): Set<string> {
  const registry = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  registry[REPLACED] ??= new Set();
  return registry[REPLACED];
}

/** The rules that matched none of the replaced files, as `expected … → target`. */
export function missingReplacements(rules: readonly Replacement[], replaced: ReadonlySet<string>): string[] {
  const matches = (rule: Replacement, file: string) => (typeof rule.test === 'string' ? file === rule.test : rule.test.test(file));
  return rules.filter((rule) => ![...replaced].some((file) => matches(rule, file))).map((rule) => `${String(rule.test)} → ${rule.target}`);
}

export class ReplacementCheckPlugin {
  constructor(private readonly rules: readonly Replacement[]) {
    replacedFiles().clear();
  }

  apply(compiler: Compiler): void {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteSplitReplacements', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteSplitReplacements', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const missing = missingReplacements(this.rules, replacedFiles());
        if (!missing.length) return;
        throw new Error(
          `[route-split] ${missing.length} module replacement(s) matched no module of the client build:\n  ${missing.join('\n  ')}\n` +
            `Replaced: ${[...replacedFiles()].join(', ') || 'nothing'}. Core's files moved: re-check the "Route table by section" ` +
            "row of plugins/framework-patches/README.md, or build with ROUTE_SPLIT=false (core's own route table).",
        );
      });
    });
  }
}
