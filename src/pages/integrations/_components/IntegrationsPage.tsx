// The /integrations route (added by src/plugins/integrations-catalogue with the catalogue as a prop).
import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useClearQueryString, useQueryString} from '@docusaurus/theme-common';
import type {Catalogue} from '@site/src/plugins/integrations-catalogue/catalogue';
import {SUPPORT_STATUSES} from '@site/src/components/SupportStatus';
import {isFiltered, knownValue, matchesFilters, type Filters} from './filters';
import FilterForm from './FilterForm';
import SourceCard from './SourceCard';
import styles from './styles.module.css';

export default function IntegrationsPage({catalogue}: {catalogue: Catalogue}): ReactNode {
  const [q, setQ] = useQueryString('q');
  const [rawCategory, setCategory] = useQueryString('category');
  const [rawCapability, setCapability] = useQueryString('capability');
  const [rawStatus, setStatus] = useQueryString('status');
  const clearFilters = useClearQueryString();

  const capabilityKeys = useMemo(() => catalogue.capabilities.map((c) => c.key), [catalogue]);
  const filters: Filters = {
    q,
    category: knownValue(rawCategory, catalogue.categories),
    capability: knownValue(rawCapability, capabilityKeys),
    status: knownValue(rawStatus, SUPPORT_STATUSES),
  };
  const results = catalogue.sources.filter((source) => matchesFilters(source, filters));
  const capabilityLabels = useMemo(
    () => new Map(catalogue.capabilities.map(({key, label}) => [key, label])),
    [catalogue],
  );
  const total = catalogue.sources.length;

  return (
    <Layout
      title="Integrations"
      description={`Browse all ${total} DataHub ingestion sources by category, capability and support status, each with its setup guide.`}
    >
      <main className="container margin-vert--xl">
        <Heading as="h1">Integrations</Heading>
        <p className={styles.lead}>
          DataHub ingests metadata from {total} sources: warehouses, databases, BI tools, orchestrators, streaming
          platforms and more. Filter by what you need, such as column-level lineage or usage statistics, and open a
          source for its capabilities, starter recipe and configuration. New to ingestion? Start with the{' '}
          <Link to="/docs/metadata-ingestion">metadata ingestion overview</Link>.
        </p>
        <FilterForm
          filters={filters}
          categories={catalogue.categories}
          capabilities={catalogue.capabilities}
          onChange={{q: setQ, category: setCategory, capability: setCapability, status: setStatus}}
          onClear={isFiltered(filters) ? clearFilters : undefined}
        />
        <p className={styles.count} role="status" aria-live="polite">
          {results.length === total
            ? `Showing all ${total} integrations`
            : `Showing ${results.length} of ${total} integrations`}
        </p>
        {results.length > 0 ? (
          <ul className={styles.grid}>
            {results.map((source) => (
              <SourceCard key={source.slug} source={source} capabilityLabels={capabilityLabels} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            No integration matches these filters. Clear a filter, or ask in the <Link to="/slack">community Slack</Link>{' '}
            whether someone has connected your system through the <Link to="/docs/api/datahub-apis">DataHub APIs</Link>.
          </p>
        )}
      </main>
    </Layout>
  );
}
