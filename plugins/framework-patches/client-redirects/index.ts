/**
 * @docusaurus/plugin-client-redirects, fed from redirects.ts here rather than through its options
 * in docusaurus.config.ts: Docusaurus serialises the options of every plugin into the site config
 * that main.js carries to every page, and the redirect list was 16 kB of it (2.2 kB gzip). The
 * plugin itself, its validation and the stub pages it writes are unchanged.
 */
import clientRedirects, { validateOptions as validatePluginOptions } from '@docusaurus/plugin-client-redirects';
import type { Options, PluginOptions } from '@docusaurus/plugin-client-redirects';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { clientRedirectsPluginOptions } from '../../../redirects';

export function validateOptions(context: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validatePluginOptions({ ...context, options: { ...context.options, ...clientRedirectsPluginOptions() } });
}

// A function of our own: Docusaurus reads `validateOptions` off the default export first, and the
// plugin's own module would bring its validator, without the redirects.
export default function clientRedirectsFromData(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  return clientRedirects(context, options);
}
