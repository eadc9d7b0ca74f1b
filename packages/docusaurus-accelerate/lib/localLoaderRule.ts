// Shared by the plugins that transform modules with a loader of their own (docsearch-chunks, slim-*,
// helmet-server-state, and the Markdown twins' parsed-tree loader). Rspack's persistent cache keeps a
// loader's output across builds and does not watch the loader file itself: an edited loader reached the
// bundle of a warm build only once the loader was a build dependency of the cache. So every rule that runs one of
// our loaders also lists it there, and editing it evicts the cache.
import type {Configuration, RuleSetRule} from 'webpack';

/** Docusaurus's bundler config, with Rspack's `experiments.cache` that webpack's type does not know. */
type BundlerConfiguration = Configuration & {experiments?: {cache?: unknown}};

type LoaderRule = Omit<RuleSetRule, 'use' | 'loader' | 'options'> & {loader: string; options?: Record<string, unknown>};

/** Module rules each running its `loader` (an absolute path), with the cache entries that make edits count. */
export function localLoaderRule(config: BundlerConfiguration, ...rules: LoaderRule[]): BundlerConfiguration {
  const persistentCache = config.experiments?.cache;
  const loaders = rules.map(({loader}) => loader);
  return {
    module: {
      rules: rules.map(({loader, options, ...rule}) => ({...rule, use: [options ? {loader, options} : loader]})),
    },
    ...(typeof persistentCache === 'object' && {experiments: {cache: {buildDependencies: loaders}}}),
  };
}
