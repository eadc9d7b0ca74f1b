// The /search page's availability and stage filters (the badges of src/plugins/page-badges). They live in
// the page's address (`/search?q=lineage&availability=cloud&stage=beta`), so a filtered search can be
// shared and survives a reload; the client the page talks to (algoliaLiteShim.ts) reads them from there
// on each request and adds them as facet filters. Only that page's client reads them: the modal is not
// affected.
import {AVAILABILITY, STAGES} from '../../page-badges/badges.mjs';

/** The page's filters: query-string key, label, and each value with the words the index files it under. */
export const SEARCH_PAGE_FILTERS = [
  {key: 'availability', label: 'Available in', values: AVAILABILITY as Record<string, string>},
  {
    key: 'stage',
    label: 'Stage',
    values: Object.fromEntries(Object.entries(STAGES).map(([value, {label}]) => [value, label])),
  },
] as const;

/**
 * The facet filters a query string asks for, such as `availability:DataHub Cloud`; unknown values are
 * ignored.
 */
export function searchPageFilters(search: string): string[] {
  const params = new URLSearchParams(search);
  return SEARCH_PAGE_FILTERS.flatMap(({key, values}) => {
    const value = params.get(key);
    return value !== null && Object.hasOwn(values, value) ? [`${key}:${values[value]}`] : [];
  });
}
