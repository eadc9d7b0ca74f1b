// Splits .docusaurus/registry.js and routesChunkNames.json, which Docusaurus puts whole in the main
// bundle, into one module per route group (see routeGroup.mjs) that the browser loads on demand.
import {routeGroup, routePathOf} from './routeGroup.mjs';

/**
 * How a group module names a chunk until Rspack has given it an id: the string `${CHUNK_MARKER}${name}`.
 * chunkIds.ts replaces each marked name by the chunk's id in the emitted group chunks.
 */
export const CHUNK_MARKER = '@slim-route-chunk:';

/**
 * Where a group module registers the content hashes of the chunks its routes load, so that the runtime
 * chunk needs no map over every route of the site: chunkIds.ts replaces the string by the object
 * `{chunkId: hash}` in the emitted group chunks, and the runtime's chunk URLs read `__webpack_require__.ch`.
 */
export const HASHES_MARKER = '@slim-route-hashes';
export const REGISTER_HASHES = `Object.assign(__webpack_require__.ch, ${JSON.stringify(HASHES_MARKER)});\n`;

/** `  "name": [() => import(...), "module path", require.resolveWeak("module path")],` */
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[(\(\) => import\((?:\/\*[^*]*\*\/ )?"(?:[^"\\]|\\.)*"\)), /gm;

/**
 * The loader of every registry entry, by chunk name.
 * @param {string} source .docusaurus/registry.js
 * @returns {Map<string, string>}
 */
export function parseRegistry(source) {
  const loaders = new Map([...source.matchAll(REGISTRY_ENTRY)].map((match) => [match[1], match[2]]));
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  // A registry whose format changed must fail the build loudly rather than ship routes without code.
  if (loaders.size !== entries)
    throw new Error(`slim-route-table: parsed ${loaders.size} of ${entries} registry entries`);
  return loaders;
}

/** @param {unknown} tree @returns {string[]} every chunk name in a route's (nested) chunk names */
const chunkNamesIn = (tree) =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(chunkNamesIn) : [];

/** Whether a group's routes are under one of `paths` (the archived versions whose routes load lazily). */
const isUnder = (group, paths) => paths.some((path) => `/${group}` === path || `/${group}`.startsWith(`${path}/`));

/**
 * The loaders of the route groups, `  "group": () => import(...),` each, of the groups `keep` selects.
 * @param {Record<string, unknown>} routesChunkNames
 * @param {string} registryFile the request the group modules are made of (registry.js itself)
 * @param {(group: string) => boolean} keep
 */
function groupLoaders(routesChunkNames, registryFile, keep) {
  const groups = [...new Set(Object.keys(routesChunkNames).map((key) => routeGroup(routePathOf(key))))].sort();
  return groups
    .filter(keep)
    .map(
      (group) =>
        `  ${JSON.stringify(group)}: () => import(${JSON.stringify(`${registryFile}?group=${encodeURIComponent(group)}`)}),`,
    )
    .join('\n');
}

/**
 * The module that replaces the registry in the main bundle: a loader per group, but for the groups of
 * archived versions whose routes load lazily (`lazyPaths`): their version's module brings those
 * (lazyVersions.mjs), since none of their routes can render before it has loaded.
 * @param {Record<string, unknown>} routesChunkNames
 * @param {string} registryFile the request the group modules are made of (registry.js itself)
 * @param {string[]} [lazyPaths]
 */
export function groupIndexModule(routesChunkNames, registryFile, lazyPaths = []) {
  return `export default {\n${groupLoaders(routesChunkNames, registryFile, (group) => !isUnder(group, lazyPaths))}\n};\n`;
}

/** The loaders of the groups of one lazily loaded version (`versionPath`), for its module. */
export const versionGroupLoaders = (routesChunkNames, registryFile, versionPath) =>
  groupLoaders(routesChunkNames, registryFile, (group) => isUnder(group, [versionPath]));

/**
 * The paths that only one route has: their routes are looked up by path alone, so routes.js can
 * leave out their hash (see compactRoutes.mjs).
 * @param {Record<string, unknown>} routesChunkNames
 */
export function uniqueRoutePaths(routesChunkNames) {
  const counts = new Map();
  for (const key of Object.keys(routesChunkNames))
    counts.set(routePathOf(key), (counts.get(routePathOf(key)) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count === 1).map(([routePath]) => routePath));
}

/**
 * One group's module: the chunk names of its routes (by path where the path is unique, by
 * `${path}-${hash}` otherwise) and the loaders those names point at.
 * @param {string} group
 * @param {Record<string, unknown>} routesChunkNames
 * @param {Map<string, string>} loaders from parseRegistry
 * @param {(name: string) => string} [mark] how a chunk name is written: the loader marks it (see CHUNK_MARKER),
 *   and the module then registers its chunks' hashes (see HASHES_MARKER)
 */
export function groupModule(group, routesChunkNames, loaders, mark) {
  const write = mark ?? ((name) => name);
  const unique = uniqueRoutePaths(routesChunkNames);
  const routes = Object.entries(routesChunkNames).filter(([key]) => routeGroup(routePathOf(key)) === group);
  const byPath = routes.filter(([key]) => unique.has(routePathOf(key))).map(([key, tree]) => [routePathOf(key), tree]);
  const byKey = routes.filter(([key]) => !unique.has(routePathOf(key)));
  const names = [...new Set(routes.flatMap(([, tree]) => chunkNamesIn(tree)))]
    .filter((name) => loaders.has(name))
    .sort();
  const registry = names.map((name) => `  ${JSON.stringify(write(name))}: ${loaders.get(name)},`);
  const marked = (tree) => JSON.stringify(tree, (key, value) => (typeof value === 'string' ? write(value) : value));
  return (
    (mark ? REGISTER_HASHES : '') +
    `export const byPath = ${marked(Object.fromEntries(byPath))};\n` +
    `export const byKey = ${marked(Object.fromEntries(byKey))};\n` +
    `export const registry = {\n${registry.join('\n')}\n};\n`
  );
}
