// The client bundle's entry. Docusaurus's own entry (clientEntry.js) is the root of the main bundle's
// imports, so running it evaluates React DOM, the route table, the client modules and the theme in one
// task before hydration can start: on a doc page, about 90 ms of a 4x-slowed CPU, the longest task of
// the page and most of its total blocking time. This entry evaluates the same modules in a few groups,
// and lets the browser run its other work (input, paint) between them; then it runs Docusaurus's entry,
// which finds them evaluated. Each `import()` is eager: the modules stay in the main bundle, and only
// their evaluation moves.
import {warmRouteMatching} from './routeWarmUp';

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function start(): Promise<void> {
  // The bundle's evaluation (compiling it, running this module) is a task of its own.
  await nextTask();
  // Core's first render matches the address against the route table, compiling a regular expression for
  // each route it tries (routeWarmUp.ts): here, a few milliseconds at a time.
  const [{matchPath}, {default: routes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/router'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
  ]);
  await nextTask();
  await warmRouteMatching(routes, window.location.pathname, matchPath, nextTask);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
