/**
 * The Mermaid diagrams of the docs and the updates, and their pre-rendered images. Diagrams are
 * drawn once, by `npm run diagrams` (scripts/diagrams/render.mjs, in Chromium), into
 * static/diagrams/<key>-light.svg and <key>-dark.svg, and committed; the remark plugin
 * src/diagrams/remarkStaticDiagrams.ts puts them in the pages as images. Readers then download neither
 * Mermaid (600 kB of script) nor run its layout, and the diagrams show without JavaScript. The key
 * is a hash of the source, so an edited diagram has no image until it is drawn again: its page then
 * falls back to rendering in the browser, and `npm test` fails until the images are committed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mermaidSources } from './mermaidSources';

export const SITE_DIR = path.resolve(__dirname, '../..');
/** Served at /diagrams/<file>. */
export const DIAGRAMS_DIR = path.join(SITE_DIR, 'static', 'diagrams');
export const DIAGRAMS_URL = '/diagrams/';
const CONTENT_DIRS = ['docs', 'updates'];

/** The site's Mermaid theme for each colour mode; docusaurus.config.ts gives the theme the same ones. */
export const DIAGRAM_THEMES = { light: 'neutral', dark: 'dark' } as const;
export type ColourMode = keyof typeof DIAGRAM_THEMES;
export const COLOUR_MODES = Object.keys(DIAGRAM_THEMES) as ColourMode[];

/** The name shared by a diagram's images: a hash of its source. */
export function diagramKey(source: string): string {
  return crypto.createHash('sha256').update(source.trim()).digest('hex').slice(0, 16);
}

/** The file of one rendering, e.g. `3f2a…-dark.svg`. */
export function diagramFile(key: string, mode: ColourMode): string {
  return `${key}-${mode}.svg`;
}

function contentFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) contentFiles(full, out);
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

export interface Diagram {
  source: string;
  /** The pages that show it, relative to the site directory. */
  files: string[];
}

/** Every diagram of the content, by key. */
export function collectDiagrams(siteDir = SITE_DIR): Map<string, Diagram> {
  const diagrams = new Map<string, Diagram>();
  for (const dir of CONTENT_DIRS) {
    for (const file of contentFiles(path.join(siteDir, dir))) {
      for (const source of mermaidSources(fs.readFileSync(file, 'utf8'))) {
        const key = diagramKey(source);
        const entry = diagrams.get(key) ?? { source, files: [] };
        entry.files.push(path.relative(siteDir, file));
        diagrams.set(key, entry);
      }
    }
  }
  return diagrams;
}

/** How the images on disk differ from the diagrams of the content: images to draw, images to delete. */
export function diagramDrift(keys: Iterable<string>, dir = DIAGRAMS_DIR): { missing: string[]; stale: string[] } {
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.svg')) : []);
  const wanted = new Set([...keys].flatMap((key) => COLOUR_MODES.map((mode) => diagramFile(key, mode))));
  return {
    missing: [...wanted].filter((file) => !present.has(file)).sort(),
    stale: [...present].filter((file) => !wanted.has(file)).sort(),
  };
}

export interface DiagramImage {
  src: string;
  width: number;
  height: number;
  /** The text alternative the renderer wrote into the image's <title>. */
  alt: string;
}

/** A rendered image of a diagram, or null when it has not been drawn yet. */
export function readDiagramImage(key: string, mode: ColourMode, dir = DIAGRAMS_DIR): DiagramImage | null {
  const file = path.join(dir, diagramFile(key, mode));
  if (!fs.existsSync(file)) return null;
  const svg = fs.readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(root)?.[1]);
  const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(svg)?.[1] ?? '';
  if (!width || !height) return null;
  return {
    src: `${DIAGRAMS_URL}${diagramFile(key, mode)}`,
    width: Math.round(width),
    height: Math.round(height),
    alt: decodeEntities(title),
  };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
