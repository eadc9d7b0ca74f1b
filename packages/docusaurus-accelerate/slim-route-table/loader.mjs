// Rspack loader for the client bundle's route table in .docusaurus (see index.ts).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compactRoutes} from './compactRoutes.mjs';
import {CHUNK_MARKER, groupIndexModule, groupModule, parseRegistry, versionGroupLoaders} from './lazyRegistry.mjs';
import {splitArchivedVersions} from './lazyVersions.mjs';

const VERSION_ROUTES = fileURLToPath(new URL('client/versionRoutes.ts', import.meta.url));

/** @this {import('@rspack/core').LoaderContext} @param {string} source */
export default function slimRouteTableLoader(source) {
  // The route chunk names only reach the browser inside the group modules (client/routeGroups.ts reads
  // them there): the main bundle's copy, which only core's ComponentCreator and prefetch read (both
  // replaced here), is empty.
  if (this.resourcePath.endsWith('.json')) return '{}';
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const routesChunkNames = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const isRoutes = path.basename(this.resourcePath) === 'routes.js';
  const group = new URLSearchParams(this.resourceQuery).get('group');
  if (!isRoutes && group !== null)
    return groupModule(group, routesChunkNames, parseRegistry(source), (name) => `${CHUNK_MARKER}${name}`);
  // routes.js and the group index both follow the archived versions whose page routes (and route
  // groups) load lazily, which routes.js says.
  const routesFile = path.join(path.dirname(this.resourcePath), 'routes.js');
  this.addDependency(routesFile);
  const {main, versions} = splitArchivedVersions(
    compactRoutes(isRoutes ? source : fs.readFileSync(routesFile, 'utf8'), routesChunkNames),
    './routes.js',
    VERSION_ROUTES,
    (versionPath) => versionGroupLoaders(routesChunkNames, './registry.js', versionPath),
  );
  if (!isRoutes)
    return groupIndexModule(routesChunkNames, `./${path.basename(this.resourcePath)}`, [...versions.keys()]);
  const version = new URLSearchParams(this.resourceQuery).get('version');
  if (version === null) return main;
  if (!versions.has(version)) throw new Error(`slim-route-table: routes.js has no archived version ${version}`);
  return versions.get(version);
}
