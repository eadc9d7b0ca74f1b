// Every page loads the route registry (.docusaurus/registry.js) in the main bundle. Each entry
// repeats its module's source path, which only server rendering reads (react-loadable reports it
// to collect the chunks of a page); the browser never does. This plugin's loader blanks those
// paths in the client bundle only: about a third of the registry, and it grows with every page.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function slimRouteRegistry(): Plugin {
  return {
    name: 'slim-route-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: REGISTRY, use: [path.join(__dirname, 'loader.mjs')]}]}};
    },
  };
}
