// The desktop sidebar or table of contents, in a box-less wrapper (`display: contents`, so the sticky
// columns lay out as before). On the server and on a wide window it renders its children. On a narrow
// window it renders nothing, except while the page hydrates: then the wrapper claims the server's HTML
// through an empty `dangerouslySetInnerHTML`, which React neither hydrates nor replaces, and the server's
// nodes stay as they are until theme-classic's next render removes the column
// (unhydrated-desktop-columns/index.ts says why).
import React, {type CSSProperties, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** theme-common's `useWindowSize` breakpoint: wider than this is "desktop" (Infima's CSS uses it too). */
export const DESKTOP_BREAKPOINT = 996;

const NO_BOX: CSSProperties = {display: 'contents'};
const SERVER_HTML = {__html: ''};

export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const hydrated = useIsBrowser();
  if (typeof window === 'undefined' || window.innerWidth > DESKTOP_BREAKPOINT) {
    return <div style={NO_BOX}>{children}</div>;
  }
  if (hydrated) return null;
  return <div style={NO_BOX} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
}
