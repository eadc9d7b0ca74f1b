// Wraps the theme's /search page: in local mode its results come from the local index (see
// src/plugins/search-client), so the "Powered by Algolia" mention is hidden there.
import type {ReactNode} from 'react';
import OriginalSearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function SearchPage(): ReactNode {
  const {customFields} = useDocusaurusContext().siteConfig;
  return (
    <div className={customFields!.searchMode === 'local' ? `${styles.wrapper} ${styles.local}` : styles.wrapper}>
      <OriginalSearchPage />
    </div>
  );
}
