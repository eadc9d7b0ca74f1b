import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** `to` for pages of this site (checked by the build), `href` for other sites. */
export type CardLink = {label: string} & ({to: string; href?: never} | {href: string; to?: never});
export type LinkCard = {title: string; text: ReactNode; links: CardLink[]};

/** A responsive grid of cards, each a short text with one or more links onward. */
export default function LinkCards({
  cards,
  headingLevel = 'h3',
}: {
  cards: LinkCard[];
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <Heading as={headingLevel} className={styles.title}>
            {card.title}
          </Heading>
          <p className={styles.text}>{card.text}</p>
          <p className={styles.links}>
            {card.links.map((link) => (
              <Link key={link.label} {...(link.to ? {to: link.to} : {href: link.href})}>
                {link.label}
                {/* A no-break space keeps the arrow on the label's last line. */}
                {'\u00a0'}
                <span aria-hidden="true">→</span>
              </Link>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}
