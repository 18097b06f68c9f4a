/**
 * Drawing cards, off the main thread: one worker (draw-worker.mjs) draws them while the build pass
 * goes on parsing pages, so the cards add little to the pass on two cores.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SOCIAL_CARD_SIZE } from '../../../src/utils/socialCard';
import type { CardContent, CardTemplate } from './cache';

/** Raise it whenever a change to draw-worker.mjs changes what a card looks like: the cache then draws every card again. */
export const TEMPLATE_VERSION = 1;

export type DrawCard = (card: CardContent) => Promise<Buffer>;

export interface CardDrawer {
  readonly draw: DrawCard;
  /** Stops the worker; call once every card is drawn. */
  close(): Promise<void>;
}

type Reply = { id: number; png: Uint8Array; error?: undefined } | { id: number; error: string };

export function cardDrawer(template: CardTemplate, siteUrl: string): CardDrawer {
  const worker = new Worker(path.join(__dirname, 'draw-worker.mjs'), {
    workerData: { colour: template.colour, host: new URL(siteUrl).host, ...SOCIAL_CARD_SIZE },
  });
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    pending.forEach(({ reject }) => reject(error));
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the card worker stopped with code ${code}`)));
  return {
    draw: (card) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, card: { title: card.title, section: card.section } });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
