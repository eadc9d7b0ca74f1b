// The local search client for the browser: Pagefind's runtime is fetched from the site itself on
// the first search (never on page load), so nothing search-related loads before it is used.
// Creating the client is safe during server rendering: nothing runs until the first search.
import {VOCABULARY_FILE} from '../indexer/prepare.mjs';
import {createLocalSearchClient, PAGEFIND_OPTIONS, type LocalSearchClient, type PagefindApi} from './localSearchClient';

export {MODAL_RESULT_PAGES} from './localSearchClient';

let client: LocalSearchClient | undefined;

/** The folder of an index bundle: the main index, or an archived version's inside it (`pagefind/1.1.0/`). */
const bundleUrl = (baseUrl: string, bundle: string) => `${baseUrl}pagefind/${bundle ? `${bundle}/` : ''}`;

export function getLocalSearchClient(baseUrl: string): LocalSearchClient {
  client ??= createLocalSearchClient(
    async (bundle, attempt) => {
      // A failed module import may stay cached by the browser: a retry asks for a fresh URL.
      const url = `${bundleUrl(baseUrl, bundle)}pagefind.js${attempt > 1 ? `?attempt=${attempt}` : ''}`;
      const pagefind = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
      // Options only: the module's instance starts on its first search (the client starts one at a time).
      await pagefind.options(PAGEFIND_OPTIONS);
      return pagefind;
    },
    () => window.location.origin,
    // Fetched only when a query has a word the index does not hold.
    async (bundle) => {
      const response = await fetch(`${bundleUrl(baseUrl, bundle)}${VOCABULARY_FILE}`);
      if (!response.ok) throw new Error(`${response.status}`);
      return (await response.json()) as string[];
    },
  );
  return client;
}
