// react-router's matchPath answers plain paths by comparing strings instead of compiling a regexp for each
// (patch.mjs says why and how). Client and server bundles alike, so both render the same routes.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../localLoaderRule';

const LOADER = path.join(__dirname, 'patch.mjs');

export default function staticPathMatch(): Plugin {
  return {
    name: 'static-path-match',
    configureWebpack(config) {
      return localLoaderRule(config, {test: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/, loader: LOADER});
    },
  };
}
