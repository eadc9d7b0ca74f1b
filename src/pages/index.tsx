import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

type UseCase = {title: string; text: string; to: string; cta: string};

const USE_CASES: UseCase[] = [
  {
    title: 'Discovery',
    text: 'Search every dataset, dashboard, pipeline and model in one place, with owners, documentation and usage beside each result.',
    to: '/docs/features',
    cta: 'Explore the features',
  },
  {
    title: 'Lineage',
    text: 'Follow data from source tables through transformations to dashboards, down to the column, before you change anything.',
    to: '/docs/features',
    cta: 'How lineage works',
  },
  {
    title: 'Governance',
    text: 'Give every asset an owner, a domain and glossary terms, and control who may see and change metadata with policies.',
    to: '/docs/features',
    cta: 'Govern your data',
  },
  {
    title: 'Observability',
    text: 'Catch stale, incomplete or broken data with assertions and incidents, and tell the people downstream before they ask.',
    to: '/docs/features',
    cta: 'Monitor data health',
  },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="The metadata platform for the modern data stack"
      description="DataHub documentation: discover, understand and govern your data with the open-source metadata platform."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            Know your data. Trust your data.
          </Heading>
          <p className={styles.heroLead}>
            DataHub is the open-source metadata platform that connects your data stack: it collects metadata from
            warehouses, BI tools, pipelines and ML platforms, and turns it into a searchable catalogue with lineage,
            ownership, governance and data quality.
          </p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/docs/quickstart">
              Start in 10 minutes
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/introduction">
              Read the introduction
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="use-cases">
          <div className="container">
            <Heading as="h2" id="use-cases">
              What teams use DataHub for
            </Heading>
            <ul className={styles.cards}>
              {USE_CASES.map((useCase) => (
                <li key={useCase.title} className={styles.card}>
                  <Heading as="h3">{useCase.title}</Heading>
                  <p>{useCase.text}</p>
                  <Link to={useCase.to}>{useCase.cta} →</Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
    </Layout>
  );
}
