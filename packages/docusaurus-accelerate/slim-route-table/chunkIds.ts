// The runtime chunk of a stock build holds two maps over every chunk of the site, both growing with
// every page of every docs version: chunk id to content hash (`__webpack_require__.u`) and chunk name
// to chunk id (Docusaurus's `__webpack_require__.gca`, which prefetching uses). This removes the second
// (production client only): the route groups (lazyRegistry.mjs) name route chunks by a marker, which is
// replaced here by the chunk's id once ids are known, so prefetching asks `gca` for ids, and `gca` is
// Docusaurus's without its map. The first map stays: a chunk's URL needs its content hash (naming chunks
// by id and the build's hash instead made cold and warm builds differ: Rspack's full hash does).
import type {Compiler, Compilation, RspackPluginInstance} from '@rspack/core';
import {CHUNK_MARKER} from './lazyRegistry.mjs';

const NAME = 'slim-route-table';
const MARKED = new RegExp(`"${CHUNK_MARKER}([^"]+)"`, 'g');

/** `source` with each marked chunk name replaced by the chunk's id, or by `undefined-<name>` when no chunk has the name (merged away). */
export function replaceChunkMarkers(source: string, idOf: ReadonlyMap<string, string | number>): string {
  return source.replace(MARKED, (marked, name: string) => {
    const id = idOf.get(name);
    // Docusaurus's prefetching skips an asset URL holding "undefined", as it did for names the map lacked.
    return id === undefined ? JSON.stringify(`undefined-${name}`) : JSON.stringify(String(id));
  });
}

/** Docusaurus's `gca` without its map: the argument is already a chunk id. */
const GCA = (publicPath: string, getChunkScriptFilename: string) =>
  `__webpack_require__.gca = function(chunkId) { return ${publicPath} + ${getChunkScriptFilename}(chunkId); };`;

export class ChunkIdsInRouteGroups implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const {RuntimeModule, RuntimeGlobals, Compilation: CompilationClass, sources} = compiler.webpack;
    class MapFreeChunkAsset extends RuntimeModule {
      constructor() {
        super('docusaurus-get-chunk-asset', RuntimeModule.STAGE_ATTACH);
      }
      generate() {
        return GCA(RuntimeGlobals.publicPath, RuntimeGlobals.getChunkScriptFilename);
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, requirements) => {
        requirements.add(RuntimeGlobals.publicPath);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new MapFreeChunkAsset());
      });
      compilation.hooks.processAssets.tap({name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONS}, () => {
        const idOf = new Map<string, string | number>();
        for (const chunk of compilation.chunks) if (chunk.name && chunk.id != null) idOf.set(chunk.name, chunk.id);
        let groups = 0;
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.js')) continue;
          const source = asset.source.source().toString();
          if (!source.includes(CHUNK_MARKER)) continue;
          compilation.updateAsset(asset.name, new sources.RawSource(replaceChunkMarkers(source, idOf)));
          groups++;
        }
        // Route groups that kept their markers would prefetch nothing and load no route: fail loudly.
        if (groups === 0)
          compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: no route group had chunk markers`));
      });
    });
  }
}
