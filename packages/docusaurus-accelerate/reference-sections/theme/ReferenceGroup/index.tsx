// A deferred group of a generated reference page (docusaurus-accelerate/reference-sections, rehype.ts): a run of
// headings with their sections, after the page's first group, on a long page.
//   - On the server, its content goes inside a `<noscript>`. A browser without scripts shows it as it is; a
//     browser with scripts keeps it as text, which its parser reads far faster than the elements.
//   - When the page hydrates, React keeps that `<noscript>` as the server wrote it (React renders no children
//     of a `<noscript>` in the browser), and deferredGroups.ts builds the group from its text after hydration.
//     Until then the group is a box of its estimated height (sections.css).
//   - A group that mounts after hydration (a page reached by client-side navigation) renders its content as
//     any other group does.
//   - A page whose scripts fail builds its groups without React (DeferredGroupsFallback).
// The estimate of its height (its headings, sections, rows and other blocks) comes as props.
import React, {useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode} from 'react';
import {useClientSideLinks} from '@theme/ReferenceTable';
import {PENDING, watchGroup} from '../../deferredGroups';

export type Props = {headings: number; sections: number; rows: number; blocks: number; children?: ReactNode};

const subscribe = () => () => {};

export default function ReferenceGroup({headings, sections, rows, blocks, children}: Props): ReactNode {
  // True on the server and while hydrating (React reads the server's snapshot then), false in a render after.
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  // Whether this group's content is the server's `<noscript>`: decided when it mounts, for its whole life.
  const [deferred] = useState(hydrating);
  const box = useRef<HTMLDivElement>(null);
  const onClick = useClientSideLinks();
  useEffect(() => (deferred && box.current ? watchGroup(box.current) : undefined), [deferred]);
  const style = {
    '--reference-group-headings': headings,
    '--reference-group-sections': sections,
    '--reference-group-rows': rows,
    '--reference-group-blocks': blocks,
  } as CSSProperties;
  if (!deferred)
    return (
      <div className="reference-group" style={style}>
        {children}
      </div>
    );
  return (
    // Its built content's links are passed to the router here; they are keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="reference-group" style={style} ref={box} onClick={onClick}>
      <noscript>{children}</noscript>
    </div>
  );
}

/**
 * The page's deferred groups built without React, in the page's one inline script (its CSP hash is the build's,
 * as for every inline script): when one of the site's own scripts fails to load (`/assets/js/`, not a third
 * party's that a blocker stops), or when the page has not hydrated 20 s after it loaded. A page whose scripts
 * never run would otherwise keep only its first group. Should hydration still come, React meets the built
 * groups, reports the mismatch and renders the page afresh, in full.
 */
export const BUILD_WITHOUT_REACT = `(function () {
  var done = false;
  function build() {
    if (done || document.documentElement.dataset.hasHydrated === 'true') return;
    done = true;
    document.querySelectorAll('${PENDING}').forEach(function (source) {
      source.insertAdjacentHTML('afterend', source.textContent);
    });
  }
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target.tagName === 'SCRIPT' && /\\/assets\\/js\\//.test(target.src)) build();
  }, true);
  addEventListener('load', function () {
    setTimeout(build, 20000);
  });
})();`;

/** Renders BUILD_WITHOUT_REACT, once per page that has deferred groups, after them (rehype.ts). */
export function DeferredGroupsFallback(): ReactNode {
  return <script dangerouslySetInnerHTML={{__html: BUILD_WITHOUT_REACT}} />;
}
