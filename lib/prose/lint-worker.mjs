// Lints a share of the pages in a worker thread for lint-prose.mjs and posts their problems back.
import { parentPort, workerData } from 'node:worker_threads';
import { lintProseHere } from './lint-prose.mjs';

const { files, root, configFilePath } = workerData;
parentPort?.postMessage(await lintProseHere(files, { root, configFilePath }));
