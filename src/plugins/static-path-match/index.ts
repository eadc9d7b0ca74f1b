// Path matching without needless work: by string comparison where a path has no parameters, in
// react-router's matchPath (patch.mjs) and the docs plugin's search for the doc a pathname shows
// (activeDoc.mjs), and once per page for the sidebar's active items (sidebarActive.mjs); each file says
// why and how. Client and server bundles alike, so both render the same routes, navbar and sidebar.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../localLoaderRule';

const MATCH_PATH_LOADER = path.join(__dirname, 'patch.mjs');
const ACTIVE_DOC_LOADER = path.join(__dirname, 'activeDoc.mjs');
const SIDEBAR_ACTIVE_LOADER = path.join(__dirname, 'sidebarActive.mjs');
const DOCS_CLIENT = String.raw`[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]`;

export default function staticPathMatch(): Plugin {
  return {
    name: 'static-path-match',
    configureWebpack(config) {
      return localLoaderRule(
        config,
        {test: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/, loader: MATCH_PATH_LOADER},
        {test: new RegExp(`${DOCS_CLIENT}docsClientUtils\\.js$`), loader: ACTIVE_DOC_LOADER},
        {test: new RegExp(`${DOCS_CLIENT}docsUtils\\.js$`), loader: SIDEBAR_ACTIVE_LOADER},
      );
    },
  };
}
