// Prism's additional languages (themeConfig.prism.additionalLanguages) registered when a code block first
// needs one, instead of all of them in every page's main bundle. theme-classic registers them in a client
// module, which pulls Prism into the main bundle and spends ~130 ms of a throttled phone's main thread
// (Lighthouse's figure) on languages most pages never show. Here that client module is replaced by
// nothing, and the code block (src/theme/CodeBlock/Content) registers its language, after the languages
// it requires, before it highlights; server rendering does the same, so the HTML does not change.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {languageTable} from './languageTable';

const EAGER_LANGUAGES_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

export default function lazyPrismLanguages({siteConfig}: LoadContext): Plugin {
  const {additionalLanguages = []} = (siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  return {
    name: 'lazy-prism-languages',
    async contentLoaded({actions}) {
      actions.setGlobalData(languageTable(additionalLanguages));
    },
    configureWebpack() {
      return {resolve: {alias: {[`${EAGER_LANGUAGES_MODULE}$`]: path.join(__dirname, 'client/noEagerLanguages.ts')}}};
    },
  };
}
