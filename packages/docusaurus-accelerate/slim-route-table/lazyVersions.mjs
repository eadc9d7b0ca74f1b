// Takes each archived docs version's page routes out of the client's route list (.docusaurus/routes.js,
// after compactRoutes.mjs) into a module of their own, which the browser loads before it renders a page
// of that version (client/preload.ts). Every page used to carry every version's route list (about 2.7 KB
// gzip per version of 470 pages) and the loaders of its route groups; the module brings both, and
// registers the hashes of the group chunks it loads (see HASHES_MARKER).
import {PAGE_ROUTE_HELPER} from './compactRoutes.mjs';
import {REGISTER_HASHES} from './lazyRegistry.mjs';

/**
 * The docs root of an archived version (path `<base>/<x.y.z>`) whose children are all compacted page
 * routes: group 1 is everything up to its list, group 2 the version's path, group 3 the routes.
 */
const ARCHIVED_DOC_ROOT =
  /(path: '(\/(?:[^'/]+\/)*\d+\.\d+\.\d+)',\s*component: ComponentCreator\('\2', '[^']+'\),\s*routes: )\[((?:\s*pageRoute\((?:'[^']*'|"(?:[^"\\]|\\.)*"|void 0|,\s*)*\),?)+)\s*\]/g;

/**
 * @param {string} compacted routes.js as compactRoutes wrote it
 * @param {string} request how routes.js imports itself (`./routes.js`)
 * @param {string} client the module exporting `lazyRoutes` (client/versionRoutes.ts)
 * @param {(versionPath: string) => string} [groupLoaders] the loaders of the version's route groups
 *   (lazyRegistry.mjs, versionGroupLoaders), which its module brings and the main bundle leaves out
 * @returns {{main: string, versions: Map<string, string>}} routes.js without the archived versions' page
 *   routes, and each version's module by its path
 */
export function splitArchivedVersions(compacted, request, client, groupLoaders = () => '') {
  /** @type {Map<string, string>} */
  const versions = new Map();
  const main = compacted.replace(ARCHIVED_DOC_ROOT, (_, head, versionPath, routes) => {
    versions.set(
      versionPath,
      "import ComponentCreator from '@docusaurus/ComponentCreator';\n" +
        REGISTER_HASHES +
        PAGE_ROUTE_HELPER +
        `export const groups = {\n${groupLoaders(versionPath)}\n};\n` +
        `export default [${routes.trimEnd()}\n];\n`,
    );
    const load = `() => import(${JSON.stringify(`${request}?version=${encodeURIComponent(versionPath)}`)})`;
    return `${head}lazyRoutes(${JSON.stringify(versionPath)}, ${load})`;
  });
  if (versions.size === 0) return {main: compacted, versions};
  return {main: `import {lazyRoutes} from ${JSON.stringify(client)};\n${main}`, versions};
}
