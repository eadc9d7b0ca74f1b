// The catalogue's filters: one query-string parameter each, so a filtered view is a shareable URL.
import type {CatalogueSource} from '@site/src/plugins/integrations-catalogue/catalogue';

export type Filters = {
  /** Free text: every word must appear in the name, slug, category or description. */
  q: string;
  category: string;
  capability: string;
  status: string;
};

export const NO_FILTERS: Filters = {q: '', category: '', capability: '', status: ''};

export const isFiltered = (filters: Filters) => Object.values(filters).some((value) => value.trim() !== '');

export function matchesFilters(source: CatalogueSource, filters: Filters): boolean {
  if (filters.category && source.category !== filters.category) return false;
  if (filters.capability && !source.capabilities.includes(filters.capability)) return false;
  if (filters.status && source.status !== filters.status) return false;
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [source.name, source.slug, source.category, source.description].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** A query-string value the page knows, or '' for a missing or stale one (a renamed category). */
export const knownValue = (value: string, known: readonly string[]) => (known.includes(value) ? value : '');
