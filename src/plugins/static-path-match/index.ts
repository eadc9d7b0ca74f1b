// react-router's matchPath answers plain paths by comparing strings instead of compiling a regexp for each
// (patch.mjs says why and how). Client and server bundles alike, so both render the same routes.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const LOADER = path.join(__dirname, 'patch.mjs');

export default function staticPathMatch(): Plugin {
  return {
    name: 'static-path-match',
    configureWebpack(config) {
      const persistentCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      return {
        module: {rules: [{test: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/, use: [LOADER]}]},
        // Rspack's persistent cache keeps a loader's output across builds: an edited loader must evict it.
        ...(typeof persistentCache === 'object' && {experiments: {cache: {buildDependencies: [LOADER]}}}),
      };
    },
  };
}
