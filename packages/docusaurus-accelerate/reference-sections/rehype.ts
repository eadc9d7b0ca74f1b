// Rehype plugin for the generated reference pages: their content is laid out only near the viewport, in
// boxes with `content-visibility: auto` (sections.css), at two levels.
//   - The content between two headings that holds one of the generator's tables becomes one box,
//     `<div class="reference-section">`. Each table's box already is one, but the paragraphs and boxes around
//     them were still laid out as the page parsed: the GraphQL objects page has 483 of these sections.
//   - Runs of headings with their content become groups of GROUP_HEADINGS headings,
//     `<div class="reference-group">`. With the headings and section boxes in the page's own flow, the
//     browser still laid out 3,600 boxes of the objects page as it parsed it, most of them again each time
//     the parser added some (a task of 10-60 ms after each of its 10 ms slices); a group far from the
//     viewport is one box. A heading in a group keeps its place for the table of contents, which reads the
//     headings' positions: the browser lays out the group for it, and the sections in it stay boxes.
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {isJsx, isReferenceFile, writtenTable, type VFileLike} from '../static-reference-tables/rehype';

export const SECTION_CLASS = 'reference-section';
export const GROUP_CLASS = 'reference-group';
/** Headings per group: 483 on the objects page make 31 groups, a few screens each. */
export const GROUP_HEADINGS = 16;
const HEADING = /^h[1-6]$/;

const isHeading = (node: RootContent) => node.type === 'element' && HEADING.test(node.tagName);
/** A heading a group may hold: the page's title (h1) stays in the page's flow, where its style expects it. */
const isGroupedHeading = (node: RootContent) => isHeading(node) && (node as Element).tagName !== 'h1';

type Estimate = {rows: number; blocks: number};
/** The estimate of each section box made here, which its group adds up. */
const estimates = new WeakMap<Element, Estimate>();
/** White space between blocks, which stays outside the boxes, where MDX put it. */
const isBlank = (node: RootContent | undefined) => node?.type === 'text' && node.value.trim() === '';
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
  const box: Element = {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [SECTION_CLASS],
      style: `--reference-section-rows:${rows};--reference-section-blocks:${blocks}`,
    },
    children: run as ElementContent[],
  };
  estimates.set(box, {rows, blocks});
  return box;
}

/**
 * The box of a run of headings and their content, with the estimate of its height: its headings, its section
 * boxes (their estimates) and its other blocks; or undefined when it holds no section box.
 */
function group(run: RootContent[]): Element | undefined {
  let headings = 0;
  let sections = 0;
  let rows = 0;
  let blocks = 0;
  for (const node of run) {
    const estimate = node.type === 'element' ? estimates.get(node) : undefined;
    if (estimate) {
      sections += 1;
      rows += estimate.rows;
      blocks += estimate.blocks;
    } else if (isHeading(node)) headings += 1;
    else if (node.type === 'element' || isJsx(node)) blocks += 1;
  }
  if (sections === 0) return undefined;
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [GROUP_CLASS],
      style:
        `--reference-group-headings:${headings};--reference-group-sections:${sections};` +
        `--reference-group-rows:${rows};--reference-group-blocks:${blocks}`,
    },
    children: run as ElementContent[],
  };
}

/**
 * `nodes` (the page's, sections made) with each run of headings and their content, from a heading (not the
 * title) to the next title, import, export or expression, in groups of GROUP_HEADINGS headings.
 */
function grouped(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: RootContent[] = [];
  let headings = 0;
  const close = () => {
    let end = run.length;
    while (end > 0 && isBlank(run[end - 1])) end--;
    const box = group(run.slice(0, end));
    out.push(...(box ? [box, ...run.slice(end)] : run));
    run = [];
    headings = 0;
  };
  for (const node of nodes) {
    if (isGroupedHeading(node)) {
      if (headings === GROUP_HEADINGS) close();
      headings += 1;
      run.push(node);
    } else if (headings > 0 && !isTopLevelOnly(node) && !isHeading(node)) run.push(node);
    else {
      if (headings > 0) close();
      out.push(node);
    }
  }
  if (headings > 0) close();
  return out;
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
      let start = 0;
      let end = run.length;
      while (start < end && isBlank(run[start])) start++;
      while (end > start && isBlank(run[end - 1])) end--;
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
    tree.children = grouped(children);
  };
}
