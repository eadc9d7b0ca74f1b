// Rspack loader for theme-common's lib/utils/reactUtils.js (@docusaurus/theme-common 3.10.2), client bundle
// only. useShallowMemoObject sorts an object's keys with localeCompare so that its memo does not depend on
// their order; code blocks (useMutationObserver) and the docs sidebar's mobile menu call it while a page
// hydrates. The page's first localeCompare loads the browser's collation data, 8-12 ms of the main thread at
// full speed on this host; nothing else compares strings by locale while a doc page or the home page loads
// (the tag indexes still do, sorting their tags as they render). Keys are distinct, so their order by code
// unit is as stable an order as by locale, and needs no data.

import {replaceOnce} from '../lib/replaceOnce.mjs';

/** The statement upstream sorts the keys with. */
export const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
/** The same sort by code unit (keys are distinct: never equal). */
export const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : 1));';

/** @param {string} source theme-common 3.10.2's lib/utils/reactUtils.js */
export function patchReactUtils(source) {
  return replaceOnce(
    source,
    LOCALE_SORT,
    CODE_UNIT_SORT,
    'collation-free-start: theme-common changed its useShallowMemoObject; review docusaurus-accelerate/collation-free-start',
  );
}

/** @param {string} source */
export default function loader(source) {
  return patchReactUtils(source);
}
