// Keeps DocSearch 3's modal out of the main bundle. DocSearch 3 is one module (dist/esm/index.js)
// holding the button, the keyboard hook and the modal, and theme-search-algolia aliases its v4-only
// imports (useDocSearchKeyboardEvents, version, useTheme) to `require.resolve('@docsearch/react')`,
// the UMD build: a second, whole copy of the library in the main bundle. Here every import goes to the
// ESM build, which the main bundle tree-shakes to the button and the hook (patch.mjs), and the lazy
// `@docsearch/react/modal` to the same file under a query (modal.mjs): a separate module, in its own chunk.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../lib/localLoaderRule';

const DOCSEARCH_ESM = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js');

export function docSearchAliases(): Record<string, string> {
  return {
    '@docsearch/react/modal$': path.join(__dirname, 'modal.mjs'),
    // The theme's own keys, so that these replace its aliases.
    '@docsearch/react/useDocSearchKeyboardEvents': DOCSEARCH_ESM,
    '@docsearch/react/version': DOCSEARCH_ESM,
    '@docsearch/react/useTheme': DOCSEARCH_ESM,
  };
}

const LOADER = path.join(__dirname, 'patch.mjs');

export default function docSearchChunks(): Plugin {
  return {
    name: 'docsearch-chunks',
    configureWebpack(config) {
      return {
        resolve: {alias: docSearchAliases()},
        ...localLoaderRule(config, {test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/, loader: LOADER}),
      };
    },
  };
}
