// Every page loads the route table in the main bundle and the chunk maps in the runtime chunk, and
// both grow with every route. This plugin keeps the browser's share of them small (production only;
// the dev server and server rendering keep Docusaurus's own):
// - the route registry and the routes' chunk names (.docusaurus/registry.js, routesChunkNames.json)
//   leave the main bundle for one chunk per section of the site (routeGroup.mjs), which the page
//   loads with its own code; client/ComponentCreator.tsx reads them from there, and prefetching
//   (client/docusaurus.ts) loads the groups of the paths it prefetches;
// - the route list itself (.docusaurus/routes.js) stays, one short call per page (compactRoutes.mjs),
//   except each archived docs version's page routes, loaded before a page of that version renders
//   (lazyVersions.mjs, client/preload.ts);
// - chunk files are named by id, so the runtime holds no map from chunk id to chunk name; the route
//   groups name chunks by id, so it holds no map from chunk name to id either, and they carry the
//   content hashes of their routes' chunks, so its map from chunk id to hash keeps only the others
//   (chunkIds.ts).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {localLoaderRule} from '../lib/localLoaderRule';
import {ChunkIdsInRouteGroups} from './chunkIds';

const CORE_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';
const ROUTE_TABLE = /[\\/]\.docusaurus[\\/](?:routes\.js|registry\.js|routesChunkNames\.json)$/;

export default function slimRouteTable(): Plugin {
  return {
    name: 'slim-route-table',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Docusaurus's `gca` carries a map of every chunk name; ChunkIdsInRouteGroups brings one without.
      const plugins = config.plugins ?? [];
      config.plugins = plugins.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      if (config.plugins.length !== plugins.length - 1)
        throw new Error("slim-route-table: Docusaurus's ChunkAssetPlugin is not in the client config");
      config.plugins.push(new ChunkIdsInRouteGroups(CHUNK_FILENAME) as unknown as WebpackPluginInstance);
      return {
        output: {chunkFilename: CHUNK_FILENAME},
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator': path.join(__dirname, 'client', 'ComponentCreator.tsx'),
            // Core imports these relatively ('./preload', './docusaurus'): an alias of the resolved path catches
            // them.
            [`${path.join(CORE_CLIENT, 'preload')}$`]: path.join(__dirname, 'client', 'preload.ts'),
            [`${path.join(CORE_CLIENT, 'docusaurus')}$`]: path.join(__dirname, 'client', 'docusaurus.ts'),
          },
        },
        ...localLoaderRule(config, {test: ROUTE_TABLE, loader: path.join(__dirname, 'loader.mjs')}),
      };
    },
  };
}
