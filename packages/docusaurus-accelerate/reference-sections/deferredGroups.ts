// The browser's side of the deferred reference groups (theme/ReferenceGroup): a group the server wrote inside a
// `<noscript>` is built from that text, which a browser with scripts keeps as text, once React has hydrated it.
// Each group is built in a task of its own: near the viewport (an IntersectionObserver, some screens ahead of
// the reader), for an address's fragment that only it holds (revealFragment, which holdFragment.ts calls), and
// otherwise when the browser is idle, in page order, so that find-in-page soon finds the whole page.
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
let idleScheduled = false;

const requestIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, {timeout: 1000}) : setTimeout(callback, 50);

/** Builds the page's first pending group, then asks for the next idle moment while any is left. */
function buildWhenIdle(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  requestIdle(() => {
    idleScheduled = false;
    const next = document.querySelector(PENDING);
    if (!next) return;
    build(next.parentElement!);
    buildWhenIdle();
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
  buildWhenIdle();
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
