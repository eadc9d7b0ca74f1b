// The site's local search client, run in a page of the served build without the modal: the very module
// the search bar uses (src/plugins/search/client/pagefindClient.ts), bundled here for the page, so a test
// can put hundreds of queries to the real index in seconds instead of opening the /search page for each.
import {buildSync} from 'esbuild';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {MODAL_RESULT_PAGES, type Hit} from '../../../src/plugins/search/client/localSearchClient';

const CLIENT = path.resolve(__dirname, '../../../src/plugins/search/client/pagefindClient.ts');

/** What the modal sends from a current docs page (useAlgoliaContextualFacetFilters). */
export const CURRENT_DOCS_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

let bundle: string | undefined;
function clientBundle(): string {
  bundle ??= buildSync({
    stdin: {
      contents: `import {getLocalSearchClient} from ${JSON.stringify(CLIENT)};
        window.__searchClient = getLocalSearchClient('/');`,
      resolveDir: path.dirname(CLIENT),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  }).outputFiles[0]!.text;
  return bundle;
}

/** Loads the client into `page`, which must show a page of the served build. */
export async function installSearchClient(page: Page): Promise<void> {
  // Evaluated by the test runner, not a script element: the site's policy allows no new inline script.
  await page.evaluate(clientBundle());
}

/** The hits the modal would show for `query`, in order (the modal's result pages and filters). */
export function searchHits(
  page: Page,
  query: string,
  /** More filters, ANDed with the modal's (e.g. `availability:DataHub Cloud`, src/plugins/page-badges). */
  extraFilters: string[] = [],
): Promise<Pick<Hit, 'url' | 'type' | 'hierarchy'>[]> {
  return page.evaluate(
    async ({query, hitsPerPage, facetFilters}) => {
      type Client = {search(input: unknown): Promise<{results: {hits: Hit[]}[]}>};
      const client = (window as unknown as {__searchClient: Client}).__searchClient;
      const {results} = await client.search({requests: [{indexName: 'local', query, hitsPerPage, facetFilters}]});
      return results[0]!.hits.map(({url, type, hierarchy}) => ({
        url: new URL(url).pathname + new URL(url).hash,
        type,
        hierarchy,
      }));
    },
    {query, hitsPerPage: MODAL_RESULT_PAGES, facetFilters: [...CURRENT_DOCS_FILTERS, ...extraFilters]},
  );
}
