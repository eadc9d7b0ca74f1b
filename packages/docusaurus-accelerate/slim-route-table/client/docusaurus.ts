// Docusaurus's `window.docusaurus` (@docusaurus/core/lib/client/docusaurus), whose `prefetch` finds a
// route's chunks in the routes' chunk names: with this plugin those come with each route group, so a path
// whose group (or archived version) had not loaded would prefetch nothing. Here `prefetch` first loads the
// route list of the path's archived version and the groups of the routes it matches, then runs core's
// own; `preload` is core's (it loads both through client/preload.ts).
import core from '@docusaurus/core/lib/client/docusaurus.js';
import routes from '@generated/routes';
import {loadGroup} from './routeGroups';
import {matchedRoutes} from './matchedRoutes';
import {loadRoutesOf} from './versionRoutes';

// Core's test: nothing is prefetched on a 2G connection or with data saver on, so no group loads for it either.
function isSlowConnection(): boolean {
  const {connection} = navigator as {connection?: {effectiveType?: string; saveData?: boolean}};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** Loads what core's prefetch reads to find `routePath`'s chunks: its version's routes, its routes' groups. */
async function loadRouteTableOf(routePath: string): Promise<void> {
  await loadRoutesOf(routePath);
  // A group that fails to load leaves its routes unprefetched, as a failed prefetch would.
  const paths = matchedRoutes(routes, routePath).flatMap(({path}) => (typeof path === 'string' ? [path] : []));
  await Promise.allSettled(paths.map(loadGroup));
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection()) return false;
  return loadRouteTableOf(routePath).then((): unknown => core.prefetch(routePath));
}

export default Object.freeze({...core, prefetch});
