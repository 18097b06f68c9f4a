/**
 * Code highlighting, all of it: the code themes (./themes.ts) as the site's Prism settings, as a
 * stylesheet of token classes for both colour modes (./tokensCss.ts), and Prism kept out of the
 * client bundle every page loads.
 *
 * Code blocks carry token classes instead of inline colours (src/theme/CodeBlock/Content), so the
 * same server markup is right in both colour modes and the browser needs no Prism to show it. The
 * classic theme's client module that loads Prism and its extra languages on every page is left out
 * of the client bundle; a code block loads Prism itself when it has no server markup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prismDark, prismLight } from './themes';
import { prismTokensCss } from './tokensCss';

/** `themeConfig.prism` of the site. */
export const prismThemeConfig = {
  theme: prismLight,
  darkTheme: prismDark,
  // Go comes with prism-react-renderer; Java, Ruby and PHP are for the API reference's request samples.
  additionalLanguages: ['bash', 'csharp', 'json', 'python', 'http', 'yaml', 'java', 'ruby', 'php'],
};

/** Writes the token stylesheet into the generated files; returns its path, a client module. */
export function writeTokensStylesheet(generatedFilesDir: string): string {
  const file = path.join(generatedFilesDir, 'framework-patches', 'prism-tokens.css');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, prismTokensCss(prismLight, prismDark));
  return file;
}

/** The classic theme's client module that registers Prism's additional languages on every page. */
const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

/** Client-bundle aliases: the Prism client module becomes an empty module. */
export const prismClientAliases = { [`${PRISM_CLIENT_MODULE}$`]: false } as const;
