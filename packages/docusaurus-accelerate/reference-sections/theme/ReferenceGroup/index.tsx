// A deferred group of a generated reference page (docusaurus-accelerate/reference-sections, rehype.ts): a run of
// headings with their sections, after the page's first group, on a long page.
//   - On the server, its content goes inside a `<noscript>`. A browser without scripts shows it as it is; a
//     browser with scripts keeps it as text, which its parser reads far faster than the elements.
//   - When the page hydrates, React keeps that `<noscript>` as the server wrote it (React renders no children
//     of a `<noscript>` in the browser), and deferredGroups.ts builds the group from its text after hydration.
//     Until then the group is a box of its estimated height (sections.css).
//   - A group that mounts after hydration (a page reached by client-side navigation) renders its content as
//     any other group does.
// The estimate of its height (its headings, sections, rows and other blocks) comes as props.
import React, {useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode} from 'react';
import {useClientSideLinks} from '@theme/ReferenceTable';
import {watchGroup} from '../../deferredGroups';

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
