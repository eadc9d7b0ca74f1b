// Docusaurus prefetches the code of each internal link that scrolls into view, and does it for all of
// them in the one task that runs the IntersectionObserver callbacks: on a doc page that is every visible
// sidebar and navbar link at once, each a route match and a few <link rel=prefetch> (Lighthouse: a
// 100-150 ms task right after hydration). Prefetching is speculative, so here it waits for idle time and
// runs a few milliseconds at a time. As with Docusaurus's, each path is prefetched once and none on a slow
// connection (both answer false); hovering a link still loads its page at once (`preload`, left as it is).

import {isSlowConnection} from '../lib/slowConnection';

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};
type IdleDeadline = {timeRemaining: () => number};

/** Work per idle callback: well under the 50 ms that makes a task "long". */
const SLICE_MS = 10;

export function deferPrefetch(docusaurus: Docusaurus, requestIdle: (run: (deadline: IdleDeadline) => void) => void) {
  const queue: string[] = [];
  const requested = new Set<string>();
  let scheduled = false;
  const run = (deadline: IdleDeadline) => {
    scheduled = false;
    const started = performance.now();
    while (queue.length > 0 && deadline.timeRemaining() > 1 && performance.now() - started < SLICE_MS) {
      docusaurus.prefetch(queue.shift()!);
    }
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestIdle(run);
  };
  return {
    ...docusaurus,
    prefetch: (routePath: string): boolean => {
      if (requested.has(routePath) || isSlowConnection()) return false;
      requested.add(routePath);
      queue.push(routePath);
      schedule();
      return true;
    },
  };
}

if (typeof window !== 'undefined') {
  // Client modules are evaluated before core's client entry puts `window.docusaurus` in place, and with
  // yielding-entry several tasks before it: the wrapper is put in place when the entry assigns it.
  const requestIdle = (run: (deadline: IdleDeadline) => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, {timeout: 2000})
      : setTimeout(() => run({timeRemaining: () => SLICE_MS}), 50);
  const target = window as unknown as {docusaurus?: Docusaurus};
  const install = (docusaurus: Docusaurus) =>
    Object.defineProperty(target, 'docusaurus', {
      value: deferPrefetch(docusaurus, requestIdle),
      writable: true,
      configurable: true,
      enumerable: true,
    });
  if (target.docusaurus) install(target.docusaurus);
  else
    Object.defineProperty(target, 'docusaurus', {
      configurable: true,
      enumerable: true,
      get: () => undefined,
      set: install,
    });
}
