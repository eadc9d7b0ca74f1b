// The routes react-router-config's `matchRoutes` finds for a path, without its cost on a page's first
// load: `matchRoutes` calls react-router's `matchPath` on every route before the match, and each call
// compiles the route's path into a regular expression. The current docs version has hundreds of page
// routes, so preloading a page late in the alphabet spent ~30 ms of a 4x-slowed CPU in the task that
// runs the main bundle. Here a plain path (no parameter, group, wildcard or escape) is compared as a
// string, with the rules `matchPath` applies to it (case-insensitive; one trailing slash optional;
// `exact: false` also matches below it); any other route, and any non-ASCII path, goes to `matchPath`.
import {matchPath} from 'react-router';
import type {RouteConfig} from 'react-router-config';

// What path-to-regexp 1.x reads as syntax: an escape, a parameter, a group or a wildcard.
const SYNTAX = /[\\:(*]/;
const NON_ASCII = /[^ -~]/; // outside printable ASCII

function matches(route: RouteConfig, pathname: string): boolean {
  const {path} = route;
  if (path === undefined) return true; // a route without a path matches as its parent did
  if (typeof path !== 'string' || route.strict || route.sensitive || SYNTAX.test(path) || NON_ASCII.test(pathname))
    return matchPath(pathname, route) !== null;
  const plain = (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  const name = pathname.toLowerCase();
  if (!name.startsWith(plain)) return false;
  const rest = name.slice(plain.length);
  return route.exact ? rest === '' || rest === '/' : rest === '' || rest.startsWith('/');
}

/** The branch of routes `matchRoutes(routes, pathname)` returns, as routes: the first match at each level, then its children. */
export function matchedRoutes(routes: RouteConfig[], pathname: string, branch: RouteConfig[] = []): RouteConfig[] {
  const route = routes.find((candidate) => matches(candidate, pathname));
  if (route) {
    branch.push(route);
    if (route.routes) matchedRoutes(route.routes, pathname, branch);
  }
  return branch;
}
