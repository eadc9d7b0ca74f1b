import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import LinkCards, {type LinkCard} from '@site/src/components/LinkCards';
import styles from './index.module.css';

const USE_CASES: LinkCard[] = [
  {
    title: 'Discovery',
    text: 'Search every dataset, dashboard, pipeline and ML model across your stack, with owners, documentation, tags and usage shown beside each result.',
    links: [{label: 'Searching in DataHub', to: '/docs/how/search'}],
  },
  {
    title: 'Lineage',
    text: 'Follow data from source tables through jobs and transformations to the dashboards that use it, down to single columns, and see what a change will break before you make it.',
    links: [{label: 'How lineage works', to: '/docs/features/feature-guides/lineage'}],
  },
  {
    title: 'Governance',
    text: 'Give every asset an owner, a domain and business glossary terms, and decide with roles and policies who may view and edit which metadata.',
    links: [
      {label: 'Business glossary', to: '/docs/glossary/business-glossary'},
      {label: 'Access policies', to: '/docs/authorization/policies'},
    ],
  },
  {
    title: 'Observability',
    text: 'Check freshness, volume and schema with assertions, and raise incidents on broken assets so that the people downstream know before they rely on them.',
    links: [
      {label: 'Assertions', to: '/docs/managed-datahub/observe/assertions'},
      {label: 'Incidents', to: '/docs/incidents/incidents'},
    ],
  },
];

/** A few of the most used sources; the catalogue at /integrations lists them all. */
const POPULAR_SOURCES = [
  {slug: 'snowflake', name: 'Snowflake', kind: 'Warehouse'},
  {slug: 'bigquery', name: 'BigQuery', kind: 'Warehouse'},
  {slug: 'databricks', name: 'Databricks', kind: 'Lakehouse'},
  {slug: 'dbt', name: 'dbt', kind: 'Transformation'},
  {slug: 'looker', name: 'Looker', kind: 'BI'},
  {slug: 'tableau', name: 'Tableau', kind: 'BI'},
  {slug: 'powerbi', name: 'Power BI', kind: 'BI'},
  {slug: 'kafka', name: 'Kafka', kind: 'Streaming'},
] as const;

const COMMUNITY: LinkCard[] = [
  {
    title: 'Ask on Slack',
    text: 'Thousands of practitioners and the maintainers answer questions about deployment, ingestion and modelling in the community workspace.',
    links: [{label: 'Join the Slack community', to: '/slack'}],
  },
  {
    title: 'Town halls',
    text: 'A regular online meeting with release news, roadmap updates, live demos and talks from teams running DataHub.',
    links: [
      {label: 'About the town halls', to: '/docs/townhalls'},
      {label: 'Events', to: '/events'},
    ],
  },
  {
    title: 'Learn',
    text: 'Guides on business glossaries, metrics, data freshness, data mesh and pipelines, written for the people who build and govern data.',
    links: [{label: 'Read DataHub Learn', to: '/learn'}],
  },
  {
    title: 'Stories',
    text: 'How organisations in finance, healthcare, travel and media run DataHub, and the community members who help others succeed with it.',
    links: [
      {label: 'Adoption stories', to: '/adoption-stories'},
      {label: 'Champions', to: '/champions'},
    ],
  },
];

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <p className={styles.eyebrow}>The open-source metadata platform</p>
          <Heading as="h1" className={styles.heroTitle}>
            Know your data. Trust your data.
          </Heading>
          <p className={styles.heroLead}>
            DataHub collects metadata from your warehouses, databases, BI tools, pipelines and ML platforms and turns it
            into one searchable map of your data: what exists, where it comes from, who owns it, what it means and
            whether it is healthy. Run it yourself from the open-source project or use the managed DataHub Cloud.
          </p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/docs/quickstart">
              Start with the quickstart
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/features">
              What is DataHub?
            </Link>
          </div>
        </div>
        <figure className={styles.terminal}>
          <figcaption className={styles.terminalCaption}>Running locally in two commands</figcaption>
          <pre className={styles.terminalCode}>
            <code>
              <span className={styles.prompt}>$ </span>pip install --upgrade acryl-datahub{'\n'}
              <span className={styles.prompt}>$ </span>datahub docker quickstart{'\n'}
              <span className={styles.comment}># then open http://localhost:9002</span>
            </code>
          </pre>
        </figure>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="The open-source metadata platform"
      description="DataHub documentation: discover, understand, govern and monitor your data with the open-source metadata platform."
    >
      <Head>
        {/* The first paint waits for the hero and the first cards (their grid reflows while it fills). */}
        {/* eslint-disable-next-line react/no-unknown-property -- HTML's render-blocking attribute, newer than the rule */}
        <link rel="expect" href="#integrations" blocking="render" />
      </Head>
      <main>
        <Hero />
        <section className={styles.section} aria-labelledby="use-cases">
          <div className="container">
            <Heading as="h2" id="use-cases">
              What teams use DataHub for
            </Heading>
            <LinkCards cards={USE_CASES} />
          </div>
        </section>

        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="integrations">
          <div className="container">
            <Heading as="h2" id="integrations">
              Connect the tools you already run
            </Heading>
            <p className={styles.sectionLead}>
              Ingestion sources pull metadata on a schedule from the UI or the CLI, and the APIs and SDKs push it from
              anywhere else. Some of the most used sources:
            </p>
            <ul className={styles.sources}>
              {POPULAR_SOURCES.map((source) => (
                <li key={source.slug}>
                  <Link className={styles.source} to={`/docs/generated/ingestion/sources/${source.slug}`}>
                    <span className={styles.sourceName}>{source.name}</span>
                    <span className={styles.sourceKind}>{source.kind}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className={styles.sectionLinks}>
              <Link to="/integrations">Browse every integration →</Link>
              <Link to="/docs/api/datahub-apis">Push metadata with the APIs →</Link>
            </p>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="community">
          <div className="container">
            <Heading as="h2" id="community">
              Join the community
            </Heading>
            <LinkCards cards={COMMUNITY} />
          </div>
        </section>
      </main>
    </Layout>
  );
}
