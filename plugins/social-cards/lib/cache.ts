/**
 * The card cache: a drawn card kept under the hash of everything that decides its pixels (the page's
 * title and section, the template's version and its colour), so a warm build draws only the cards
 * whose page changed. It lives under `node_modules/.cache/`, which `npm run clear` empties.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface CardContent {
  readonly title: string;
  readonly section: string;
}

export interface CardTemplate {
  /** Raised whenever the drawing code changes what a card looks like. */
  readonly version: number;
  readonly colour: string;
}

/** The cache key of a card: the same for the same content and template, different when either differs. */
export function cardKey(card: CardContent, template: CardTemplate): string {
  return createHash('sha256')
    .update(JSON.stringify([template.version, template.colour, card.section, card.title]))
    .digest('hex')
    .slice(0, 32);
}

export interface CardCache {
  /** The cached PNG of a key, or undefined. */
  get(key: string): Buffer | undefined;
  put(key: string, png: Buffer): void;
}

export function cardCache(dir: string): CardCache {
  const file = (key: string) => path.join(dir, `${key}.png`);
  let made = false;
  return {
    get(key) {
      try {
        return fs.readFileSync(file(key));
      } catch {
        return undefined;
      }
    },
    put(key, png) {
      if (!made) fs.mkdirSync(dir, { recursive: true });
      made = true;
      // Written whole, then renamed: a build stopped halfway never leaves half a card in the cache.
      const partial = `${file(key)}.${process.pid}.partial`;
      fs.writeFileSync(partial, png);
      fs.renameSync(partial, file(key));
    },
  };
}
