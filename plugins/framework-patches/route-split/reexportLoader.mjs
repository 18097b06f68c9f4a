/**
 * Rspack loader: the module's own source is replaced by a re-export of `options.target`. Swaps core's
 * generated route files and two of its client modules for the route split's (./index.ts).
 * @this {{ getOptions(): { target: string } }}
 */
export default function reexportLoader() {
  return `export { default } from ${JSON.stringify(this.getOptions().target)};\n`;
}
