// A conversion worker (started by pool.ts). Plain JavaScript, since Node cannot run TypeScript by itself:
// it loads convert.ts through Docusaurus's own TypeScript loader (jiti, with its transpile cache), as the
// build loads the site config and this plugin, then converts pages until none is left to claim.
// Messages out, per job: {index, parsed} when the pool wants trees for the bundler (parsedTrees.ts), then
// {index, converted} or {index, error}; at the end {finished}.
import os from 'node:os';
import {serialize} from 'node:v8';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {loadFreshModule} from '@docusaurus/utils';

/** @type {import('./pool').WorkerData} */
const {context, lowPriority, sendTrees, jobs, order, next} = workerData;
// On Linux a priority set without a pid applies to the calling thread only: this worker, not the build.
if (lowPriority && process.platform === 'linux') os.setPriority(19);

/** @type {typeof import('./convert').default} */
const {convertPage, parseSource} = await loadFreshModule(fileURLToPath(new URL('./convert.ts', import.meta.url)));

// Claiming through the shared counter: each job goes to exactly one worker, whichever is free first.
for (let position = Atomics.add(next, 0, 1); position < order.length; position = Atomics.add(next, 0, 1)) {
  const index = order[position];
  const job = jobs[index];
  try {
    // Parsed once: the tree goes to the bundler (serialized, before the conversion reads it), then to the twin.
    const parsed = parseSource(job.source, job.twin.format);
    if (sendTrees)
      parentPort.postMessage({index, parsed: {doc: parsed.doc, format: job.twin.format, tree: serialize(parsed.tree)}});
    parentPort.postMessage({index, converted: convertPage(job, context, parsed)});
  } catch (error) {
    parentPort.postMessage({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
    break;
  }
}
parentPort.postMessage({finished: true});
