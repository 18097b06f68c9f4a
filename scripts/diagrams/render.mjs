#!/usr/bin/env node
// Draws every Mermaid diagram of the docs and the updates into static/diagrams/ (one SVG for each
// colour mode), deletes images no diagram uses any more, and with --check only reports what is
// missing or stale (exit 1), without a browser. See src/diagrams/diagrams.ts for why.
// Usage: node scripts/diagrams/render.mjs [--check]   (npm run diagrams)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../lib/chromium.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
const { collectDiagrams, diagramDrift, diagramFile, COLOUR_MODES, DIAGRAM_THEMES, DIAGRAMS_DIR } = jiti('../../src/diagrams/diagrams.ts');

const diagrams = collectDiagrams();
const drift = diagramDrift(diagrams.keys());

if (process.argv.includes('--check')) {
  for (const file of drift.missing) {
    const key = file.replace(/-(light|dark)\.svg$/, '');
    console.log(`missing static/diagrams/${file} (diagram in ${diagrams.get(key)?.files.join(', ')})`);
  }
  for (const file of drift.stale) console.log(`stale static/diagrams/${file}: no diagram uses it`);
  const problems = drift.missing.length + drift.stale.length;
  console.log(
    problems ? 'Run `npm run diagrams` and commit static/diagrams/.' : `${diagrams.size} diagrams, every one drawn in both colour modes.`,
  );
  process.exit(problems ? 1 : 0);
}

/** The font the site's pages use for text, so the boxes are sized for it. */
const FONT_FAMILY = /--ifm-font-family-base:\s*([^;]+);/.exec(
  fs.readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8'),
)[1];
const DIAGRAM_NAMES = {
  flowchart: 'Flowchart',
  'flowchart-v2': 'Flowchart',
  sequence: 'Sequence diagram',
  stateDiagram: 'State diagram',
  class: 'Class diagram',
  er: 'Entity relationship diagram',
  gantt: 'Gantt chart',
  journey: 'User journey',
  pie: 'Pie chart',
  timeline: 'Timeline',
};

/** Runs in the page: draws one diagram and returns standalone SVG (an XML document) with a <title>. */
async function drawInPage({ id, source, theme, fontFamily, names }) {
  const { mermaid } = /** @type {any} */ (globalThis);
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme,
    fontFamily,
    htmlLabels: false,
    flowchart: { htmlLabels: false },
  });
  const { svg } = await mermaid.render(id, source);
  const holder = document.createElement('div');
  holder.innerHTML = svg;
  document.body.append(holder);
  const root = holder.querySelector('svg');
  const box = root.viewBox.baseVal;
  root.setAttribute('width', String(Math.ceil(box.width)));
  root.setAttribute('height', String(Math.ceil(box.height)));
  root.removeAttribute('style');
  const labels = [];
  for (const text of root.querySelectorAll('text')) {
    const label = text.textContent.replace(/\s+/g, ' ').trim();
    if (label && !labels.includes(label)) labels.push(label);
  }
  const kind = root.getAttribute('aria-roledescription') ?? '';
  const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  title.textContent = `${names[kind] ?? 'Diagram'}: ${labels.join('; ')}`;
  root.prepend(title);
  const xml = new XMLSerializer().serializeToString(root);
  holder.remove();
  return xml;
}

const require = createRequire(import.meta.url);
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
  fs.mkdirSync(DIAGRAMS_DIR, { recursive: true });
  let drawn = 0;
  for (const file of drift.missing) {
    const key = file.replace(/-(light|dark)\.svg$/, '');
    const mode = COLOUR_MODES.find((m) => file === diagramFile(key, m));
    const { source, files } = diagrams.get(key);
    try {
      const svg = await page.evaluate(drawInPage, {
        id: `diagram-${key}-${mode}`,
        source,
        theme: DIAGRAM_THEMES[mode],
        fontFamily: FONT_FAMILY,
        names: DIAGRAM_NAMES,
      });
      fs.writeFileSync(path.join(DIAGRAMS_DIR, file), `${svg}\n`);
      drawn++;
    } catch (error) {
      throw new Error(`The diagram in ${files.join(', ')} does not render: ${error.message}`);
    }
  }
  for (const file of drift.stale) fs.rmSync(path.join(DIAGRAMS_DIR, file));
  console.log(`${diagrams.size} diagrams: drew ${drawn} images, deleted ${drift.stale.length} stale ones.`);
} finally {
  await browser.close();
}
