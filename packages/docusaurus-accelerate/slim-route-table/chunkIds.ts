// The runtime chunk of a stock build holds two maps over every chunk of the site, both growing with
// every page of every docs version: chunk name to chunk id (Docusaurus's `__webpack_require__.gca`,
// which prefetching uses) and chunk id to content hash (`__webpack_require__.u`, the chunk's URL). This
// plugin (production client only) takes both out of the runtime:
// - the route groups (lazyRegistry.mjs) name route chunks by a marker, which is replaced here by the
//   chunk's id once ids are known, so prefetching asks `gca` for ids, and `gca` is Docusaurus's without
//   its map;
// - a chunk that only route groups, archived versions' route modules and reference pages' chunks load has
//   its hash in those (each registers the hashes of the chunks it loads into `__webpack_require__.ch`), so
//   the runtime's map keeps only the other chunks. A group is loaded before any of its routes' chunks (that
//   is how ComponentCreator finds them), a version's module before its groups (client/preload.ts), and a
//   reference page's chunk before its tables' chunk (static-reference-tables/rehype.ts).
// Rspack's real content hashing runs after this, and rewrites the hashes written here with the rest.
import type {Compiler, Compilation, RspackPluginInstance} from '@rspack/core';
import {CHUNK_MARKER, HASHES_MARKER} from './lazyRegistry.mjs';

const NAME = 'slim-route-table';
const MARKED = new RegExp(`"${CHUNK_MARKER}([^"]+)"`, 'g');
const HASHES = JSON.stringify(HASHES_MARKER);
/** The runtime's map of chunk hashes until the build knows which chunks it must hold (a string, which minifiers keep as it is). */
const RUNTIME_HASHES = '"@slim-runtime-hashes"';
/** `__webpack_require__.e(/* import() *\/ "123")`, as Rspack writes every load of an async chunk. */
const CHUNK_LOAD = /__webpack_require__\.e\(\s*(?:\/\*[^*]*\*\/\s*)?"?([\w-]+)"?\s*\)/g;

/** `source` with each marked chunk name replaced by the chunk's id, or by `undefined-<name>` when no chunk has the name (merged away). */
export function replaceChunkMarkers(source: string, idOf: ReadonlyMap<string, string | number>): string {
  return source.replace(MARKED, (marked, name: string) => {
    const id = idOf.get(name);
    // Docusaurus's prefetching skips an asset URL holding "undefined", as it did for names the map lacked.
    return id === undefined ? JSON.stringify(`undefined-${name}`) : JSON.stringify(String(id));
  });
}

/** The ids of the chunks a (not yet minified) JS asset loads. */
export function chunkLoads(source: string): Set<string> {
  return new Set([...source.matchAll(CHUNK_LOAD)].map((match) => match[1]!));
}

/**
 * Where each chunk's hash goes: the chunks that only registering assets (route groups, versions' route
 * modules, reference pages) load are registered by those that load them; the runtime keeps every other
 * chunk. `loads` maps each asset to the chunks it loads.
 */
export function splitChunkHashes(
  hashOf: ReadonlyMap<string, string>,
  loads: ReadonlyMap<string, Set<string>>,
  registering: ReadonlySet<string>,
): {runtime: Record<string, string>; byAsset: Map<string, Record<string, string>>} {
  const loadedElsewhere = new Set<string>();
  for (const [asset, ids] of loads) if (!registering.has(asset)) for (const id of ids) loadedElsewhere.add(id);
  const byAsset = new Map<string, Record<string, string>>();
  const routeOnly = new Set<string>();
  for (const asset of registering) {
    const own: Record<string, string> = {};
    for (const id of [...(loads.get(asset) ?? [])].sort())
      if (!loadedElsewhere.has(id) && hashOf.has(id)) {
        own[id] = hashOf.get(id)!;
        routeOnly.add(id);
      }
    byAsset.set(asset, own);
  }
  const runtime = Object.fromEntries(
    [...hashOf].filter(([id]) => !routeOnly.has(id)).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return {runtime, byAsset};
}

/**
 * Docusaurus's `gca` without its map: the argument is already a chunk id. Only prefetching asks for it, once
 * per chunk of each route it prefetches, and adds a `<link rel=prefetch>` for each answer: the chunks that
 * every doc route shares were asked for again with each route (271 links for 14 files on the GraphQL
 * objects page, a long task of their own on a slow phone). So each chunk's URL is given once; after that
 * the answer is `undefined`, which core's prefetching skips as it does a chunk merged away.
 */
export const GCA = (publicPath: string, getChunkScriptFilename: string) =>
  `var prefetchedChunks = {};\n` +
  `__webpack_require__.gca = function(chunkId) {\n` +
  `  if (prefetchedChunks[chunkId]) return undefined;\n` +
  `  prefetchedChunks[chunkId] = true;\n` +
  `  return ${publicPath} + ${getChunkScriptFilename}(chunkId);\n` +
  `};`;

/** `__webpack_require__.u` for chunk files named `${prefix}[id].[contenthash:8].js`, reading the hash maps above. */
const CHUNK_URL = (prefix: string) =>
  `__webpack_require__.ch = ${RUNTIME_HASHES};\n` +
  `__webpack_require__.u = function(chunkId) { return ${JSON.stringify(prefix)} + chunkId + "." + __webpack_require__.ch[chunkId] + ".js"; };\n`;

export class ChunkIdsInRouteGroups implements RspackPluginInstance {
  /** @param chunkFilename the client's chunk file names, `${prefix}[id].[contenthash:8].js` */
  constructor(private readonly chunkFilename: string) {
    if (!/^[\w/]*\[id\]\.\[contenthash:8\]\.js$/.test(chunkFilename))
      throw new Error(`${NAME}: chunk file names must be <dir>/[id].[contenthash:8].js, not ${chunkFilename}`);
  }

  apply(compiler: Compiler) {
    const {RuntimeModule, RuntimeGlobals, Compilation: CompilationClass, sources, WebpackError} = compiler.webpack;
    const prefix = this.chunkFilename.slice(0, this.chunkFilename.indexOf('[id]'));
    const fileHash = new RegExp(`^${prefix}[\\w-]+\\.([0-9a-f]{8})\\.js$`);
    class MapFreeChunkAsset extends RuntimeModule {
      constructor() {
        super('docusaurus-get-chunk-asset', RuntimeModule.STAGE_ATTACH);
      }
      /**
       * Rspack keeps a runtime module's `generate` (bound to the module) for the life of the process, in a
       * global handle, so a module holding its compilation, as `attach` makes it, keeps the compilation
       * and its compiler alive after the build. This module needs neither its compilation nor its chunk.
       * (Core's ReactLoadableSSRAddon keeps the client compiler too, and freeing both did not lower the
       * build's memory: bench/README.md, scale.)
       */
      override attach() {}
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
      // Rspack's chunk URL function, with its map of every chunk's hash, becomes one reading
      // `__webpack_require__.ch`, whose runtime part is written below once the groups are known.
      let urlFunctions = 0;
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        if (module.name !== 'get javascript chunk filename' || !module.source) return;
        module.source.source = Buffer.from(CHUNK_URL(prefix));
        urlFunctions++;
      });
      // Before minification, while Rspack's names are in the code: chunk ids in place of the markers, and
      // which chunks each asset loads.
      let registering = new Set<string>();
      let runtimes: string[] = [];
      let loads = new Map<string, Set<string>>();
      const fail = (message: string) => compilation.errors.push(new WebpackError(`${NAME}: ${message}`));
      compilation.hooks.processAssets.tap({name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONS}, () => {
        const idOf = new Map<string, string | number>();
        for (const chunk of compilation.chunks) if (chunk.name && chunk.id != null) idOf.set(chunk.name, chunk.id);
        const texts = new Map<string, string>();
        for (const asset of compilation.getAssets())
          if (asset.name.endsWith('.js')) texts.set(asset.name, asset.source.source().toString());
        const groups = [...texts].filter(([, text]) => text.includes(CHUNK_MARKER)).map(([name]) => name);
        registering = new Set([...texts].filter(([, text]) => text.includes(HASHES)).map(([name]) => name));
        runtimes = [...texts].filter(([, text]) => text.includes(RUNTIME_HASHES)).map(([name]) => name);
        loads = new Map([...texts].map(([name, text]) => [name, chunkLoads(text)]));
        // Route groups that kept their markers would prefetch nothing and load no route: fail loudly.
        if (groups.length === 0) return fail('no route group had chunk markers');
        for (const group of groups)
          compilation.updateAsset(group, new sources.RawSource(replaceChunkMarkers(texts.get(group)!, idOf)));
      });
      // After minification, so that the minifier never sees a hash: Rspack's hashes are provisional until
      // its real content hashing (later), and the minifier's names follow the text it is given, so cold
      // and warm builds would differ.
      compilation.hooks.processAssets.tap({name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_SUMMARIZE}, () => {
        if (registering.size === 0) return;
        const hashOf = new Map<string, string>();
        for (const chunk of compilation.chunks) {
          if (chunk.id == null || chunk.isOnlyInitial()) continue;
          const hash = [...chunk.files].map((file) => fileHash.exec(file)?.[1]).find(Boolean);
          if (hash) hashOf.set(String(chunk.id), hash);
        }
        const {runtime, byAsset} = splitChunkHashes(hashOf, loads, registering);
        // A page's chunk may hold more than one page registering its tables' chunk: each gets the chunk's map.
        const place = (asset: string, marker: string, value: object, once: boolean) => {
          const text = compilation.getAsset(asset)!.source.source().toString();
          const count = text.split(marker).length - 1;
          if (once ? count !== 1 : count < 1) return fail(`${asset} holds ${marker} ${count} times`);
          compilation.updateAsset(asset, new sources.RawSource(text.replaceAll(marker, JSON.stringify(value))));
        };
        // A runtime without its hashes would load no chunk: fail loudly.
        if (urlFunctions !== 1 || runtimes.length !== 1)
          return fail(`expected one chunk URL function and runtime, found ${urlFunctions} and ${runtimes.length}`);
        for (const asset of registering) place(asset, HASHES, byAsset.get(asset)!, false);
        place(runtimes[0]!, RUNTIME_HASHES, runtime, true);
      });
    });
  }
}
