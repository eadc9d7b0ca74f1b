// A conversion worker (started by pool.ts). Plain JavaScript, since Node cannot run TypeScript by itself:
// it loads convert.ts through Docusaurus's own TypeScript loader (jiti, with its transpile cache), as the
// build loads the site config and this plugin, then converts pages until none is left to claim.
// Messages out: {index, converted} or {index, error} per job, then {finished}.
import os from 'node:os';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {loadFreshModule} from '@docusaurus/utils';

/** @type {import('./pool').WorkerData} */
const {context, lowPriority, jobs, order, next} = workerData;
// On Linux a priority set without a pid applies to the calling thread only: this worker, not the build.
if (lowPriority && process.platform === 'linux') os.setPriority(19);

/** @type {import('./convert').convertPage} */
const convertPage = await loadFreshModule(fileURLToPath(new URL('./convert.ts', import.meta.url)));

// Claiming through the shared counter: each job goes to exactly one worker, whichever is free first.
for (let position = Atomics.add(next, 0, 1); position < order.length; position = Atomics.add(next, 0, 1)) {
  const index = order[position];
  try {
    parentPort.postMessage({index, converted: convertPage(jobs[index], context)});
  } catch (error) {
    parentPort.postMessage({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
    break;
  }
}
parentPort.postMessage({finished: true});
