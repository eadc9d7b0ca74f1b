// A table of the generated reference, from HTML the generator wrote (src/reference/htmlTable.ts), in a
// `.reference-table` box that the browser lays out only near the viewport (src/css/custom.css), sized from
// its row count until then, after the blocks that introduce it (`intro`, HTML too: on the GraphQL pages,
// an entry's description and labels). The generator writes tables as HTML so that the build never parses
// them as MDX; this component gives them back what MDX's elements had:
//   - their ids and links reach Docusaurus's broken-link check (reported while rendering on the server, as
//     Link does);
//   - a click on a link to another page of the site navigates client-side, as Link does, instead of loading
//     the page again.
// docusaurus-accelerate's static-reference-tables renders this component too, for the tables it moves out of
// the browser's bundle.
import React, {useCallback, useMemo, type CSSProperties, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export type Props = {
  /** Rows of the table, nested tables' included: what its height is estimated from. */
  rows: number;
  /** The table's content (`<thead>`, `<tbody>`) as HTML; without it, `children` are the table's. */
  html?: string;
  /** HTML of the blocks before the table that introduce it, in `div.reference-table-intro`. */
  intro?: string;
  children?: ReactNode;
};

const ATTRIBUTE = /\s(id|href)="([^"]*)"/g;
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Reports the ids in `htmls`, and their links within the site (a relative one as the page's address resolves
 * it), to the broken-link check (server rendering only).
 */
function useReportedLinks(...htmls: (string | undefined)[]): void {
  const brokenLinks = useBrokenLinks();
  const {pathname} = useLocation();
  if (typeof window !== 'undefined') return;
  for (const html of htmls) {
    for (const [, name, value] of html?.matchAll(ATTRIBUTE) ?? []) {
      const target = decode(value);
      if (name === 'id') brokenLinks.collectAnchor(target);
      else if (!/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) {
        const url = new URL(target, `http://site${pathname}`);
        brokenLinks.collectLink(url.pathname + url.hash);
      }
    }
  }
}

/**
 * A plain click on a link to another page of this site, as Link would handle it; anything else is the browser's.
 * For a box of server HTML: docusaurus-accelerate's deferred reference groups use it too.
 */
export function useClientSideLinks(): (event: MouseEvent<HTMLElement>) => void {
  const history = useHistory();
  return useCallback(
    (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return; // an anchor
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    },
    [history],
  );
}

export default function ReferenceTable({rows, html, intro, children}: Props): ReactNode {
  useReportedLinks(intro, html);
  const onClick = useClientSideLinks();
  // The same element while the HTML is the same: React sets a table's HTML again whenever its
  // dangerouslySetInnerHTML is a new object, and the router's context renders this component again.
  const table = useMemo(
    () => (html === undefined ? <table>{children}</table> : <table dangerouslySetInnerHTML={{__html: html}} />),
    [html, children],
  );
  const introHtml = useMemo(() => (intro === undefined ? undefined : {__html: intro}), [intro]);
  // The boxes only pass on clicks of the links inside them, which are keyboard-reachable themselves.
  const introBox = introHtml && (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="reference-table-intro" onClick={onClick} dangerouslySetInnerHTML={introHtml} />
  );
  return (
    <>
      {introBox}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="reference-table"
        style={{'--reference-table-rows': rows} as CSSProperties}
        onClick={html === undefined ? undefined : onClick}
      >
        {table}
      </div>
    </>
  );
}
