// The build accelerator: every tuner of the build or the bundle, and every patch of another package's
// code, in one place. The site config takes its plugins, its page template and its rehype plugin:
//
//   const accelerator = accelerate({disable: [...]});
//   ssrTemplate: accelerator.ssrTemplate, plugins: [...features, ...accelerator.plugins]
//
// Nothing here changes what a page says; each patch changes how fast it is built or loaded (README.md
// lists each with its target, its measured gain and when it can go). A patch can be turned off by name,
// which is also how the bench measures what each one is worth.
import type {PluginConfig, PluginModule} from '@docusaurus/types';
import deterministicRuntime from './deterministic-runtime';
import docSearchChunks from './docsearch-chunks';
import helmetServerState from './helmet-server-state';
import idleMobileMenu from './idle-mobile-menu';
import unhydratedDesktopColumns from './unhydrated-desktop-columns';
import idlePrefetch from './idle-prefetch';
import lazyPrism from './lazy-prism';
import minifiedJsCache, {type MinifiedJsCacheOptions} from './minified-js-cache';
import offlineNavigation from './offline-navigation';
import {SSR_TEMPLATE} from './paint-first-template';
import referenceSections, {rehypeReferenceSections, type ReferenceSectionsOptions} from './reference-sections';
import slimDocsMetadata from './slim-docs-metadata';
import slimGlobalData from './slim-global-data';
import slimRouteTable from './slim-route-table';
import staticReferenceTables, {
  rehypeStaticReferenceTables,
  type StaticReferenceTablesOptions,
} from './static-reference-tables';
import {installedVersion, versionMismatches} from './versionGuard';
import transitionAfterHydration from './transition-after-hydration';
import chunkRequestsApart from './chunk-requests-apart';
import collationFreeStart from './collation-free-start';
import dateFormatFreeStart from './date-format-free-start';
import smallWebpProbe from './small-webp-probe';
import yieldingEntry from './yielding-entry';

/** The patches that are Docusaurus plugins, in the order they are applied. */
const PLUGINS = {
  'slim-docs-metadata': slimDocsMetadata,
  'slim-route-table': slimRouteTable,
  'slim-global-data': slimGlobalData,
  'lazy-prism': lazyPrism,
  'docsearch-chunks': docSearchChunks,
  'deterministic-runtime': deterministicRuntime,
  'minified-js-cache': minifiedJsCache,
  'helmet-server-state': helmetServerState,
  'idle-prefetch': idlePrefetch,
  'idle-mobile-menu': idleMobileMenu,
  'unhydrated-desktop-columns': unhydratedDesktopColumns,
  'offline-navigation': offlineNavigation,
  'static-reference-tables': staticReferenceTables,
  'reference-sections': referenceSections,
  'transition-after-hydration': transitionAfterHydration,
  'collation-free-start': collationFreeStart,
  'date-format-free-start': dateFormatFreeStart,
  'small-webp-probe': smallWebpProbe,
  'chunk-requests-apart': chunkRequestsApart,
  'yielding-entry': yieldingEntry,
} as const satisfies Record<string, PluginModule>;

/** Every patch by name: the plugins (static-reference-tables also has a rehype plugin) and the page template. */
export const PATCHES = [...Object.keys(PLUGINS), 'paint-first-template'] as const;
export type PatchName = (typeof PATCHES)[number];

export type AccelerateOptions = {
  /** Patches to leave out (the bench measures each this way; see README.md). */
  disable?: readonly string[];
  /** Where to look for the patched packages' versions; the site's directory. */
  siteDir?: string;
  /**
   * The generated reference pages whose tables static-reference-tables writes as HTML: folders or files
   * relative to a docs version's folder. None by default.
   */
  referencePages?: readonly string[];
  /**
   * A folder name for this build's own caches, when a site is made by several builds that would otherwise
   * evict each other's (the site's docs-version builds). None: one cache for the site.
   */
  cacheName?: string;
};

export type Accelerator = {
  /** Docusaurus plugins, for the end of the config's `plugins`. */
  plugins: PluginConfig[];
  /** The config's `ssrTemplate`; undefined keeps Docusaurus's own. */
  ssrTemplate: string | undefined;
  /** For the docs plugin's `rehypePlugins`, in their order. */
  rehypePlugins: (
    | [typeof rehypeReferenceSections, ReferenceSectionsOptions]
    | [typeof rehypeStaticReferenceTables, StaticReferenceTablesOptions]
  )[];
};

/**
 * Rspack's persistent cache is keyed by Docusaurus's version and the theme's aliases only: it does not see
 * the aliases and loaders of the patches a build leaves out, and a warm build without a patch could reuse
 * modules resolved with it. A build that leaves patches out keeps a cache version of its own.
 */
export function disabledPatchesCacheKey(disabled: readonly string[]): PluginModule {
  return () => ({
    name: 'accelerate-cache-key',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (disabled.length > 0 && cache && typeof cache === 'object')
        cache.version = `${cache.version ?? ''}-without-${[...disabled].sort().join('+')}`;
      return {};
    },
  });
}

export function accelerate({
  disable = [],
  siteDir = process.cwd(),
  referencePages = [],
  cacheName,
}: AccelerateOptions = {}): Accelerator {
  const unknown = disable.filter((name) => !(PATCHES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`docusaurus-accelerate: no patch named ${unknown.join(', ')} (known: ${PATCHES.join(', ')})`);
  }
  const enabled = new Set<string>(PATCHES.filter((name) => !disable.includes(name)));
  const mismatch = versionMismatches(enabled, (name) => installedVersion(name, siteDir));
  if (mismatch) throw new Error(mismatch);
  // The sections first: they read the tables as the generator wrote them.
  const rehypePlugins: Accelerator['rehypePlugins'] = [];
  if (enabled.has('reference-sections')) rehypePlugins.push([rehypeReferenceSections, {pages: referencePages}]);
  if (enabled.has('static-reference-tables'))
    rehypePlugins.push([rehypeStaticReferenceTables, {pages: referencePages}]);
  return {
    plugins: [
      // Only then: every plugin is listed in the site's metadata, which every page loads.
      ...(disable.length > 0 ? [disabledPatchesCacheKey(disable)] : []),
      ...Object.entries(PLUGINS)
        .filter(([name]) => enabled.has(name))
        .map(
          ([name, plugin]): PluginConfig =>
            name === 'minified-js-cache'
              ? [plugin as PluginModule, {cacheName} satisfies MinifiedJsCacheOptions]
              : (plugin as PluginModule),
        ),
    ],
    ssrTemplate: enabled.has('paint-first-template') ? SSR_TEMPLATE : undefined,
    rehypePlugins,
  };
}
