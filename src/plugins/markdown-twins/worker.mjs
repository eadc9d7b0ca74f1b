// A conversion worker (started by pool.ts). Plain JavaScript, since Node cannot run TypeScript by itself:
// it loads convert.ts through Docusaurus's own TypeScript loader (jiti, with its transpile cache), as the
// build loads the site config and this plugin, then converts the pages the main thread sends.
// Messages: in {index, job}; out {ready} once loaded, then {index, converted} or {index, error} per job.
import os from 'node:os';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {loadFreshModule} from '@docusaurus/utils';

/** @type {import('./pool').WorkerData} */
const {context, lowPriority} = workerData;
// On Linux a priority set without a pid applies to the calling thread only: this worker, not the build.
if (lowPriority && process.platform === 'linux') os.setPriority(19);

/** @type {import('./convert').convertPage} */
const convertPage = await loadFreshModule(fileURLToPath(new URL('./convert.ts', import.meta.url)));

parentPort.on('message', ({index, job}) => {
  try {
    parentPort.postMessage({index, converted: convertPage(job, context)});
  } catch (error) {
    parentPort.postMessage({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
  }
});
parentPort.postMessage({ready: true});
