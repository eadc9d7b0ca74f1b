import type {ReactNode} from 'react';
import {BUTTON_CLASS, ICON_PATHS} from './markup';

/** The "Enlarge" button of a frame; it does nothing itself: client.ts listens for clicks on the page. */
export default function ZoomButton({label}: {label: string}): ReactNode {
  return (
    <button type="button" className={BUTTON_CLASS} aria-label={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {ICON_PATHS.map((d) => (
          <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ))}
      </svg>
    </button>
  );
}
