// A table of the generated reference, from HTML the generator wrote (src/reference/htmlTable.ts), in a
// `.reference-table` box that the browser lays out only near the viewport (src/css/custom.css), sized from
// its row count until then. The generator writes tables as HTML so that the build never parses them as MDX;
// this component gives them back what MDX's elements had:
//   - their ids and links reach Docusaurus's broken-link check (reported while rendering on the server, as
//     Link does);
//   - a click on a link to another page of the site navigates client-side, as Link does, instead of loading
//     the page again.
// docusaurus-accelerate's static-reference-tables renders this component too, for the tables it moves out of
// the browser's bundle.
import React, {useCallback, useMemo, type CSSProperties, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export type Props = {
  /** Rows of the table, nested tables' included: what its height is estimated from. */
  rows: number;
  /** The table's content (`<thead>`, `<tbody>`) as HTML; without it, `children` are the table's. */
  html?: string;
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

/** Reports the table's ids, and its links within the site, to the broken-link check (server rendering only). */
function useReportedLinks(html: string | undefined): void {
  const brokenLinks = useBrokenLinks();
  if (typeof window !== 'undefined' || html === undefined) return;
  for (const [, name, value] of html.matchAll(ATTRIBUTE)) {
    const target = decode(value);
    if (name === 'id') brokenLinks.collectAnchor(target);
    else if (target.startsWith('#') || target.startsWith('/')) brokenLinks.collectLink(target);
  }
}

/** A plain click on a link to another page of this site, as Link would handle it; anything else is the browser's. */
function useClientSideLinks(): (event: MouseEvent<HTMLElement>) => void {
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

export default function ReferenceTable({rows, html, children}: Props): ReactNode {
  useReportedLinks(html);
  const onClick = useClientSideLinks();
  // The same element while the HTML is the same: React sets a table's HTML again whenever its
  // dangerouslySetInnerHTML is a new object, and the router's context renders this component again.
  const table = useMemo(
    () => (html === undefined ? <table>{children}</table> : <table dangerouslySetInnerHTML={{__html: html}} />),
    [html, children],
  );
  return (
    // The box only passes on clicks of the links inside it, which are keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="reference-table"
      style={{'--reference-table-rows': rows} as CSSProperties}
      onClick={html === undefined ? undefined : onClick}
    >
      {table}
    </div>
  );
}
