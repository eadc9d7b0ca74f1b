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
  /** The position of the table's HTML in the page's list (`tables`). */
  index: number;
  /** The position of its intro's HTML in that list, when it has one. */
  intro?: number;
  /** Its rows, nested tables' included: what its height is estimated from. */
  rows: number;
  /** The page's tables' and intros' HTML, or (in the browser's production bundle) a function that loads it. */
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
 * The elements whose HTML the page's list holds, as the server wrote them, in page order. A long page's
 * deferred groups (reference-sections) hold their tables as text, which React never hydrates; they come after
 * every table it does, so the i-th element is still the i-th block of the list.
 */
const SERVER_BLOCKS = '.reference-table > table, .reference-table-intro';

/**
 * Those elements in the document when the first table renders in the browser, in page order, with that page's
 * `tables` (which tells its tables from another page's), listed once (a live list would be walked again for
 * each table whenever hydration touched the document). The first table to render in the browser is one of
 * the page opened directly, as it hydrates; or, when that page had none, one of the first reference page
 * reached by client-side navigation, while the document holds no table yet.
 */
let serverPage: {tables: Props['tables']; elements: Element[]} | undefined;

/**
 * The HTML the server wrote for the `index`-th block (table or intro) of the page whose tables are `tables`,
 * while that block is in the document: when the page hydrates, and when part of it mounts again after
 * hydration (Docusaurus's Tabs do: their key is whether the page is a browser page). Undefined on any other
 * page.
 */
function serverHtml(tables: Props['tables'], index: number): string | undefined {
  serverPage ??= {tables, elements: Array.from(document.querySelectorAll(SERVER_BLOCKS))};
  const element = serverPage.tables === tables ? serverPage.elements[index] : undefined;
  return element?.isConnected ? element.innerHTML : undefined;
}

/** Asks every table of a page whose load failed to try again (any of their buttons does it for all). */
const retries = new EventTarget();

type Blocks = {html?: string; intro?: string};

export default function StaticReferenceTable({index, intro, rows, tables}: Props): ReactNode {
  const [{html, intro: introHtml}, setBlocks] = useState<Blocks>(() => {
    const read = (i: number) => (typeof tables === 'function' ? serverHtml(tables, i) : tables[i]);
    return {html: read(index), intro: intro === undefined ? undefined : read(intro)};
  });
  const [failed, setFailed] = useState(false);
  // The same element while the HTML is the same: a table renders again whenever the page does (once the
  // page has hydrated, for one), and a table whose HTML is set again is parsed again (600 tables on the
  // objects page, ~500 ms of a 4x-slowed CPU).
  const table = useMemo(
    () => <ReferenceTable rows={rows} html={html ?? ''} intro={intro === undefined ? undefined : (introHtml ?? '')} />,
    [rows, html, intro, introHtml],
  );
  useEffect(() => {
    if (html !== undefined || failed || typeof tables !== 'function') return undefined;
    let current = true;
    loadTables(tables).then(
      (list) => current && setBlocks({html: list[index] ?? '', intro: intro === undefined ? undefined : list[intro]}),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [html, failed, tables, index, intro]);
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
