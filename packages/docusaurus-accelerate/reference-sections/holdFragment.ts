// Client module of reference-sections: a link to a heading or row far down a reference page keeps it where the
// browser put it while the lazily laid-out boxes near it are laid out.
//
// The browser scrolls to a URL's fragment with the boxes above it at their estimated heights (sections.css,
// and the site's .reference-table). Those near the viewport are then laid out and take their real heights,
// which moves the target, and the browser's scroll anchoring does not follow: on /docs/graphql/objects a type
// linked by its anchor ended 57 px above the window's top, or 126 px below where it should be. So while the
// page settles, each change of the content's size scrolls the target back to its place (its scroll margin
// from the top), until the reader scrolls, types or taps, or a few seconds have passed. A target that is not
// on the page yet (a table's rows after a client-side navigation, a heading in a deferred group) is put at its
// place when it arrives; a deferred group that holds it is built at once (deferredGroups.ts).
import type {ClientModule} from '@docusaurus/types';
import {revealFragment} from './deferredGroups';

/** How long after a navigation to a fragment its target is held in place, at most. */
export const HOLD_MS = 3000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let release: (() => void) | null = null;

/**
 * Holds the element of `id` at its scroll margin from the window's top; returns what ends the hold. An element
 * not there yet is waited for: after a client-side navigation a reference table's rows arrive as a chunk of
 * their own, after the router looked for the fragment, so nothing scrolled to it.
 */
export function holdFragment(id: string, win: Window & typeof globalThis = window): () => void {
  const {document} = win;
  let target = document.getElementById(id);
  const place = () => parseFloat(win.getComputedStyle(target!).scrollMarginTop) || 0;
  const resized = new win.ResizeObserver(() => {
    const drift = target!.getBoundingClientRect().top - place();
    if (Math.abs(drift) >= 1) win.scrollBy(0, drift);
  });
  const hold = () => {
    const content = target!.closest('.markdown');
    // Observing starts with a first report, which puts a target that arrived late at its place.
    if (content) resized.observe(content);
  };
  const arrived = new win.MutationObserver(() => {
    target = document.getElementById(id);
    if (!target) return;
    arrived.disconnect();
    hold();
  });
  const end = () => {
    resized.disconnect();
    arrived.disconnect();
    win.clearTimeout(timer);
    for (const type of READER_INPUT) win.removeEventListener(type, end, true);
  };
  const timer = win.setTimeout(end, HOLD_MS);
  for (const type of READER_INPUT) win.addEventListener(type, end, {capture: true, passive: true});
  if (target) hold();
  else arrived.observe(document.body, {childList: true, subtree: true});
  return end;
}

/** Whether the page was opened afresh (a link or the address bar), not reloaded or reached by Back. */
function openedAfresh(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !navigation || navigation.type === 'navigate';
}

const module: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    release?.();
    release = null;
    // On Back and Forward, and on a reload, the browser puts the reader back where they were, not at the target.
    const first = previousLocation === null;
    if (!location.hash || (first && !openedAfresh())) return;
    const id = decodeURIComponent(location.hash.slice(1));
    revealFragment(id);
    release = holdFragment(id);
  },
};

export default module;
