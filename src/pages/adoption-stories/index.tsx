import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ContentPage from '@site/src/components/ContentPage';
import {ADOPTION_STORIES} from '@site/src/data/adoptionStories';
import styles from './styles.module.css';

export default function AdoptionStories(): ReactNode {
  return (
    <ContentPage
      title="Adoption stories"
      description="How organisations in finance, healthcare, travel and media use DataHub as their metadata platform."
      lead={
        <>
          Teams of every size run DataHub to find, understand and govern their data. These organisations have talked
          publicly about why they chose it and what it does for them. Running DataHub too?{' '}
          <Link to="/customer-stories-survey">Share your story</Link>, or tell the community in the{' '}
          <Link to="/slack">DataHub Slack</Link> or at a <Link to="/events">town hall</Link>.
        </>
      }
    >
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
    </ContentPage>
  );
}
