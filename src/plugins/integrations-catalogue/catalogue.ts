// What the /integrations page needs from data/ingestion-sources: card fields only, so recipes and
// config tables stay out of the browser.
import type {IngestionSource} from '../../reference/data';
import {firstSentence} from '../../reference/mdx';

export type CatalogueSource = {
  slug: string;
  name: string;
  category: string;
  status: IngestionSource['status'];
  /** Availability and stage badges, where the source's data sets them. */
  badges?: Pick<IngestionSource, 'availability' | 'stage'>;
  /** The first sentence of the source's description. */
  description: string;
  /** Keys of the capabilities the source supports, in data order. */
  capabilities: string[];
};

export type Catalogue = {
  sources: CatalogueSource[];
  /** Every category in use, sorted. */
  categories: string[];
  /** Every capability at least one source supports, with its label, sorted by label. */
  capabilities: {key: string; label: string}[];
};

export function buildCatalogue(sources: IngestionSource[], capabilityLabels: Record<string, string>): Catalogue {
  const cards: CatalogueSource[] = sources
    .map((source) => ({
      slug: source.slug,
      name: source.name,
      category: source.category,
      status: source.status,
      ...(source.availability || source.stage
        ? {
            badges: {
              ...(source.availability && {availability: source.availability}),
              ...(source.stage && {stage: source.stage}),
            },
          }
        : {}),
      description: firstSentence(source.description),
      capabilities: Object.entries(source.capabilities)
        .filter(([, capability]) => capability.supported)
        .map(([key]) => key),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const supported = new Set(cards.flatMap((card) => card.capabilities));
  return {
    sources: cards,
    categories: [...new Set(cards.map((card) => card.category))].sort((a, b) => a.localeCompare(b, 'en')),
    capabilities: [...supported]
      .map((key) => ({key, label: capabilityLabels[key] ?? key}))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
  };
}
