// The route groups (../routeGroup.mjs): one module per section of the site with its routes' chunk names
// and loaders, which the main bundle leaves out and the browser loads once, when a route of the section
// renders (ComponentCreator.tsx) or is prefetched (docusaurus.ts).
import type {RouteChunkNames} from '@docusaurus/types';
import {routeGroup, routePathOf} from '../routeGroup.mjs';
// In the client bundle the registry module is the group index (../lazyRegistry.mjs, groupIndexModule), to
// which an archived version's module adds its own groups (versionRoutes.ts).
import registryGroups from '@generated/registry';

export type ChunkNames = RouteChunkNames[string];
export type Group = {
  byPath: RouteChunkNames; // routes whose path is unique, which routes.js creates without a hash
  byKey: RouteChunkNames; // the others, by `${path}-${hash}`
  registry: Record<string, () => Promise<{[key: string]: unknown}>>;
};
const groups = registryGroups as unknown as Record<string, () => Promise<Group>>;

// Each group once: every route of a page (and every later navigation into the section) reuses it.
const loadedGroups = new Map<string, Promise<Group>>();
/** The groups that have arrived, by key. */
const arrived = new Map<string, Group>();

/** Whether the group of `routePath`'s route has arrived. */
export const isGroupLoaded = (routePath: string): boolean => arrived.has(routeGroup(routePath));

/**
 * The chunk names of every route whose path is `routePath`, from its group, which must have arrived: one
 * route for a unique path, or each of those that share it (the docs root, version and sidebar routes).
 */
export function chunkNamesOf(routePath: string): ChunkNames[] {
  const group = arrived.get(routeGroup(routePath));
  if (!group) return [];
  const unique = group.byPath[routePath];
  if (unique) return [unique];
  return Object.entries(group.byKey)
    .filter(([key]) => routePathOf(key) === routePath)
    .map(([, names]) => names);
}

/** The group of `routePath`'s route, loaded once. */
export function loadGroup(routePath: string): Promise<Group> {
  const key = routeGroup(routePath);
  let loading = loadedGroups.get(key);
  if (!loading) {
    const load = groups[key];
    if (!load) return Promise.reject(new Error(`slim-route-table: no route group "${key}" for ${routePath}`));
    loading = load().then((group) => {
      arrived.set(key, group);
      return group;
    });
    // A failed load (offline, a new deployment) is tried again on the next navigation.
    loading.catch(() => loadedGroups.delete(key));
    loadedGroups.set(key, loading);
  }
  return loading;
}
