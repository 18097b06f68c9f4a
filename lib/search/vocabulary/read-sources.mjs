// Starts reading the vocabulary's sources (specs, docs, the domain word list) in a worker thread;
// the promise settles with the operations' words and the aliases.
import { Worker } from 'node:worker_threads';

/**
 * @param {{ root?: string, specDir?: string }} [options]
 * @returns {Promise<{ operations: Map<string, { own: string, generated: string, phrases: string[], replacement?: string }>, aliases: { version: number, aliases: Array<{ from: string, to: string, source: string }> } }>}
 */
export function readVocabularySources({ root = process.cwd(), specDir = `${root}/static/openapi` } = {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { root, specDir } });
    worker.once('message', (message) => resolve({ operations: new Map(message.operations), aliases: message.aliases }));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The vocabulary worker stopped with code ${code}.`));
    });
  });
}
