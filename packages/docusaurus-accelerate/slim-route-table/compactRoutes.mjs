// Rewrites the client's .docusaurus/routes.js so that each page route costs a call instead of an
// object literal: most of the route table's bytes are the same keys repeated once per page.
import {uniqueRoutePaths} from './lazyRegistry.mjs';

/** A page route exactly as Docusaurus's codegenRoutes writes it: path, component, exact, and at most a sidebar. */
const PAGE_ROUTE =
  /\{\s*path: '([^']*)',\s*component: ComponentCreator\('\1', '([^']+)'\),\s*exact: true(?:,\s*sidebar: ("(?:[^"\\]|\\.)*"))?\s*\}/g;
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
// Builds the same object the literal was, keys in the same order, except that the route's component
// is made when first read: only the routes a page matches render, so a page no longer creates a
// loadable component for each of the site's routes while its main bundle runs.
export const PAGE_ROUTE_HELPER =
  'const pageRoute = (path, sidebar, hash) => { let component; return {path, get component() { return component ??= ComponentCreator(path, hash); }, exact: true, ...(sidebar === undefined ? {} : {sidebar})}; };\n';

/**
 * @param {string} source .docusaurus/routes.js
 * @param {Record<string, unknown>} routesChunkNames .docusaurus/routesChunkNames.json
 */
export function compactRoutes(source, routesChunkNames) {
  if (!source.includes(IMPORT))
    throw new Error('slim-route-table: routes.js does not import ComponentCreator as expected');
  const unique = uniqueRoutePaths(routesChunkNames);
  let pages = 0;
  const compacted = source.replace(PAGE_ROUTE, (_, routePath, hash, sidebar) => {
    pages += 1;
    // A path that only one route has is found by path alone: its hash is left out.
    const args = [
      `'${routePath}'`,
      sidebar ?? (unique.has(routePath) ? undefined : 'void 0'),
      unique.has(routePath) ? undefined : `'${hash}'`,
    ];
    return `pageRoute(${args.filter((arg) => arg !== undefined).join(', ')})`;
  });
  const exactRoutes = source.match(/exact: true/g)?.length ?? 0;
  // Every page route must have been recognised: one left as a literal means the format changed.
  if (pages !== exactRoutes) throw new Error(`slim-route-table: compacted ${pages} of ${exactRoutes} page routes`);
  return compacted.replace(IMPORT, IMPORT + PAGE_ROUTE_HELPER);
}
