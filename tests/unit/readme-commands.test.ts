/**
 * Every command that the README documents works as written: each `npm run <script>` (and `npm start`,
 * `npm test`) names a script of package.json, and every file that such a script names exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;

/** The scripts that the README's commands run, in order of appearance. */
function documentedScripts(text: string): string[] {
  const found = new Set<string>();
  for (const [, name] of text.matchAll(/npm run ([\w:.-]+)/g)) found.add(name);
  for (const [, name] of text.matchAll(/npm (start|test)\b/g)) found.add(name);
  return [...found];
}

/** The repository files that a script's command line names (paths with a slash or a file extension). */
function filesNamed(command: string): string[] {
  return command.split(/\s+/).filter((word) => /^[\w.-]+(\/[\w.-]+)*\.(mjs|cjs|js|ts|json|ya?ml)$/.test(word));
}

describe('README commands', () => {
  const names = documentedScripts(readme);

  it('documents the commands of the table', () => {
    expect(names).toEqual(expect.arrayContaining(['build', 'serve', 'test', 'perf', 'search:eval']));
  });

  it.each(names)('npm %s is a script of package.json', (name) => {
    expect(Object.keys(scripts)).toContain(name);
  });

  it.each(names.filter((name) => scripts[name]))('the files that `npm run %s` names exist', (name) => {
    const missing = filesNamed(scripts[name]).filter((file) => !fs.existsSync(path.join(ROOT, file)));
    expect(missing, `package.json script "${name}": ${scripts[name]}`).toEqual([]);
  });

  it('finds a file named by a script and reports one that is missing', () => {
    expect(filesNamed('node scripts/serve.mjs --port 1 && playwright test --config nowhere/playwright.x.ts')).toEqual([
      'scripts/serve.mjs',
      'nowhere/playwright.x.ts',
    ]);
  });
});
