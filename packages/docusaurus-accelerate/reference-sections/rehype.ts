// Rehype plugin for the generated reference pages: the content between two headings that holds one of the
// generator's tables becomes one box, `<div class="reference-section">`, that the browser lays out only near
// the viewport (sections.css). Each table's box already is one, but the paragraphs and boxes around them
// were still laid out as the page parsed: the GraphQL objects page has 483 of these sections, and laying
// them out was most of the work of loading it. Headings stay outside the boxes: the table of contents
// reads their positions on every scroll, which would lay out a box that holds one.
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {isJsx, isReferenceFile, writtenTable, type VFileLike} from '../static-reference-tables/rehype';

export const SECTION_CLASS = 'reference-section';
const HEADING = /^h[1-6]$/;

const isHeading = (node: RootContent) => node.type === 'element' && HEADING.test(node.tagName);
/** Whatever must stay at the top of the module: imports, exports and expressions. */
const isTopLevelOnly = (node: RootContent) => node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression';

/** The box of a run of content, with the estimate of its height: its tables' rows and its other blocks. */
function section(run: RootContent[]): Element | undefined {
  let rows = 0;
  let blocks = 0;
  for (const node of run) {
    const table = isJsx(node) ? writtenTable(node) : undefined;
    if (table) {
      rows += table.rows;
      blocks += table.intro?.match(/<(?:p|li)[\s>]/g)?.length ?? 0;
    } else if (node.type === 'element' || isJsx(node)) blocks += 1;
  }
  if (rows === 0) return undefined;
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [SECTION_CLASS],
      style: `--reference-section-rows:${rows};--reference-section-blocks:${blocks}`,
    },
    children: run as ElementContent[],
  };
}

export type ReferenceSectionsOptions = {
  /** The generated pages, as folders or files relative to a docs version's folder (as static-reference-tables). */
  pages: readonly string[];
};

export default function referenceSections({pages}: ReferenceSectionsOptions) {
  const isReference = isReferenceFile(pages);
  return (tree: Root, file: VFileLike): void => {
    if (!isReference(file)) return;
    const children: RootContent[] = [];
    let run: RootContent[] = [];
    const close = () => {
      // White space before and after the content stays outside its box, where MDX put it.
      const blank = (node: RootContent | undefined) => node?.type === 'text' && node.value.trim() === '';
      let start = 0;
      let end = run.length;
      while (start < end && blank(run[start])) start++;
      while (end > start && blank(run[end - 1])) end--;
      const box = section(run.slice(start, end));
      children.push(...(box ? [...run.slice(0, start), box, ...run.slice(end)] : run));
      run = [];
    };
    for (const node of tree.children) {
      if (isHeading(node) || isTopLevelOnly(node)) {
        close();
        children.push(node);
      } else run.push(node);
    }
    close();
    tree.children = children;
  };
}
