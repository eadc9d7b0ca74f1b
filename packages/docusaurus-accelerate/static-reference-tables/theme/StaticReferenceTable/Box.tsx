// The markup of a reference table: the table MDX rendered, in a `.reference-table` box that the browser lays
// out only near the viewport (src/css/custom.css), sized from its row count until then.
import React, {type CSSProperties, type ReactNode} from 'react';

export type BoxProps = {
  /** Rows of the table, nested tables' included. */
  rows: number;
  /** The table's content as HTML; without it, `children` are the table's. */
  html?: string;
  children?: ReactNode;
};

export default function ReferenceTableBox({rows, html, children}: BoxProps): ReactNode {
  return (
    <div className="reference-table" style={{'--reference-table-rows': rows} as CSSProperties}>
      {html === undefined ? <table>{children}</table> : <table dangerouslySetInnerHTML={{__html: html}} />}
    </div>
  );
}
