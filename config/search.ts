// Search (spec §7, §9): DocSearch UI everywhere; hosted Algolia when all three variables are set
// at build time, otherwise the local Pagefind index built after the production build.
/** Hosted DocSearch credentials (public search-only key); all three switch the site to Algolia. */
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID;
const ALGOLIA_API_KEY = process.env.ALGOLIA_API_KEY;
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME;

export type SearchMode = 'algolia' | 'local';
export const SEARCH_MODE: SearchMode = ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME ? 'algolia' : 'local';

/** Where the Pagefind index is written in the build, and served from. */
export const LOCAL_INDEX_DIR = 'pagefind';
/** Last build's index, kept outside build/ so that `npm start` can serve it. */
export const DEV_INDEX_PARENT = '.search-index';

/** `themeConfig.algolia`: every key here becomes a DocSearch prop, so the mode lives in customFields. */
export const algolia = {
  // The theme requires non-empty values; in local mode they name nothing and are never sent.
  appId: SEARCH_MODE === 'algolia' ? ALGOLIA_APP_ID! : 'LOCAL',
  apiKey: SEARCH_MODE === 'algolia' ? ALGOLIA_API_KEY! : 'local',
  indexName: SEARCH_MODE === 'algolia' ? ALGOLIA_INDEX_NAME! : 'local',
  contextualSearch: true,
  searchPagePath: 'search',
};
