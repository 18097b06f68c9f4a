// The part of the JavaScript every page downloads that can grow with the number of routes: the route
// table in main.js (with the route split of plugins/framework-patches, the list of sections; global
// data) and the chunk maps of the webpack runtime (runtime~main.js).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './bytes.mjs';

/** The end index (inclusive) of the bracketed expression starting at `start`, skipping strings. */
function balancedEnd(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (char === '{' || char === '[' || char === '(') depth++;
    else if (char === '}' || char === ']' || char === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function slice(text, start) {
  if (start < 0) return '';
  const end = balancedEnd(text, start);
  return end < 0 ? '' : text.slice(start, end + 1);
}

/**
 * Sizes of the route table inside main.js and of the runtime chunk, gzip and raw.
 * @param {string} buildDir
 */
export function routeTableBytes(buildDir = 'build') {
  const js = path.join(buildDir, 'assets', 'js');
  const files = fs.readdirSync(js);
  const mainFile = files.find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const runtimeFile = files.find((name) => /^runtime~main\.[0-9a-f]+\.js$/.test(name));
  const main = fs.readFileSync(path.join(js, mainFile), 'utf8');
  const parts = {};
  // The sections: {"/a":["route-section-0",()=>…],…}
  parts.routes = slice(main, main.search(/\{"\/[^"]*":\["route-section-/));
  // globalData.json is inlined as a JSON.parse('…') string.
  const jsonStrings = [...main.matchAll(/JSON\.parse\('/g)].map((match) => {
    const start = match.index + 'JSON.parse('.length;
    return slice(`(${main.slice(start)}`, 0);
  });
  parts.globalData = jsonStrings.find((text) => text.includes('docusaurus-plugin-content-docs')) ?? '';
  const sizes = Object.fromEntries(
    Object.entries(parts).map(([key, text]) => [key, { raw: text.length, gzip: text ? gzipSize(Buffer.from(text)) : 0 }]),
  );
  const runtime = fs.readFileSync(path.join(js, runtimeFile));
  const total = Object.values(sizes).reduce((sum, size) => sum + size.gzip, 0);
  return {
    mainFile: `/assets/js/${mainFile}`,
    main: { raw: main.length, gzip: gzipSize(Buffer.from(main)) },
    inMain: sizes,
    inMainGzip: total,
    runtime: { file: `/assets/js/${runtimeFile}`, raw: runtime.length, gzip: gzipSize(runtime) },
  };
}
