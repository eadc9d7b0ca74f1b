import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import PageBadges from '@site/src/components/PageBadges';
import SupportStatus from '@site/src/components/SupportStatus';
import type {CatalogueSource} from '@site/src/plugins/integrations-catalogue/catalogue';
import styles from './styles.module.css';

/** One source; the name is the link (kept short for screen readers), stretched over the card. */
export default function SourceCard({
  source,
  capabilityLabels,
}: {
  source: CatalogueSource;
  capabilityLabels: Map<string, string>;
}): ReactNode {
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <Heading as="h2" className={styles.name}>
          <Link to={`/docs/generated/ingestion/sources/${source.slug}`} className={styles.cardLink}>
            {source.name}
          </Link>
        </Heading>
        <SupportStatus status={source.status} />
      </div>
      <p className={styles.category}>{source.category}</p>
      {source.badges && <PageBadges {...source.badges} className={styles.badges} />}
      <p className={styles.description}>{source.description}</p>
      {source.capabilities.length > 0 && (
        <ul className={styles.capabilities} aria-label={`${source.name} capabilities`}>
          {source.capabilities.map((key) => (
            <li key={key}>{capabilityLabels.get(key) ?? key}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
