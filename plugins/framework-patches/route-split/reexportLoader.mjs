/**
 * Rspack loader: the module's own source is replaced by a re-export of `options.target`. Swaps core's
 * generated route files and two of its client modules for the route split's (./index.ts). Each file it
 * replaces is recorded under REPLACED (./replacements.ts), which checks after the build that every
 * replacement took place.
 * @this {{ getOptions(): { target: string }, resourcePath: string }}
 */
const REPLACED = Symbol.for('framework-patches/route-split/replaced');

export default function reexportLoader() {
  (globalThis[REPLACED] ??= new Set()).add(this.resourcePath);
  return `export { default } from ${JSON.stringify(this.getOptions().target)};\n`;
}
