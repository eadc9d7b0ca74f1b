// Stands in for `algoliasearch/lite` on the /search page in local mode (aliased by
// src/plugins/search): the theme's page keeps its UI and talks to the local index.
import siteConfig from '@generated/docusaurus.config';
import {getLocalSearchClient} from './pagefindClient';

export function liteClient(): ReturnType<typeof getLocalSearchClient> {
  return getLocalSearchClient(siteConfig.baseUrl);
}

export default liteClient;
