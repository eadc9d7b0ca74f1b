// Every page's main bundle carries the site's global data, and in it the list of every doc of every
// docs version ({id, path, sidebar}), which the version menu and the active-doc hooks read. Nearly
// every entry's path is its version's path plus its id: the client module ships those as bare ids
// and rebuilds the same objects when it loads (compact.mjs), about half the list's gzip size.
// Production client only: server rendering and the dev server read the JSON as Docusaurus wrote it.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../lib/localLoaderRule';

const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

export default function slimGlobalData(): Plugin {
  return {
    name: 'slim-global-data',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // The loader turns the JSON into a JavaScript module.
      return localLoaderRule(config, {
        test: GLOBAL_DATA,
        type: 'javascript/auto',
        loader: path.join(__dirname, 'loader.mjs'),
      });
    },
  };
}
