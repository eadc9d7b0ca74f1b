// Docusaurus's preload (@docusaurus/core/lib/client/preload), which the client entry, the pending
// navigation and `window.docusaurus.preload` call before rendering a path, with two changes: it first
// loads the page routes of the archived docs version the path belongs to (versionRoutes.ts), so that
// matching finds the page; and it finds the matching routes by comparing plain paths as strings
// (matchedRoutes.ts) instead of through `matchRoutes`. The rest is the original's, line for line.
import routes from '@generated/routes';
import {loadRoutesOf} from './versionRoutes';
import {matchedRoutes} from './matchedRoutes';

function preloadMatches(paths: string[]): Promise<unknown[]> {
  const matches = paths.map((p) => matchedRoutes(routes, p)).flat();
  return Promise.all(matches.map((route) => (route.component as {preload?: () => Promise<unknown>}).preload?.()));
}

export default function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const loading = paths.map(loadRoutesOf).filter((load) => load !== null);
  return loading.length ? Promise.all(loading).then(() => preloadMatches(paths)) : preloadMatches(paths);
}
