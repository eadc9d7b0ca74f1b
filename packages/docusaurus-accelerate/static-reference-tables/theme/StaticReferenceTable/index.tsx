// One table of a generated reference page, from its HTML (docusaurus-accelerate/static-reference-tables),
// rendered by the site's `@theme/ReferenceTable` (its box, and its links reported to the broken-link check).
// Where the HTML comes from:
//   - server rendering: `tables` is the page's list of table HTML;
//   - hydration of a page opened directly: the HTML the server wrote, read from the page, so the browser's
//     bundle carries none of it (a table mounted again after hydration, as Docusaurus's Tabs do, too);
//   - a page reached by client-side navigation: `tables` loads the list (one chunk per page, shared by its
//     tables); the box keeps its estimated height until then.
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
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
 * The tables in the document when the first table renders in the browser, in page order, with that page's
 * `tables` (which tells its tables from another page's), listed once (a live list would be walked again for
 * each table whenever hydration touched the document). The first table to render in the browser is one of
 * the page opened directly, as it hydrates; or, when that page had none, one of the first reference page
 * reached by client-side navigation, while the document holds no table yet.
 */
let serverPage: {tables: Props['tables']; elements: Element[]} | undefined;

/**
 * The HTML the server wrote for the `index`-th table of the page whose tables are `tables`, while that table
 * is in the document: when the page hydrates, and when part of it mounts again after hydration (Docusaurus's
 * Tabs do: their key is whether the page is a browser page). Undefined on any other page.
 */
function serverTableHtml(tables: Props['tables'], index: number): string | undefined {
  serverPage ??= {tables, elements: Array.from(document.querySelectorAll('.reference-table > table'))};
  const element = serverPage.tables === tables ? serverPage.elements[index] : undefined;
  return element?.isConnected ? element.innerHTML : undefined;
}

/** Asks every table of a page whose load failed to try again (any of their buttons does it for all). */
const retries = new EventTarget();

export default function StaticReferenceTable({index, rows, tables}: Props): ReactNode {
  const [html, setHtml] = useState<string | undefined>(() =>
    typeof tables === 'function' ? serverTableHtml(tables, index) : tables[index],
  );
  const [failed, setFailed] = useState(false);
  // The same element while the HTML is the same: a table renders again whenever the page does (once the
  // page has hydrated, for one), and a table whose HTML is set again is parsed again (600 tables on the
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
