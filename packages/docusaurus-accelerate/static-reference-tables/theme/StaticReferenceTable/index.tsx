// One table of a generated reference page, from its HTML (docusaurus-accelerate/static-reference-tables),
// rendered by the site's `@theme/ReferenceTable` (its box, and its links reported to the broken-link check).
// Where the HTML comes from:
//   - server rendering: `tables` is the page's list of table HTML;
//   - hydration of a page opened directly: the HTML the server wrote, read from the page, so the browser's
//     bundle carries none of it;
//   - a page reached by client-side navigation: `tables` loads the list (one chunk per page, shared by its
//     tables); the box keeps its estimated height until then.
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ReferenceTable from '@theme/ReferenceTable';

type LoadTables = () => Promise<{default: readonly string[]}>;

export type Props = {
  /** The table's position among the page's reference tables. */
  index: number;
  /** Its rows, nested tables' included: what its height is estimated from. */
  rows: number;
  /** The page's table HTML, or (in the browser's production bundle) a function that loads it. */
  tables: readonly string[] | LoadTables;
};

const loading = new WeakMap<LoadTables, Promise<readonly string[]>>();

/** The page's tables, loaded once for all of them; a failed load is tried again by the next caller. */
function loadTables(load: LoadTables): Promise<readonly string[]> {
  let tables = loading.get(load);
  if (!tables) {
    tables = load().then((module) => module.default);
    loading.set(load, tables);
    tables.catch(() => loading.delete(load));
  }
  return tables;
}

/**
 * The tables the server wrote, in page order, listed once while the page hydrates (a live list would be
 * walked again for each table whenever hydration touched the document).
 */
let serverTables: Element[] | undefined;

/** While the page hydrates: the HTML the server wrote for the page's `index`-th table. */
function serverTableHtml(index: number): string | undefined {
  serverTables ??= Array.from(document.querySelectorAll('.reference-table > table'));
  return serverTables[index]?.innerHTML;
}

/** Asks every table of a page whose load failed to try again (any of their buttons does it for all). */
const retries = new EventTarget();

export default function StaticReferenceTable({index, rows, tables}: Props): ReactNode {
  // Server rendering and hydration are the renders before the page is a browser page (lazy-prism's code
  // blocks decide the same way).
  const isBrowser = useIsBrowser();
  const [html, setHtml] = useState<string | undefined>(() => {
    if (typeof tables !== 'function') return tables[index];
    return isBrowser ? undefined : serverTableHtml(index);
  });
  const [failed, setFailed] = useState(false);
  // The same element while the HTML is the same: every table renders again once the page has hydrated
  // (useIsBrowser turns true), and a table whose HTML is set again is parsed again (600 tables on the
  // objects page, ~500 ms of a 4x-slowed CPU).
  const table = useMemo(() => <ReferenceTable rows={rows} html={html ?? ''} />, [rows, html]);
  useEffect(() => {
    if (html !== undefined || failed || typeof tables !== 'function') return undefined;
    let current = true;
    loadTables(tables).then(
      (list) => current && setHtml(list[index] ?? ''),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [html, failed, tables, index]);
  useEffect(() => {
    if (!failed) return undefined;
    const retry = (event: Event) => {
      if ((event as CustomEvent<unknown>).detail === tables) setFailed(false);
    };
    retries.addEventListener('retry', retry);
    return () => retries.removeEventListener('retry', retry);
  }, [failed, tables]);

  if (failed)
    return (
      <ReferenceTable rows={1}>
        <caption>
          This table could not be loaded.{' '}
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => retries.dispatchEvent(new CustomEvent('retry', {detail: tables}))}
          >
            Try again
          </button>
        </caption>
      </ReferenceTable>
    );
  return table;
}
