// Wraps the breadcrumbs so every doc page gets the "Copy page" menu beside them (issue 14).
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageMenu from '@site/src/components/CopyPageMenu';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageMenu />
    </div>
  );
}
