// Wraps the theme's /search page: in local mode its results come from the local index (see
// src/plugins/search), so the "Powered by Algolia" mention is hidden there, and two filters are added
// under the search box: where a feature is available and its stage (the badges of src/plugins/page-badges).
// It also adds the description meta and a name for the version select, which upstream leaves unlabelled.
import {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {PageMetadata, useQueryString} from '@docusaurus/theme-common';
import OriginalSearchPage from '@theme-init/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {SEARCH_PAGE_FILTERS, searchPageFilters} from '../../client/searchPageFilters';
import styles from './styles.module.css';

const DESCRIPTION =
  'Search the DataHub documentation, the Learn articles and the site, in the docs version you choose.';
const VERSION_SELECT_LABEL = 'Docs version to search';

type FilterSpec = (typeof SEARCH_PAGE_FILTERS)[number];

/** One filter: a labelled select, kept in the address; its first option means "any". */
function Filter({spec, focus, onChosen}: {spec: FilterSpec; focus: boolean; onChosen: () => void}) {
  const [value, setValue] = useQueryString(spec.key);
  const select = useRef<HTMLSelectElement>(null);
  // The page below is drawn anew for each choice (and its search box takes focus): focus comes back to
  // the select the reader used.
  useEffect(() => {
    if (focus) select.current?.focus();
  }, [focus]);
  return (
    <label className={styles.filter}>
      {spec.label}
      <select
        ref={select}
        data-filter={spec.key}
        value={Object.hasOwn(spec.values, value) ? value : ''}
        onChange={(event) => {
          onChosen();
          setValue(event.target.value);
        }}
      >
        <option value="">Any</option>
        {Object.entries(spec.values).map(([key, words]) => (
          <option key={key} value={key}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function SearchPage(): ReactNode {
  const {customFields} = useDocusaurusContext().siteConfig;
  const local = customFields!.searchMode === 'local';
  const wrapper = useRef<HTMLDivElement>(null);
  const {search} = useLocation();
  const filters = local ? searchPageFilters(search).join('|') : '';
  const [host, setHost] = useState<HTMLElement | null>(null);
  const chosen = useRef<string | null>(null);

  // The select has no id or name a <label> could point at; naming it after render is the least intrusive fix.
  useEffect(() => {
    wrapper.current
      ?.querySelectorAll('select:not([aria-label]):not([data-filter])')
      .forEach((select) => select.setAttribute('aria-label', VERSION_SELECT_LABEL));
  });

  // The theme's page has no place for more controls: the filters get an element of their own right
  // after its search form, made again each time the page is (a new filter redraws it, see below).
  useLayoutEffect(() => {
    const form = local ? wrapper.current?.querySelector('form') : null;
    if (!form) return undefined;
    const element = document.createElement('div');
    element.className = `${styles.filters} margin-bottom--md`;
    element.setAttribute('role', 'group');
    element.setAttribute('aria-label', 'Filter results');
    form.after(element);
    setHost(element);
    return () => element.remove();
  }, [local, filters]);

  return (
    <div ref={wrapper} className={local ? `${styles.wrapper} ${styles.local}` : styles.wrapper}>
      <PageMetadata description={DESCRIPTION} />
      {/* The page searches when it mounts; a new filter mounts it again, so it searches with the filter. */}
      <OriginalSearchPage key={filters} />
      {host?.isConnected &&
        createPortal(
          SEARCH_PAGE_FILTERS.map((spec) => (
            <Filter
              key={spec.key}
              spec={spec}
              focus={chosen.current === spec.key}
              onChosen={() => (chosen.current = spec.key)}
            />
          )),
          host,
        )}
    </div>
  );
}
