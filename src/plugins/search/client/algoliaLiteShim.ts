// Stands in for `algoliasearch/lite` on the /search page in local mode (aliased by
// src/plugins/search): the theme's page keeps its UI and talks to the local index, with the page's own
// availability and stage filters, read from its address, added to each request (searchPageFilters.ts).
import siteConfig from '@generated/docusaurus.config';
import {normalizeRequests, type LocalSearchClient, type SearchInput} from './localSearchClient';
import {getLocalSearchClient} from './pagefindClient';
import {searchPageFilters} from './searchPageFilters';

const toList = (filters: unknown): unknown[] =>
  filters === undefined ? [] : Array.isArray(filters) ? filters : [filters];

export function liteClient(): LocalSearchClient {
  const client = getLocalSearchClient(siteConfig.baseUrl);
  return {
    ...client,
    search(input: SearchInput) {
      const extra = searchPageFilters(window.location.search);
      if (extra.length === 0) return client.search(input);
      const requests = normalizeRequests(input).map((request) => ({
        ...request,
        facetFilters: [...toList(request.facetFilters), ...extra],
      }));
      return client.search({requests} as SearchInput);
    },
  };
}

export default liteClient;
