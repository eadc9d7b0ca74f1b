// Keeps each minified JavaScript file of the production client bundle between builds, keyed by the file
// as it was before minification. Rspack's persistent cache restores modules and chunks but minifies every
// chunk again (~1.4 s of a 2-core warm build); with this, a build minifies only the chunks whose code
// changed. Rspack's SWC minimizer skips any asset already marked `minimized`, which is how a cached file
// takes the place of its minification.
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as Rspack from '@rspack/core';
import type {WebpackPluginInstance} from 'webpack';
import {codeVersion, lockFilesOf} from '../lib/codeVersion';

const NAME = 'minified-js-cache';
/** The assets Rspack's SWC minimizer takes by default. */
const JAVASCRIPT_ASSET = /\.[cm]?js(\?.*)?$/;

export class MinifiedJsCacheRspackPlugin {
  constructor(
    private readonly dir: string,
    private readonly version: string,
  ) {}

  apply(compiler: Rspack.Compiler): void {
    const {Compilation, sources} = compiler.rspack;
    const fileOf = (key: string) => path.join(this.dir, `${key}.js`);
    // The minimizers' own options are part of the key (deterministic-runtime, for one, sets two).
    const minimizers = JSON.stringify(
      (compiler.options.optimization.minimizer ?? []).map((plugin) => [
        plugin?.constructor?.name,
        (plugin as {_args?: unknown} | undefined)?._args,
      ]),
      (_, value: unknown) => (value instanceof RegExp ? String(value) : value),
    );
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** Key of every JavaScript asset of this build; the ones the minimizer handles, by asset name. */
      const used = new Set<string>();
      const toStore = new Map<string, string>();

      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
        () => {
          for (const asset of compilation.getAssets()) {
            if (!JAVASCRIPT_ASSET.test(asset.name) || asset.info.minimized) continue;
            const key = createHash('sha256')
              .update(this.version)
              .update(minimizers)
              .update(asset.source.source())
              .digest('hex');
            used.add(key);
            let minified: string | undefined;
            try {
              minified = readFileSync(fileOf(key), 'utf8');
            } catch {
              toStore.set(asset.name, key);
              continue;
            }
            compilation.updateAsset(asset.name, new sources.RawSource(minified), {minimized: true});
          }
        },
      );

      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          mkdirSync(this.dir, {recursive: true});
          for (const [name, key] of toStore) {
            const asset = compilation.getAsset(name);
            // Not minimized: the minimizer failed on it (and reported why), or no minimizer took it.
            if (asset?.info.minimized) writeFileSync(fileOf(key), asset.source.source());
          }
          // The cache holds the files of the last build only, as the build's own output does (a site made
          // by several builds gives each its own folder: the `cacheName` option).
          for (const file of readdirSync(this.dir))
            if (file.endsWith('.js') && !used.has(path.basename(file, '.js'))) rmSync(path.join(this.dir, file));
        },
      );
    });
  }
}

export type MinifiedJsCacheOptions = {
  /** A folder of its own for this build's files (accelerate's `cacheName`). */
  cacheName?: string;
};

// Docusaurus types a plugin's options as unknown; accelerate() passes these.
export default function minifiedJsCache({siteDir}: LoadContext, options: unknown): Plugin {
  const {cacheName} = (options ?? {}) as MinifiedJsCacheOptions;
  return {
    name: NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      // Only where Rspack minifies: the production client bundle (not `--no-minify`, not the server).
      if (isServer || currentBundler.name !== 'rspack' || !config.optimization?.minimize) return {};
      const dir = path.join(siteDir, 'node_modules', '.cache', NAME, ...(cacheName ? [cacheName] : []));
      // The lockfiles pin Rspack, SWC and the options Docusaurus passes them.
      const plugin = new MinifiedJsCacheRspackPlugin(dir, codeVersion([__filename], lockFilesOf(siteDir)));
      // Docusaurus types the config as webpack's; the compiler that applies the plugin is Rspack's.
      return {plugins: [plugin as unknown as WebpackPluginInstance]};
    },
  };
}
