import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {ADOPTION_STORIES} from '@site/src/data/adoptionStories';
import styles from './styles.module.css';

export default function AdoptionStories(): ReactNode {
  return (
    <Layout
      title="Adoption stories"
      description="How organisations in finance, healthcare, travel and media use DataHub as their metadata platform."
    >
      <main className="container margin-vert--xl">
        <Heading as="h1">Adoption stories</Heading>
        <p className={styles.lead}>
          Teams of every size run DataHub to find, understand and govern their data. These organisations have talked
          publicly about why they chose it and what it does for them. Running DataHub too? Tell the community in the{' '}
          <Link href="https://datahub.com/slack">DataHub Slack</Link> or at a{' '}
          <Link to="/docs/townhalls">town hall</Link>.
        </p>
        <ul className={styles.grid}>
          {ADOPTION_STORIES.map((story) => (
            <li key={story.organisation} className={styles.card}>
              <Heading as="h2" className={styles.name}>
                {story.organisation}
              </Heading>
              <p className={styles.industry}>{story.industry}</p>
              <p>{story.summary}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
