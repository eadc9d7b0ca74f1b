// Two builds of one commit must be byte-identical (npm run check:determinism). With the persistent
// Rspack cache they were not: SWC picks mangled names by character frequency, and it minifies the
// runtime chunk while that chunk still holds provisional content hashes, which differ between a cold
// and a warm build. So the runtime chunk (chunk loading and the chunk map, no app code) is minified
// without mangling; every other chunk keeps the minimizer and options Docusaurus Faster sets.
import type {Plugin} from '@docusaurus/types';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type * as Rspack from '@rspack/core';

type MinimizerOptions = NonNullable<Rspack.SwcJsMinimizerRspackPluginOptions['minimizerOptions']>;

const RUNTIME_CHUNK = /runtime~main\.[^/]*\.js$/;

export default function deterministicRuntime(): Plugin {
  return {
    name: 'deterministic-runtime',
    configureWebpack(config, isServer, {currentBundler}) {
      const minimizers = config.optimization?.minimizer as unknown[] | undefined;
      if (isServer || currentBundler.name !== 'rspack' || !minimizers) return {};
      const rspack = currentBundler.instance as unknown as typeof Rspack;
      const index = minimizers.findIndex((plugin) => plugin instanceof rspack.SwcJsMinimizerRspackPlugin);
      if (index === -1) throw new Error('deterministic-runtime: the SWC minimizer of Docusaurus Faster is missing');
      // As Docusaurus builds them (SWC's and Rspack's option types differ only in format.comments).
      const options = {minify: true, ...getSwcJsMinimizerOptions()} as MinimizerOptions;
      minimizers.splice(
        index,
        1,
        new rspack.SwcJsMinimizerRspackPlugin({exclude: RUNTIME_CHUNK, minimizerOptions: options}),
        new rspack.SwcJsMinimizerRspackPlugin({test: RUNTIME_CHUNK, minimizerOptions: {...options, mangle: false}}),
      );
      return {};
    },
  };
}
