// Replaces the not-found content so a lost reader can search or jump to the docs instead of a dead end.
import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

/**
 * Whether the address shown is one the browser reached by a client-side navigation, not the document the
 * server sent: the router has no route for it, but the server may have a page (one published after this
 * page loaded, a file such as /llms.txt, or a page of another build of the site).
 */
function reachedInThePage(): boolean {
  const documentUrl = performance.getEntriesByType('navigation')[0]?.name;
  return documentUrl !== undefined && new URL(documentUrl).pathname !== window.location.pathname;
}

export default function NotFoundContent({className}: Props): ReactNode {
  // Ask the server, once: the document it sends for this address shows here as it is (its not-found page
  // when it has none). Not offline, where the browser's own offline page would take the site's place.
  // Meanwhile nothing shows: the page is about to go, and "Page Not Found" for a page that exists misleads.
  const leaving = ExecutionEnvironment.canUseDOM && navigator.onLine && reachedInThePage();
  useEffect(() => {
    if (leaving) window.location.reload();
  }, [leaving]);
  // A plain GET form: it works before hydration and without JavaScript, and needs no search client here.
  // (A hook: called on every render, before the early return.)
  const searchPage = useBaseUrl('/search');
  if (leaving) return <main className={clsx('container margin-vert--xl', className)} aria-busy="true" />;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.box}>
        <Heading as="h1">Page Not Found</Heading>
        <p>
          There is no page at this address. It may have moved when the docs were reorganised, or the link that brought
          you here has a typo. Search for what you were looking for:
        </p>
        <form className={styles.search} action={searchPage} method="get" role="search">
          <label htmlFor="not-found-search">Search the docs</label>
          <div className={styles.row}>
            <input id="not-found-search" type="search" name="q" required placeholder="e.g. snowflake lineage" />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
        <p>Or start again from one of these:</p>
        <ul className={styles.links}>
          <li>
            <Link to="/docs/features">What is DataHub? The documentation starts here</Link>
          </li>
          <li>
            <Link to="/docs/quickstart">Quickstart</Link>
          </li>
          <li>
            <Link to="/integrations">Integrations</Link>
          </li>
          <li>
            <Link to="/">Home page</Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
