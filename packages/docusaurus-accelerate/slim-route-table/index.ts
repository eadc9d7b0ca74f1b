// Every page loads the route table in the main bundle and the chunk maps in the runtime chunk, and
// both grow with every route. This plugin keeps the browser's share of them small (production only;
// the dev server and server rendering keep Docusaurus's own):
// - the route registry and the routes' chunk names (.docusaurus/registry.js, routesChunkNames.json)
//   leave the main bundle for one chunk per section of the site (routeGroup.mjs), which the page
//   loads with its own code; client/ComponentCreator.tsx reads them from there;
// - the route list itself (.docusaurus/routes.js) stays, one short call per page (compactRoutes.mjs);
// - chunk files are named by id, so the runtime holds no map from chunk id to chunk name
//   (prefetching finds chunks by name through Docusaurus's own name-to-id map, which stays).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../lib/localLoaderRule';

const ROUTE_TABLE = /[\\/]\.docusaurus[\\/](?:routes\.js|registry\.js|routesChunkNames\.json)$/;

export default function slimRouteTable(): Plugin {
  return {
    name: 'slim-route-table',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'client', 'ComponentCreator.tsx')}},
        ...localLoaderRule(config, {test: ROUTE_TABLE, loader: path.join(__dirname, 'loader.mjs')}),
      };
    },
  };
}
