// Prism loads in the browser only where a code block has to be highlighted there. Server rendering
// highlights every block; hydration keeps the server's highlighted lines (theme/CodeBlock/Content),
// so a page opened directly runs no Prism at all (its chunk was 43 KB gzip and ~200 ms of a throttled
// phone's main thread, Lighthouse's figure, on every page with code). A block the browser renders itself,
// on a page reached by client-side navigation, loads Prism first (client/highlighter.ts).
// Prism's additional languages (themeConfig.prism.additionalLanguages) are registered when a code block
// first needs one, instead of all of them at start-up: theme-classic's client module that registers them is
// replaced by nothing, and the code block registers its language, after those it requires, before it
// highlights; server rendering does the same, so the HTML does not change.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {languageTable} from './languageTable';

const EAGER_LANGUAGES_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);
const HIGHLIGHTER_MODULE = path.join(__dirname, 'client/highlighter');

export default function lazyPrism({siteConfig}: LoadContext): Plugin {
  const {additionalLanguages = []} = (siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  return {
    name: 'lazy-prism',
    async contentLoaded({actions}) {
      actions.setGlobalData(languageTable(additionalLanguages));
    },
    // The code block's ejects (theme/CodeBlock: no remount after hydration, lines from the server's HTML,
    // tokens as one HTML string) take the place of theme-classic's.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client/loadOnNavigation.ts')];
    },
    configureWebpack(_config, isServer) {
      const alias: Record<string, string> = {
        [`${EAGER_LANGUAGES_MODULE}$`]: path.join(__dirname, 'client/noEagerLanguages.ts'),
      };
      // Server rendering highlights synchronously, with Prism in its bundle.
      if (isServer) alias[`${HIGHLIGHTER_MODULE}$`] = path.join(__dirname, 'client/highlighter.server.ts');
      return {resolve: {alias}};
    },
  };
}
