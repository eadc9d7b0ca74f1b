// Wraps the theme's /search page: in local mode its results come from the local index (see
// src/plugins/search), so the "Powered by Algolia" mention is hidden there. It also adds the
// description meta and a name for the version select, which upstream leaves unlabelled.
import {useEffect, useRef, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import OriginalSearchPage from '@theme-init/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

const DESCRIPTION =
  'Search the DataHub documentation, the Learn articles and the site, in the docs version you choose.';
const VERSION_SELECT_LABEL = 'Docs version to search';

export default function SearchPage(): ReactNode {
  const {customFields} = useDocusaurusContext().siteConfig;
  const wrapper = useRef<HTMLDivElement>(null);
  // The select has no id or name a <label> could point at; naming it after render is the least intrusive fix.
  useEffect(() => {
    wrapper.current
      ?.querySelectorAll('select:not([aria-label])')
      .forEach((select) => select.setAttribute('aria-label', VERSION_SELECT_LABEL));
  });
  return (
    <div
      ref={wrapper}
      className={customFields!.searchMode === 'local' ? `${styles.wrapper} ${styles.local}` : styles.wrapper}
    >
      <PageMetadata description={DESCRIPTION} />
      <OriginalSearchPage />
    </div>
  );
}
