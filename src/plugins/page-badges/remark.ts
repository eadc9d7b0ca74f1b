// The remark plugin of the docs: a page whose front matter sets `availability` or `stage` shows them as
// badges under its title (after the page's own h1, or first in the content, which follows the title the
// theme writes). Static markup: readable without JavaScript, and each badge is a search filter
// (data-pagefind-filter) of the local index, not text of it.
import type {ElementContent} from 'hast';
import type {Root, RootContent} from 'mdast';
import type {Transformer} from 'unified';
import type {VFile} from 'vfile';
import {badgesOf} from './badges.mjs';

const element = (tagName: string, properties: Record<string, unknown>, children: ElementContent[]): ElementContent =>
  ({type: 'element', tagName, properties, children}) as ElementContent;
const text = (value: string): ElementContent => ({type: 'text', value});

/** The badges' markup for a page's front matter, or nothing. */
export function badgeElements(frontMatter: Record<string, unknown>): ElementContent[] {
  const {availability, stage} = badgesOf(frontMatter);
  const groups: ElementContent[] = [];
  const label = (value: string) => element('span', {className: ['page-badges__label']}, [text(value)]);
  if (availability.length > 0)
    groups.push(
      element('span', {className: ['page-badges__group']}, [
        label('Available in'),
        ...availability.map((name: string) =>
          element('span', {className: ['page-badge', 'page-badge--availability'], dataPagefindFilter: 'availability'}, [
            text(name),
          ]),
        ),
      ]),
    );
  if (stage)
    groups.push(
      element('span', {className: ['page-badges__group']}, [
        label('Stage'),
        element(
          'span',
          {
            className: ['page-badge', `page-badge--${stage.value.toLowerCase()}`],
            title: stage.meaning,
            dataPagefindFilter: 'stage',
          },
          [text(stage.label)],
        ),
      ]),
    );
  return groups;
}

export default function remarkPageBadges(): Transformer<Root> {
  return (tree, file: VFile) => {
    const frontMatter = (file.data.frontMatter ?? {}) as Record<string, unknown>;
    const groups = badgeElements(frontMatter);
    if (groups.length === 0) return;
    const node = {
      type: 'pageBadges',
      // Out of the indexed text (search excerpts would read "Available inDataHub Cloud"), while each badge
      // stays a filter: Pagefind still reads filters inside an element ignored for indexing.
      data: {hName: 'div', hProperties: {className: ['page-badges'], dataPagefindIgnore: 'index'}, hChildren: groups},
    } as unknown as RootContent;
    const first = tree.children[0];
    const afterTitle = first?.type === 'heading' && first.depth === 1 ? 1 : 0;
    tree.children.splice(afterTitle, 0, node);
  };
}
