// Docusaurus's first render matches the address against the route table (core's `normalizeLocation`, through
// react-router-config's `matchRoutes`), and react-router compiles a regular expression for each route it
// tries: on a doc page some hundreds, about 9 ms at full CPU speed, inside one slice of hydration. The same
// matches, in the same order, made before it a few milliseconds at a time, fill react-router's cache of
// compiled paths: the render then finds each one compiled. Only a cache is filled; what matches is core's.

/** How long one task of the warm-up may run, in milliseconds. */
export const SLICE_MS = 3;

export type Route = {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: Route[];
};
type MatchPath = (pathname: string, route: Route) => unknown;

/**
 * Calls `matchPath` on the routes `matchRoutes(routes, pathname)` would try, in its order (in each list,
 * up to the first route that matches, a route without a path matching; then that route's own routes),
 * waiting for `nextTask` whenever a slice has run `SLICE_MS`.
 */
export async function warmRouteMatching(
  routes: readonly Route[],
  pathname: string,
  matchPath: MatchPath,
  nextTask: () => Promise<void>,
  now: () => number = () => performance.now(),
): Promise<void> {
  let deadline = now() + SLICE_MS;
  const walk = async (list: readonly Route[]): Promise<void> => {
    for (const route of list) {
      if (now() > deadline) {
        await nextTask();
        deadline = now() + SLICE_MS;
      }
      if (route.path !== undefined && !matchPath(pathname, route)) continue;
      if (route.routes) await walk(route.routes);
      return;
    }
  };
  await walk(routes);
}
