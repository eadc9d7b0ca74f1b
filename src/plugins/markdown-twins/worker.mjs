// A conversion worker (started by pool.ts). Plain JavaScript, since Node cannot run TypeScript by itself:
// it loads convert.ts through Docusaurus's own TypeScript loader (jiti, with its transpile cache), as the
// build loads the site config and this plugin, then converts pages until none is left to claim.
// Messages out, per group of jobs with the same text (pool.ts, parseGroups): {index, parsed} for each when the
// pool wants trees for the bundler (parsedTrees.ts), then {index, converted} or {index, error}; at the end
// {finished}.
import os from 'node:os';
import {deserialize, serialize} from 'node:v8';
import {fileURLToPath} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {loadFreshModule} from '@docusaurus/utils';

/** @type {import('./pool').WorkerData} */
const {context, lowPriority, sendTrees, jobs, order, next} = workerData;
// On Linux a priority set without a pid applies to the calling thread only: this worker, not the build.
if (lowPriority && process.platform === 'linux') os.setPriority(19);

/** @type {typeof import('./convert').default} */
const {convertPage, parseSource} = await loadFreshModule(fileURLToPath(new URL('./convert.ts', import.meta.url)));

// Claiming through the shared counter: each group of pages goes to exactly one worker, whichever is free first.
for (let position = Atomics.add(next, 0, 1); position < order.length; position = Atomics.add(next, 0, 1)) {
  const group = order[position];
  let index = group[0];
  try {
    // Parsed once per group (pages with the same text and format): the tree goes to the bundler for each of
    // them, serialized before any conversion reads it, then to each twin; a page after the first converts
    // from a fresh copy, since a conversion may change its tree.
    const {source, twin} = jobs[index];
    const parsed = parseSource(source, twin.format);
    const tree = sendTrees || group.length > 1 ? serialize(parsed.tree) : undefined;
    if (sendTrees)
      for (const page of group)
        parentPort.postMessage({index: page, parsed: {doc: parsed.doc, format: twin.format, tree}});
    for (const [member, page] of group.entries()) {
      index = page;
      const own = member === 0 ? parsed : {doc: parsed.doc, tree: deserialize(tree)};
      parentPort.postMessage({index, converted: convertPage(jobs[index], context, own)});
    }
  } catch (error) {
    parentPort.postMessage({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
    break;
  }
}
parentPort.postMessage({finished: true});
