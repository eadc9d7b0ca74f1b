// Converts pages in worker threads: parsing MDX is CPU-bound (the GraphQL reference alone takes seconds),
// and on the main thread it would use one core while the others wait. If the workers cannot run (no
// worker support, the loader failing), the pages left are converted on the main thread, as they used to be.
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Converted, ConvertJob, LinkContext} from './links';
import type {ParsedTree} from './parsedTrees';

export const WORKER_FILE = path.join(__dirname, 'worker.mjs');

/** One worker per core the process may use, at least one. */
export const defaultPoolSize = (): number => Math.max(1, os.availableParallelism());

export type PoolOptions = {
  /** Workers to start (no more than there are jobs); 0 converts on the main thread. */
  size: number;
  /** Told why the pool falls back to the main thread. */
  warn: (message: string) => void;
  /** The worker script; tests point it elsewhere to exercise the fallback. */
  workerFile?: string;
  /** Workers yield the CPU to every other thread of the build (Linux: a thread's own nice value). */
  lowPriority?: boolean;
  /** Given each page's tree as a worker parsed it, before its twin is converted (for parsedTrees.ts). */
  onParsed?: (index: number, parsed: ParsedTree) => void;
};

/**
 * What each worker starts with (worker.mjs): every job, and a counter in shared memory from which the
 * workers claim the next one themselves. They never wait for the main thread, which is busy for seconds
 * at a time while bundling runs its loaders there (with pages handed out by messages, the workers stood
 * idle for a third of the bundling).
 */
export type WorkerData = {
  context: LinkContext;
  lowPriority: boolean;
  /** Whether to send each page's tree ({index, parsed}) before its twin. */
  sendTrees: boolean;
  jobs: ConvertJob[];
  /** Groups of indexes into `jobs`, in the order to convert them: each group's pages share one parse. */
  order: number[][];
  /** One Int32: the position in `order` of the next group to claim. */
  next: Int32Array;
};

export type FromWorker =
  | {index: number; parsed: ParsedTree}
  | {index: number; converted: Converted}
  | {index: number; error: string}
  | {finished: true};

/**
 * The jobs grouped by text and format, largest first: pages with the same source (a frozen version's
 * unchanged docs: 313 of the 456 of 1.1.0) have the same tree, so a worker parses them once. A big page
 * picked up last would leave the other workers idle while it converts.
 */
export function parseGroups(jobs: ConvertJob[]): number[][] {
  const groups = new Map<string, number[]>();
  for (const [index, job] of jobs.entries()) {
    const key = `${job.twin.format}\0${job.source}`;
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  }
  return [...groups.values()].sort((a, b) => jobs[b[0]!]!.source.length - jobs[a[0]!]!.source.length);
}

const conversionError = (job: ConvertJob, detail: string) =>
  new Error(`markdown-twins: could not convert ${job.sourceFilePath} to Markdown:\n${detail}`);

/**
 * The twin of every job, in the order of `jobs`, converted by `size` workers (0: on this thread).
 * A page that fails to convert fails the whole run, naming its file.
 */
export function convertPages(
  jobs: ConvertJob[],
  context: LinkContext,
  {size, warn, workerFile = WORKER_FILE, lowPriority = false, onParsed}: PoolOptions,
): Promise<Converted[]> {
  const results: (Converted | undefined)[] = new Array(jobs.length);
  const order = parseGroups(jobs);
  const next = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  let remaining = jobs.length;
  if (remaining === 0) return Promise.resolve([]);

  return new Promise((resolve, reject) => {
    const live = new Set<Worker>();
    let settled = false;

    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const worker of live) void worker.terminate();
      if (error) reject(error);
      else resolve(results as Converted[]);
    };
    const done = (index: number, converted: Converted) => {
      results[index] = converted;
      remaining -= 1;
      if (remaining === 0) settle();
    };
    /** Once no worker is left: the pages no worker converted (none started, or one stopped mid-page). */
    const finishHere = () => {
      if (live.size > 0 || settled) return;
      // The converter loads here only when needed: the workers load their own.
      import('./convert').then(({convertPage}) => {
        for (const index of order.flat()) {
          if (results[index] || settled) continue;
          try {
            done(index, convertPage(jobs[index], context));
          } catch (error) {
            return settle(
              conversionError(jobs[index], error instanceof Error ? (error.stack ?? error.message) : String(error)),
            );
          }
        }
      }, settle);
    };
    const lose = (worker: Worker, reason: string) => {
      if (settled || !live.delete(worker)) return;
      void worker.terminate();
      warn(
        `a conversion worker stopped (${reason}); ${live.size > 0 ? 'the others continue' : 'converting on the main thread'}`,
      );
      finishHere();
    };

    for (let started = 0; started < Math.min(size, jobs.length); started++) {
      let worker: Worker;
      try {
        const workerData: WorkerData = {context, lowPriority, sendTrees: onParsed !== undefined, jobs, order, next};
        worker = new Worker(workerFile, {workerData});
      } catch (error) {
        warn(`could not start a conversion worker (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      live.add(worker);
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if ('parsed' in message) return onParsed?.(message.index, message.parsed);
        if ('error' in message) return settle(conversionError(jobs[message.index], message.error));
        if ('converted' in message) return done(message.index, message.converted);
        // Finished: no job left to claim.
        live.delete(worker);
        void worker.terminate();
        finishHere();
      });
      worker.on('error', (error) => lose(worker, error.message));
      worker.on('exit', (code) => lose(worker, `exit code ${code}`));
    }
    finishHere();
  });
}
