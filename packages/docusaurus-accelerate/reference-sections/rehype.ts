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
//   - On a long page (its groups' tables over DEFER_ABOVE bytes of HTML), the groups after the first become
//     `<ReferenceGroup>` (theme/ReferenceGroup), which the server writes inside a `<noscript>`: a browser
//     with scripts reads that as text, which costs almost nothing to parse, and builds the group from it
//     near the viewport, for a link to something in it, or when idle (deferredGroups.ts). On the objects page
//     (870 KB) the parser's 10 ms slices after the first paint were the page's long tasks; a browser without
//     scripts shows the groups as they were.
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {MdxjsEsmHast} from 'mdast-util-mdxjs-esm';
import {isJsx, isReferenceFile, numberAttribute, writtenTable, type VFileLike} from '../static-reference-tables/rehype';

export const SECTION_CLASS = 'reference-section';
export const GROUP_CLASS = 'reference-group';
/** Headings per group: 483 on the objects page make 31 groups, a few screens each. */
export const GROUP_HEADINGS = 16;
/**
 * The HTML of a page's tables (and their intros) in groups above which its groups after the first are
 * deferred: the GraphQL objects (of the current and the frozen version), the input objects and the environment
 * variables. Not the GraphQL mutations or queries (pages of 190 and 120 KB), which the parser reads in a few
 * slices, nor the CLI reference, whose groups hold code blocks.
 */
export const DEFER_ABOVE = 100_000;
/** The component of a deferred group, the module it comes from, and that module's fallback for a page whose scripts fail. */
export const DEFERRED_GROUP = 'ReferenceGroup';
export const DEFERRED_GROUP_MODULE = '@theme/ReferenceGroup';
export const DEFERRED_GROUPS_FALLBACK = 'DeferredGroupsFallback';
const HEADING = /^h[1-6]$/;

const isHeading = (node: RootContent) => node.type === 'element' && HEADING.test(node.tagName);
/** A heading a group may hold: the page's title (h1) stays in the page's flow, where its style expects it. */
const isGroupedHeading = (node: RootContent) => isHeading(node) && (node as Element).tagName !== 'h1';

type Estimate = {rows: number; blocks: number};
/** The estimate of each section box made here, which its group adds up. */
const estimates = new WeakMap<Element, Estimate>();
type GroupFacts = {headings: number; sections: number; rows: number; blocks: number; bytes: number; static: boolean};
/** What each group made here holds: its estimate, its tables' HTML bytes and whether it may be deferred. */
const groups = new WeakMap<Element, GroupFacts>();

/**
 * Elements whose server HTML works without React: a deferred group is built from that HTML, so it may hold
 * these and the generator's written tables only, not a code block (its copy button), an image (its
 * Enlarge button), a `<details>` or any other component.
 */
const STATIC_TAGS = new Set(
  'h2 h3 h4 h5 h6 p ul ol li a code strong em b i br hr blockquote table thead tbody tr th td div span sup sub del kbd'.split(
    ' ',
  ),
);
/** Whether `node` renders as the same HTML with or without React (see STATIC_TAGS). */
function isStatic(node: RootContent | ElementContent): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  if (node.type === 'element') return STATIC_TAGS.has(node.tagName) && node.children.every(isStatic);
  if (!isJsx(node)) return false;
  // An element written as JSX (`<p style={{...}}>`, which MDX gives to no component), without handlers.
  const inert = node.attributes.every(
    (attribute) => attribute.type === 'mdxJsxAttribute' && !/^on[A-Z]|^ref$/.test(attribute.name),
  );
  if (node.name !== null && STATIC_TAGS.has(node.name) && inert) return node.children.every(isStatic);
  return writtenTable(node) !== undefined;
}
/** The bytes of the written tables' HTML (and their intros') in `node`. */
function tableBytes(node: RootContent | ElementContent): number {
  const table = isJsx(node) ? writtenTable(node) : undefined;
  if (table) return table.html.length + (table.intro?.length ?? 0);
  return 'children' in node ? node.children.reduce((sum, child) => sum + tableBytes(child), 0) : 0;
}
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
  const box: Element = {
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
  const bytes = run.reduce((sum, node) => sum + tableBytes(node), 0);
  groups.set(box, {headings, sections, rows, blocks, bytes, static: run.every(isStatic)});
  return box;
}

/** `<ReferenceGroup headings sections rows blocks>` with the group's content. */
function deferredGroup(box: Element, facts: GroupFacts): MdxJsxFlowElementHast {
  const {headings, sections, rows, blocks} = facts;
  return {
    type: 'mdxJsxFlowElement',
    name: DEFERRED_GROUP,
    attributes: Object.entries({headings, sections, rows, blocks}).map(([name, value]) => numberAttribute(name, value)),
    children: box.children,
  };
}

/** `import ReferenceGroup, {DeferredGroupsFallback} from '@theme/ReferenceGroup'`. */
const importDeferredGroup = (): MdxjsEsmHast => ({
  type: 'mdxjsEsm',
  value: '',
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [
            {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: DEFERRED_GROUP}},
            {
              type: 'ImportSpecifier',
              imported: {type: 'Identifier', name: DEFERRED_GROUPS_FALLBACK},
              local: {type: 'Identifier', name: DEFERRED_GROUPS_FALLBACK},
            },
          ],
          source: {type: 'Literal', value: DEFERRED_GROUP_MODULE},
          attributes: [],
        },
      ],
    },
  },
});

/**
 * `nodes` (the page's, grouped) with the groups deferred that may be: on a page whose groups' tables are over
 * DEFER_ABOVE bytes, the groups after the first, from the page's end back to the first group that holds
 * something other than static content (STATIC_TAGS) or to a table outside a group. So every deferred table
 * comes after every table the browser hydrates, which is how StaticReferenceTable finds a hydrated table's
 * HTML in the page (by its position). After the last deferred group comes `<DeferredGroupsFallback />`.
 * Returns whether any group was deferred.
 */
function deferred(nodes: RootContent[]): boolean {
  const facts = (node: RootContent) => (node.type === 'element' ? groups.get(node) : undefined);
  const first = nodes.findIndex((node) => facts(node) !== undefined);
  const bytes = nodes.reduce((sum, node) => sum + (facts(node)?.bytes ?? 0), 0);
  if (first === -1 || bytes <= DEFER_ABOVE) return false;
  let last: number | undefined;
  for (let index = nodes.length - 1; index > first; index--) {
    const node = nodes[index]!;
    const group = facts(node);
    if (group?.static) {
      nodes[index] = deferredGroup(node as Element, group);
      last ??= index;
    } else if (group || tableBytes(node) > 0) break;
  }
  if (last === undefined) return false;
  nodes.splice(last + 1, 0, {type: 'mdxJsxFlowElement', name: DEFERRED_GROUPS_FALLBACK, attributes: [], children: []});
  return true;
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
    if (deferred(tree.children)) tree.children.unshift(importDeferredGroup());
  };
}
