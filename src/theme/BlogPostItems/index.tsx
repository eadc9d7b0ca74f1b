// Replaces the theme's list of full excerpts (a wrapper cannot change how each post renders) with one
// card per article: title, date, reading time, audience and topics, read from the post's metadata.
// Used by every Learn list: /learn, tag pages and author pages.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogPostItems';
import styles from './styles.module.css';

type Tag = {label: string; permalink: string};

/** Tags named for-… say who an article is for; `for-data-engineers` reads "Data engineers". */
const AUDIENCE_PREFIX = 'for-';

function audienceName(tag: Tag): string {
  const words = tag.label.slice(AUDIENCE_PREFIX.length).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export default function BlogPostItems({items}: Props): ReactNode {
  // The article's own header formats its date the same way (theme-classic's BlogPostItem/Header/Info); UTC, so
  // that the server and the browser agree whatever the reader's time zone.
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  return (
    <ul className={styles.cards}>
      {items.map(({content}) => {
        const {metadata} = content;
        const tags = metadata.tags as Tag[];
        const audience = tags.filter((tag) => tag.label.startsWith(AUDIENCE_PREFIX));
        const topics = tags.filter((tag) => !tag.label.startsWith(AUDIENCE_PREFIX));
        const minutes = Math.max(1, Math.ceil(metadata.readingTime ?? 0));
        return (
          <li key={metadata.permalink} className={styles.card}>
            <article>
              <Heading as="h2" className={styles.title}>
                <Link to={metadata.permalink}>{metadata.title}</Link>
              </Heading>
              <p className={styles.meta}>
                <time dateTime={metadata.date}>{dateFormat.format(new Date(metadata.date))}</time>
                <span aria-hidden="true"> · </span>
                <span>{minutes} min read</span>
              </p>
              {audience.length > 0 && (
                <p className={styles.audience}>
                  <span className={styles.audienceLabel}>For </span>
                  {audience.map((tag, index) => (
                    <span key={tag.permalink}>
                      {index > 0 && ', '}
                      <Link to={tag.permalink}>{audienceName(tag)}</Link>
                    </span>
                  ))}
                </p>
              )}
              <p className={styles.description}>{metadata.description}</p>
              {topics.length > 0 && (
                <ul className={styles.topics} aria-label="Topics">
                  {topics.map((tag) => (
                    <li key={tag.permalink}>
                      <Link className={styles.topic} to={tag.permalink}>
                        {tag.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
