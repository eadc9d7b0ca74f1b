import type {ReactNode} from 'react';
import type {Catalogue} from '@site/src/plugins/integrations-catalogue/catalogue';
import {SUPPORT_STATUSES} from '@site/src/components/SupportStatus';
import type {Filters} from './filters';
import styles from './styles.module.css';

type Props = {
  filters: Filters;
  categories: Catalogue['categories'];
  capabilities: Catalogue['capabilities'];
  onChange: Record<keyof Filters, (value: string) => void>;
  /** Present only while a filter is set. */
  onClear?: () => void;
};

/** Real labelled form controls, so the catalogue can be filtered with the keyboard alone. */
export default function FilterForm({filters, categories, capabilities, onChange, onClear}: Props): ReactNode {
  return (
    <form className={styles.filters} aria-label="Filter integrations" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor="filter-q">Name or keyword</label>
        <input
          id="filter-q"
          type="search"
          value={filters.q}
          placeholder="e.g. snowflake, lineage"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange.q(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-category">Category</label>
        <select
          id="filter-category"
          value={filters.category}
          onChange={(event) => onChange.category(event.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-capability">Capability</label>
        <select
          id="filter-capability"
          value={filters.capability}
          onChange={(event) => onChange.capability(event.target.value)}
        >
          <option value="">Any capability</option>
          {capabilities.map(({key, label}) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-status">Support status</label>
        <select id="filter-status" value={filters.status} onChange={(event) => onChange.status(event.target.value)}>
          <option value="">Any status</option>
          {SUPPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status[0].toUpperCase() + status.slice(1)}
            </option>
          ))}
        </select>
      </div>
      {onClear && (
        <button type="button" className={styles.clear} onClick={onClear}>
          Clear filters
        </button>
      )}
    </form>
  );
}
