// The component the site provides for a reference table (the site's src/theme/ReferenceTable): the box
// around a table, and its links reported to the broken-link check. StaticReferenceTable renders it with the
// HTML it found for the table, or with a caption when that HTML could not be loaded; reference-sections' deferred
// groups pass the links of the HTML they build to the router with its click handler.
declare module '@theme/ReferenceTable' {
  import type {MouseEvent, ReactNode} from 'react';

  export type Props = {
    /** Rows of the table, nested tables' included: what its height is estimated from. */
    rows: number;
    /** The table's content (`<thead>`, `<tbody>`) as HTML; without it, `children` are the table's. */
    html?: string;
    /** HTML of the blocks before the table that introduce it. */
    intro?: string;
    children?: ReactNode;
  };
  export default function ReferenceTable(props: Props): ReactNode;
  /** A click handler for a box of server HTML: a plain click on a link to another page of the site navigates client-side. */
  export function useClientSideLinks(): (event: MouseEvent<HTMLElement>) => void;
}
