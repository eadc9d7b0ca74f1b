import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** The page's h1 and document title. */
  title: string;
  /** One sentence for the description meta tag and social cards. */
  description: string;
  /** The paragraph under the h1 that says what the page is for. */
  lead: ReactNode;
  children: ReactNode;
};

/** A custom prose page: title, lead paragraph, then sections at a readable width. */
export default function ContentPage({title, description, lead, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className={`container ${styles.page}`}>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>{lead}</p>
        {children}
      </main>
    </Layout>
  );
}

/** A titled part of a ContentPage. */
export function Section({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2">{title}</Heading>
      {children}
    </section>
  );
}
