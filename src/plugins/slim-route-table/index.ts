// Every page loads the route table in the main bundle and the chunk maps in the runtime chunk, and
// both grow with every route. This plugin takes out of the client bundle what the browser never reads:
// - each route registry entry (.docusaurus/registry.js) repeats its module's source path, which
//   only server rendering reads (react-loadable reports it to collect the chunks of a page);
// - chunk file names carried each chunk's name, so the runtime held a map from every chunk id to its
//   name; with `[id]` in the file name that map is gone (prefetching finds chunks by name through
//   Docusaurus's own name-to-id map, which stays).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function slimRouteTable(): Plugin {
  return {
    name: 'slim-route-table',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        // Production only: the dev server keeps Docusaurus's readable chunk names.
        ...(config.mode === 'production' && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        module: {rules: [{test: REGISTRY, use: [path.join(__dirname, 'loader.mjs')]}]},
      };
    },
  };
}
