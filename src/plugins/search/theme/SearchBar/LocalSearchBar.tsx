// The DocSearch button and modal, composed like the theme's SearchBar but fed by the local index:
// no Algolia client is created and no connection to a search host is announced (no preconnect).
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton, useDocSearchKeyboardEvents, type DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type {LocalSearchClient} from '../../client/localSearchClient';

type Modal = typeof DocSearchModalType;
type ModalProps = Parameters<Modal>[0];
type Item = Parameters<NonNullable<ModalProps['transformItems']>>[0][number];

type SearchClientModule = typeof import('../../client/pagefindClient');
let searchClientModule: SearchClientModule | null = null;
/**
 * The local search client is a chunk of its own, out of every page's main bundle: the bar fetches it in
 * idle time after hydration, or with the modal when that comes first.
 */
function importSearchClient(): Promise<SearchClientModule> {
  if (searchClientModule) return Promise.resolve(searchClientModule);
  return import(/* webpackChunkName: "search-client" */ '../../client/pagefindClient').then(
    (module) => (searchClientModule = module),
  );
}

let DocSearchModal: Modal | null = null;
function importModal(): Promise<void> {
  if (DocSearchModal && searchClientModule) return Promise.resolve();
  // One chunk name for both: the modal, its styles' module and DocSearch's code come in one request,
  // not three (two of them a few hundred bytes each, and a response's headers weigh more than that).
  return Promise.all([
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal'),
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/style'),
    importSearchClient(),
  ]).then(([{DocSearchModal: modal}]) => {
    DocSearchModal = modal;
  });
}

/**
 * The modal's own "Unable to fetch results" screen. DocSearch sets its error status when the
 * client throws a RetryError, but Autocomplete resets the status to idle right after, so the
 * screen never stays: the bar renders the same markup itself while the index cannot be loaded.
 */
function UnavailableScreen(): ReactNode {
  const text = translations.modal?.errorScreen;
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{text?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{text?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>
  );
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function LocalSearchBar({
  getMissingResultsUrl,
}: {
  getMissingResultsUrl: ModalProps['getMissingResultsUrl'];
}): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [indexAvailable, setIndexAvailable] = useState(true);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [client, setClient] = useState<LocalSearchClient | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void importSearchClient().then((module) => !cancelled && setClient(module.getLocalSearchClient(baseUrl)));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, {timeout: 2000});
      return () => {
        cancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(load, 0);
    return () => {
      cancelled = true;
      clearTimeout(id);
    };
  }, [baseUrl]);
  useEffect(() => client?.onAvailabilityChange(setIndexAvailable), [client]);
  useEffect(() => {
    // The modal renders its dropdown after it mounts; find it once it is there.
    setDropdown(isOpen ? (container.current?.querySelector('.DocSearch-Dropdown') ?? null) : null);
  }, [isOpen, indexAvailable]);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      container.current.className = 'local-search'; // custom.css hides the "Powered by Algolia" logo here
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void importModal().then(() => {
      setClient(searchClientModule!.getLocalSearchClient(baseUrl));
      setIsOpen(true);
    });
  }, [baseUrl]);
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // DocSearch 3 passes Ctrl/Cmd+F on the focused button as typing: leave it to the browser's find.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    onInput,
    searchButtonRef: buttonRef,
  });

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const transformItems = useCallback(
    (items: Item[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const transformSearchClient = useCallback(() => searchClientModule!.getLocalSearchClient(baseUrl), [baseUrl]);
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => (
      <Link to={createSearchLink(state.query)} onClick={close}>
        <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [close, createSearchLink],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={importModal}
        onFocus={importModal}
        onMouseOver={importModal}
        onClick={open}
        ref={buttonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        searchClientModule &&
        container.current &&
        createPortal(
          <DocSearchModal
            appId="local"
            apiKey="local"
            indexName="local"
            onClose={close}
            placeholder={translations.placeholder}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit as ModalProps['hitComponent']}
            transformSearchClient={transformSearchClient as unknown as ModalProps['transformSearchClient']}
            resultsFooterComponent={resultsFooterComponent as ModalProps['resultsFooterComponent']}
            getMissingResultsUrl={getMissingResultsUrl}
            translations={translations.modal}
            searchParameters={{facetFilters, hitsPerPage: searchClientModule.MODAL_RESULT_PAGES}}
          />,
          container.current,
        )}
      {isOpen && !indexAvailable && dropdown && createPortal(<UnavailableScreen />, dropdown)}
    </>
  );
}
