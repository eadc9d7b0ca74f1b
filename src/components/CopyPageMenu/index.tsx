import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPathOf} from '@site/src/plugins/markdown-twins/twinPath';
import type {CopyStatus} from './Menu';
import styles from './styles.module.css';

// The menu's code is a separate chunk, fetched when the reader first points at or focuses the button.
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

const LABEL: Record<CopyStatus, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};
const ANNOUNCEMENT: Record<CopyStatus, string> = {
  idle: '',
  copied: 'Page copied to the clipboard as Markdown',
  failed: 'The page could not be copied',
};

/** "Copy page" menu: copy or view the page's Markdown twin, or open it in an assistant. */
export default function CopyPageMenu(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CopyStatus>('idle');
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const twinPath = twinPathOf(pathname);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 2500);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    // Not content: kept out of the search index and its excerpts.
    <div ref={container} className={styles.container} data-search-ignore="">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={`button button--outline button--secondary button--sm ${styles.trigger}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {LABEL[status]}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {ANNOUNCEMENT[status]}
      </span>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            labelledBy={buttonId}
            container={container}
            twinPath={twinPath}
            twinUrl={new URL(twinPath, siteConfig.url).href}
            onClose={close}
            onCopied={setStatus}
          />
        </Suspense>
      )}
    </div>
  );
}
