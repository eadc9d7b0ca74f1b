// A build of some of the docs versions (scripts/build.ts, builds.ts) keeps a bundler cache of its own, and
// its version menu's links to the other builds' versions keep the page (client.ts).
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BUILT_VERSIONS_CACHE} from '../../../config/site';

/**
 * Rspack's persistent cache is one per compiler name and Docusaurus version, whatever the docs versions a
 * build renders: each build of versions would replace the one before's, and every warm build would be cold.
 * So a build of some versions keeps its cache in a folder of its own. Nothing changes for a site built whole.
 */
export default function versionBuildsPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'version-builds',
    getClientModules() {
      // The version menu's links to other builds' versions keep the page (client.ts); a site built whole has none.
      return BUILT_VERSIONS_CACHE ? [path.join(__dirname, 'client.ts')] : [];
    },
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: {storage?: {type: string; directory: string}}} | undefined)?.cache;
      if (!BUILT_VERSIONS_CACHE || !cache || typeof cache !== 'object') return {};
      cache.storage = {
        type: 'filesystem',
        directory: path.join(siteDir, 'node_modules/.cache/rspack-versions', BUILT_VERSIONS_CACHE),
      };
      return {};
    },
  };
}
