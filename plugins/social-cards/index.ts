/**
 * social-cards: a card image per page for link previews (`og:image`, `twitter:image`), 1200×630 PNG
 * with the page's title, its section and the product colour.
 *
 * The head tags come from Docusaurus itself (src/theme/SiteMetadata names `/social-cards/<path>.png`
 * for every route it renders, src/utils/socialCard.ts), so every page has them, docs, posts, API
 * reference, home and the rest, in the HTML the server renders. The images are drawn by a consumer of
 * the build pass (plugins/build-pass): it reads each page's `og:image`, title and breadcrumbs from the
 * parse that the pass already made, and draws the card the page asks for. Drawn cards are cached by
 * content under `node_modules/.cache/social-cards/`, so a warm build draws only the cards of changed
 * pages and copies the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuiltPage } from '../../lib/build/built-site.mjs';
import { cardCache, cardKey, type CardTemplate } from './lib/cache';
import { pageCard, type PageCard } from './lib/pageCard';
import { cardDrawer, TEMPLATE_VERSION, type CardDrawer, type DrawCard } from './lib/render';
import { siteColour } from './lib/theme';

export interface SocialCardsOptions {
  readonly siteDir: string;
  readonly outDir: string;
  /** The site's URL: only `og:image` URLs on it are ours. */
  readonly siteUrl: string;
  /** Draws a card; the real drawing by default (tests pass their own). */
  readonly draw?: DrawCard;
  readonly template?: CardTemplate;
}

export interface SocialCardsSummary {
  readonly cards: number;
  readonly drawn: number;
  readonly cached: number;
}

/** Cards handed to the worker at once: enough to keep it busy, few enough to keep memory flat. */
const CONCURRENCY = 4;

export function socialCardsConsumer(options: SocialCardsOptions) {
  // Read when the first page asks for a card: a build without cards needs no template.
  let template = options.template;
  const cache = cardCache(path.join(options.siteDir, 'node_modules/.cache/social-cards'));
  /** The real drawer, started for the first card that is not in the cache. */
  let drawer: CardDrawer | undefined;
  /** One drawing per distinct content: pages with the same title and section share it. */
  const drawings = new Map<string, Promise<Buffer>>();
  const waiting: Array<() => void> = [];
  const writes: Promise<void>[] = [];
  let active = 0;
  let drawn = 0;
  let cached = 0;

  const slot = async (): Promise<void> => {
    if (active < CONCURRENCY) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  const drawing = (card: PageCard): Promise<Buffer> => {
    template ??= { version: TEMPLATE_VERSION, colour: siteColour(path.join(options.siteDir, 'src/css/custom.css')) };
    const key = cardKey(card, template);
    let png = drawings.get(key);
    if (png) return png;
    const hit = cache.get(key);
    if (hit) {
      cached++;
      png = Promise.resolve(hit);
    } else {
      const drawCard = options.draw ?? (drawer ??= cardDrawer(template, options.siteUrl)).draw;
      png = (async () => {
        await slot();
        try {
          const result = await drawCard(card);
          cache.put(key, result);
          drawn++;
          return result;
        } finally {
          release();
        }
      })();
    }
    drawings.set(key, png);
    return png;
  };

  return {
    visit(page: BuiltPage): void {
      const card = pageCard(page, options.siteUrl);
      if (!card) return;
      const target = path.join(options.outDir, card.file);
      const write = drawing(card).then(
        async (png) => {
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.writeFile(target, png);
        },
        (error: unknown) => {
          throw new Error(`social cards: could not draw the card of ${page.route} ("${card.title}")`, { cause: error });
        },
      );
      // Reported by finish(), not as an unhandled rejection while the pass is still going.
      write.catch(() => undefined);
      writes.push(write);
    },
    async finish(): Promise<SocialCardsSummary> {
      const results = await Promise.allSettled(writes);
      await drawer?.close();
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
      return { cards: writes.length, drawn, cached };
    },
  };
}
