// static-reference-tables: the generated reference's tables reach the page as HTML strings that the browser's
// bundle does not carry (rehype.ts says how). This plugin gives the pages their table component
// (theme/StaticReferenceTable) and the bundler the constant that decides where the HTML lives: inline on
// the server and in development (`docusaurus start` renders in the browser, without server HTML to read),
// a chunk of its own in the browser's production bundle.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {INLINE_DEFINE} from './rehype';

export {default as rehypeStaticReferenceTables, type StaticReferenceTablesOptions} from './rehype';

export default function staticReferenceTables(): Plugin {
  return {
    name: 'static-reference-tables',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const inline = isServer || config.mode !== 'production';
      return {plugins: [new currentBundler.instance.DefinePlugin({[INLINE_DEFINE]: JSON.stringify(inline)})]};
    },
  };
}
