// On a phone, theme-classic renders the desktop layout's docs sidebar and table of contents for
// hydration (the server cannot know the window's width), hides them with CSS, and removes them in the
// render that follows hydration, when `useWindowSize` reports "mobile". Hydrating them first costs the
// most on the longest pages: /docs/graphql/objects has 483 entries in its table of contents, each
// hydrated, highlighted once (`useTOCHighlight` measures every heading) and then deleted. This patch
// wraps both in an element that, on a narrow window, claims the server's HTML without hydrating it
// (an empty `dangerouslySetInnerHTML`, which React leaves alone), so that none of it is hydrated before
// theme-classic's own render removes it; a client-side navigation on a phone does not build them
// either. On a wide window only the wrapper is new (`display: contents`: no box of its own). No
// upstream code is rewritten: theme components wrap theme-classic's (`@theme-init/...`).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function unhydratedDesktopColumns(): Plugin {
  return {
    name: 'unhydrated-desktop-columns',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
