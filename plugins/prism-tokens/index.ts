/**
 * prism-tokens: the code themes of src/config/prism.ts as a stylesheet in the site's CSS. Code
 * blocks carry token classes instead of inline colours (src/theme/CodeBlock/Content), so the same
 * server markup is right in both colour modes and the browser needs no Prism to show it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prismDark, prismLight } from '../../src/config/prism';
import { prismTokensCss } from './css';

export default function prismTokens(context: LoadContext): Plugin<void> {
  const file = path.join(context.generatedFilesDir, 'prism-tokens', 'tokens.css');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, prismTokensCss(prismLight, prismDark));
  return {
    name: 'prism-tokens',
    getClientModules: () => [file],
  };
}
