import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {INTEGRATION_GROUPS} from '@site/src/data/integrations';
import styles from './styles.module.css';

export default function Integrations(): ReactNode {
  return (
    <Layout
      title="Integrations"
      description="Connect DataHub to your warehouses, BI tools and orchestrators: guides for each integration."
    >
      <main className="container margin-vert--xl">
        <Heading as="h1">Integrations</Heading>
        <p className={styles.lead}>
          DataHub collects metadata from the systems you already run. Each integration below has a guide that takes you
          from the permissions it needs to a first successful ingestion. For how sources, recipes and sinks fit
          together, start with the <Link to="/docs/metadata-ingestion">metadata ingestion overview</Link>.
        </p>
        {INTEGRATION_GROUPS.map((group) => (
          <section key={group.category} className={styles.group} aria-labelledby={slug(group.category)}>
            <Heading as="h2" id={slug(group.category)}>
              {group.category}
            </Heading>
            <ul className={styles.grid}>
              {group.integrations.map((integration) => (
                <li key={integration.name} className={styles.card}>
                  <Link to={integration.to} className={styles.cardLink}>
                    <span className={styles.name}>{integration.name}</span>
                    <span className={styles.summary}>{integration.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
