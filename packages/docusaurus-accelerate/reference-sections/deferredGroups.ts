// The browser's side of the deferred reference groups (theme/ReferenceGroup): a group the server wrote inside a
// `<noscript>` is built from that text, which a browser with scripts keeps as text, once React has hydrated it.
// Each group is built in a task of its own: near the viewport (an IntersectionObserver, some screens ahead of
// the reader), for an address's fragment that only it holds (revealFragment, which holdFragment.ts calls), and
// otherwise when the browser is idle (or one after another once it has no idle moment), in page order, so that
// find-in-page soon finds the whole page.
// The built content goes after the `<noscript>`, inside the group's `<div>`. React owns that element and its
// `<noscript>` child and never looks past them; a group's content stays plain HTML, whose links the group's
// click handler passes to the router (the group's onClick, through React's delegation).

/** A group not built yet: its `<noscript>` is still its last child. */
export const PENDING = '.reference-group > noscript:last-child';
/** How far ahead of the viewport a group is built: two screens above and below. */
const AHEAD = '200% 0px';

/** Builds `group` from its `<noscript>`; a group built already is left as it is. */
function build(group: Element): void {
  const source = group.lastChild;
  if (source?.nodeName !== 'NOSCRIPT') return;
  observer?.unobserve(group);
  (source as Element).insertAdjacentHTML('afterend', source.textContent ?? '');
}

let observer: IntersectionObserver | undefined;
let scheduled = false;
/** Set once the browser has gone a whole timeout without an idle moment; see buildNextGroup. */
let busy = false;

/** How long a group waits for an idle moment before it is built anyway. */
const IDLE_TIMEOUT_MS = 1000;

/** Runs `callback` in a task of its own: at the browser's next idle moment, or right away once it is busy. */
function schedule(callback: (deadline?: IdleDeadline) => void): void {
  if (busy) setTimeout(callback, 0);
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  else setTimeout(callback, 50);
}

/**
 * Builds the page's first pending group, then schedules the next while any is left, one group per task. A
 * browser whose frames leave no idle time (a slow device, a busy machine) would otherwise build one group per
 * timeout: on /docs/graphql/objects, 30 s before find-in-page finds the whole page. Once a timeout has run out,
 * the rest come in tasks of their own, between the browser's frames.
 */
function buildNextGroup(): void {
  if (scheduled) return;
  scheduled = true;
  schedule((deadline) => {
    scheduled = false;
    if (deadline?.didTimeout) busy = true;
    const next = document.querySelector(PENDING);
    if (!next) return;
    build(next.parentElement!);
    buildNextGroup();
  });
}

/** Builds `group` when it nears the viewport, or before, when idle; returns what stops watching it. */
export function watchGroup(group: HTMLElement): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) build(entry.target);
    },
    {rootMargin: AHEAD},
  );
  observer.observe(group);
  buildNextGroup();
  return () => observer?.unobserve(group);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Builds the pending group that holds the element of `id`, when the document has no such element yet: the
 * target of an address's fragment, or of a link within the page, in a group not built yet.
 */
export function revealFragment(id: string): void {
  if (document.getElementById(id)) return;
  const needle = ` id="${attribute(id)}"`;
  for (const source of Array.from(document.querySelectorAll(PENDING))) {
    if (source.textContent?.includes(needle)) {
      build(source.parentElement!);
      return;
    }
  }
}
