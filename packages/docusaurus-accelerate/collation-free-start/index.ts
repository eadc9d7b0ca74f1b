// A page's start-up never loads the browser's collation data (patch.mjs says why and how). The client bundle
// only: on the server the comparison costs once per build thread.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../lib/localLoaderRule';

const LOADER = path.join(__dirname, 'patch.mjs');

export default function collationFreeStart(): Plugin {
  return {
    name: 'collation-free-start',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return localLoaderRule(config, {
        test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
        loader: LOADER,
      });
    },
  };
}
