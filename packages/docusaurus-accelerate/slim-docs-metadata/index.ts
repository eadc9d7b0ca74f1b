// Every doc page loads its version's metadata before hydration, and with it a map of every doc of
// the version with its title and description (two thirds of the current version's chunk), which
// only the cards of a category landing page read. This plugin's loader keeps just those docs, in
// the client and server bundles alike, so what each page renders is unchanged.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../lib/localLoaderRule';

/** The modules the docs plugin writes with createData: .docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json */
const VERSION_METADATA = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function slimDocsMetadata(): Plugin {
  return {
    name: 'slim-docs-metadata',
    configureWebpack(config) {
      return localLoaderRule(config, {test: VERSION_METADATA, loader: path.join(__dirname, 'loader.mjs')});
    },
  };
}
