// Loads redirects.ts from plain Node scripts. Node 20 cannot import TypeScript, so this uses jiti,
// the loader Docusaurus itself uses for docusaurus.config.ts.
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });

/** The redirects.ts module: `redirects()`, `vercelConfig()`, `docPages()`, `redirectProblems()`… */
export function loadRedirectsModule() {
  return jiti(fileURLToPath(new URL('../../redirects.ts', import.meta.url)));
}
