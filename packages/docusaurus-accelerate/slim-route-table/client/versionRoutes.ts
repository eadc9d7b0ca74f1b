// The page routes of archived docs versions, which the client's route list (routes.js, see
// ../lazyVersions.mjs) holds as empty lists until a page of that version is about to render
// (preload.ts): a page of one version does not carry the route lists, or route groups, of the others.
import type {RouteConfig} from 'react-router-config';
// In the client bundle the registry module is the route groups' index (../lazyRegistry.mjs): a version's
// module adds the loaders of its own groups to it.
import registryGroups from '@generated/registry';

/** A version's module: its page routes, and the loaders of its route groups. */
type VersionModule = {default: RouteConfig[]; groups: Record<string, () => Promise<unknown>>};
type Lazy = {
  path: string;
  routes: RouteConfig[];
  load: () => Promise<VersionModule>;
  loading?: Promise<void>;
  loaded?: boolean;
};
const lazyLists: Lazy[] = [];

/** The list routes.js puts under a version's docs root: empty, filled in place once loaded. */
export function lazyRoutes(path: string, load: Lazy['load']): RouteConfig[] {
  const routes: RouteConfig[] = [];
  lazyLists.push({path, routes, load});
  return routes;
}

const lazyListOf = (pathname: string) =>
  lazyLists.find(({path}) => pathname === path || pathname.startsWith(`${path}/`));

/** Whether the routes `pathname` may match are all in the route list: its version's are not lazy, or have loaded. */
export function areRoutesLoaded(pathname: string): boolean {
  const lazy = lazyListOf(pathname);
  return !lazy || lazy.loaded === true;
}

/** Loads the page routes of the version `pathname` belongs to, if they are lazy; null when there is nothing to load. */
export function loadRoutesOf(pathname: string): Promise<void> | null {
  const lazy = lazyListOf(pathname);
  if (!lazy) return null;
  if (!lazy.loading) {
    lazy.loading = lazy.load().then((module) => {
      Object.assign(registryGroups, module.groups);
      lazy.routes.push(...module.default);
      lazy.loaded = true;
    });
    // A failed load (offline, a new deployment) is tried again on the next navigation.
    lazy.loading.catch(() => (lazy.loading = undefined));
  }
  return lazy.loading;
}
