// Docusaurus's `window.docusaurus` (@docusaurus/core/lib/client/docusaurus), with two changes to `prefetch`;
// `preload` and the rules of both are the original's, line for line (compare them with core's on upgrade):
// - it finds the routes a path matches by comparing plain paths as strings (matchedRoutes.ts), as
//   preload.ts does. Core's `matchRoutes` compiles the path of every route before the match into a regular
//   expression: the page's first prefetches, in idle time after hydration, spent a 43 ms task (at full
//   speed) on `/` compiling the current version's routes;
// - it reads the routes' chunk names from their groups (routeGroups.ts), where this plugin puts them, and
//   loads those groups (and an archived version's routes) first when they have not arrived; it then
//   prefetches in a task of its own, not with every other path that waited for the same group.
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import routes from '@generated/routes';
import {chunkNamesOf, isGroupLoaded, loadGroup} from './routeGroups';
import {matchedRoutes} from './matchedRoutes';
import preloadHelper from './preload';
import {areRoutesLoaded, loadRoutesOf} from './versionRoutes';
import {isSlowConnection} from '../../lib/slowConnection';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();

const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

/** The paths of the routes `routePath` matches. */
const matchedPaths = (routePath: string): string[] =>
  matchedRoutes(routes, routePath).flatMap(({path}) => (typeof path === 'string' ? [path] : []));

/**
 * Loads `routePath`'s archived version's routes, if they are lazy, then the groups of the routes it matches;
 * gives the paths of those routes.
 */
async function loadRouteTableOf(routePath: string): Promise<string[]> {
  await loadRoutesOf(routePath);
  const paths = matchedPaths(routePath);
  // A group that fails to load leaves its routes unprefetched, as a failed prefetch would.
  await Promise.allSettled(paths.map(loadGroup));
  return paths;
}

/** Prefetches the chunks of the routes at `paths` (a path's matched routes), whose groups have arrived. */
function prefetchChunks(paths: string[]): Promise<unknown> {
  const chunkNamesNeeded = paths
    .flatMap(chunkNamesOf)
    .flatMap((names) => Object.values(flat(names) as Record<string, string>));
  return Promise.all(
    chunkNamesNeeded.map((chunkName) => {
      // Chunk names webpack merged into another chunk give a URL with "undefined": nothing to prefetch.
      const chunkAsset = __webpack_require__.gca(chunkName);
      return chunkAsset && !chunkAsset.includes('undefined') ? prefetchHelper(chunkAsset) : Promise.resolve();
    }),
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function prefetch(routePath: string): false | Promise<unknown> {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  // In the caller's task when the route list and groups are here, as core's: idle-prefetch gives it a slice of
  // idle time.
  const paths = matchedPaths(routePath);
  if (areRoutesLoaded(routePath) && paths.every(isGroupLoaded)) return prefetchChunks(paths);
  return loadRouteTableOf(routePath).then(async (loadedPaths) => {
    await nextTask();
    return prefetchChunks(loadedPaths);
  });
}

function preload(routePath: string): false | Promise<unknown> {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

// This object is mounted on window: frozen, as core's.
export default Object.freeze({prefetch, preload});
