// Docusaurus's preload (@docusaurus/core/lib/client/preload), which the client entry, the pending
// navigation and `window.docusaurus.preload` call before rendering a path, with one change: it first
// loads the page routes of the archived docs version the path belongs to (versionRoutes.ts), so that
// matching finds the page. The rest is the original's, line for line.
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRoutesOf} from './versionRoutes';

function preloadMatches(paths: string[]): Promise<unknown[]> {
  const matches = paths.map((p) => matchRoutes(routes, p)).flat();
  return Promise.all(matches.map((match) => match.route.component.preload?.()));
}

export default function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const loading = paths.map(loadRoutesOf).filter((load) => load !== null);
  return loading.length ? Promise.all(loading).then(() => preloadMatches(paths)) : preloadMatches(paths);
}
