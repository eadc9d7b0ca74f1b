// The GraphQL reference's tables as HTML: docusaurus-graphql-plugin writes each as a `<table>` block of JSX
// in its Markdown, which the build would parse as MDX. Each becomes a `<ReferenceTable>` (htmlTable.ts) with
// the HTML MDX rendered for it, which the unit tests and a comparison of every built page hold equal.
// The blocks between an entry's heading and its table (its description, "Entity reference", "Implements"
// and the "Fields" label) go into the same element as its `intro`: the objects page has 483 entries, and
// as MDX their ~2,000 elements were most of what its page component created, and hydrated, in one call.
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {toHast} from 'mdast-util-to-hast';
import {visit} from 'unist-util-visit';
import type {Element, ElementContent} from 'hast';
import {TABLE_IMPORT, escapeHtml, inlineHtml, linkProperties, reactHtml, referenceTable} from './htmlTable';

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const PHRASING = new Set(['a', 'br', 'code', 'em', 'strong']);
const isWhitespace = (node: ElementContent) => node.type === 'text' && !node.value.trim();
const isPhrasing = (node: ElementContent) =>
  node.type === 'text' || node.type === 'raw' || (node.type === 'element' && PHRASING.has(node.tagName));

/** Phrasing content on lines of its own, as MDX reads it: a paragraph, without the line breaks around it. */
function paragraph(children: ElementContent[]): Element {
  const content = children.map((child) => ({...child}));
  const [first, last] = [content[0], content.at(-1)];
  if (first?.type === 'text') first.value = first.value.trimStart();
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return {type: 'element', tagName: 'p', properties: {}, children: content};
}

/**
 * An element of the plugin's HTML as MDX rendered it: table parts lose their whitespace, and an element whose
 * content starts on a line of its own holds blocks, loose phrasing becoming a paragraph (`<td>\nname<br />`).
 */
function asMdxRendered(element: Element): Element {
  const children = element.children.map((child) =>
    child.type === 'element' ? asMdxRendered(child) : child.type === 'text' ? markdownText(child.value) : child,
  );
  const first = element.children[0];
  if (TABLE_PARTS.has(element.tagName)) return {...element, children: children.filter((c) => !isWhitespace(c))};
  if (first?.type !== 'text' || !first.value.startsWith('\n')) return {...element, children};
  const blocks: ElementContent[] = [];
  let run: ElementContent[] = [];
  const endRun = () => {
    if (run.some((node) => !isWhitespace(node))) blocks.push(paragraph(run));
    run = [];
  };
  for (const child of children) {
    if (isPhrasing(child)) run.push(child);
    else if (child.type === 'element') {
      endRun();
      blocks.push(child);
    }
  }
  endRun();
  return {...element, children: blocks};
}

/**
 * Text as MDX read it: Markdown. The plugin renders descriptions to HTML, but writes a deprecation reason as
 * it is (`<blockquote>Deprecated: Use \`orFilters\`</blockquote>`), so its code spans are still Markdown.
 */
function markdownText(value: string): ElementContent {
  if (!value.includes('`')) return {type: 'text', value};
  const [, before, markdown, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(value)!;
  return {type: 'raw', value: `${before}${inlineHtml(markdown)}${after}`};
}

const rowsOf = (node: ElementContent): number =>
  node.type !== 'element'
    ? 0
    : (node.tagName === 'tr' ? 1 : 0) + node.children.reduce((sum, child) => sum + rowsOf(child), 0);

const REFERENCES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"};
const decode = (text: string) =>
  text.replace(/&(#?\w+);/g, (reference, name: string) => {
    if (!(name in REFERENCES)) throw new Error(`docusaurus-graphql-plugin wrote ${reference}, which is not read here`);
    return REFERENCES[name];
  });
const VOID = new Set(['br']);
/** A tag with its attributes (`name="value"`, as the plugin and marked write them), or text. */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*\/?>|([^<]+)/g;

/**
 * The plugin's table markup as hast. It is regular (tags, quoted attributes, escaped text), so a tokenizer
 * reads it in a tenth of the time an HTML parser takes; anything else in it stops the generator.
 */
function parseTable(block: string): Element {
  const root: Element = {type: 'element', tagName: 'root', properties: {}, children: []};
  const open = [root];
  let read = 0;
  for (const token of block.matchAll(TOKEN)) {
    if (token.index !== read) break;
    read += token[0].length;
    const [, closing, tagName, attributes, text] = token;
    const parent = open.at(-1)!;
    if (text !== undefined) parent.children.push({type: 'text', value: decode(text)});
    else if (closing) {
      if (parent.tagName !== tagName) throw new Error(`</${tagName}> closes <${parent.tagName}>`);
      open.pop();
    } else {
      const properties = Object.fromEntries(
        [...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]),
      );
      const element: Element = {type: 'element', tagName, properties, children: []};
      parent.children.push(element);
      if (!VOID.has(tagName)) open.push(element);
    }
  }
  const [table] = root.children;
  if (read !== block.length || open.length !== 1 || root.children.length !== 1 || table.type !== 'element')
    throw new Error(`docusaurus-graphql-plugin wrote a table this cannot read: ${block.slice(read, read + 80)}`);
  return table;
}

/** The plugin's label above a list or table: `<p style={{ marginBottom: "0.4em" }}><strong>Fields</strong></p>`. */
const LABEL = /^<p style=\{\{ marginBottom: "0\.4em" \}\}><strong>([A-Za-z ]+)<\/strong><\/p>$/;
/** A line that would start a block other than a paragraph or a bullet list: the intro does not render those. */
const OTHER_BLOCK = /^(?:[<>#|{]|```|~~~|\d+[.)](?:\s|$)|[*+](?:\s|$)| {4})/m;
/** A paragraph without Markdown or character references: its text is its HTML. */
const PLAIN_PARAGRAPH = /^[^`*_[\]<>\\&|~!:@\n]*$/;

/** One block of an entry's intro (a label, a paragraph, a bullet list) as HTML, as MDX rendered it. */
function introBlock(block: string): string {
  const label = LABEL.exec(block);
  if (label) return `<p style="margin-bottom:0.4em"><strong>${label[1]}</strong></p>`;
  if (OTHER_BLOCK.test(block)) throw new Error(`docusaurus-graphql-plugin wrote a block this does not read: ${block}`);
  if (PLAIN_PARAGRAPH.test(block) && !/www\./i.test(block)) return `<p>${escapeHtml(block)}</p>`;
  const [node, ...rest] = fromMarkdown(block, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}).children;
  if (rest.length > 0 || !(node?.type === 'paragraph' || (node?.type === 'list' && !node.ordered && !node.spread)))
    throw new Error(`docusaurus-graphql-plugin wrote a block this does not read: ${block}`);
  const hast = toHast(node) as Element;
  visit(hast, 'element', (element) => {
    // A type's link is relative to its page (`interfaces#entity`), as the tables' links are.
    if (element.tagName !== 'a') return;
    const href = String(element.properties.href);
    element.properties = /^https?:/.test(href) ? linkProperties(href) : {href};
  });
  return reactHtml([hast]);
}

/** The text from the last heading of `text` to its end: the intro of a table that follows, and where it starts. */
function introBefore(text: string): {start: number; html?: string} {
  const heading = [...text.matchAll(/^#{1,6} .*\n/gm)].at(-1);
  if (!heading) return {start: text.length};
  const start = heading.index + heading[0].length;
  const blocks = text
    .slice(start)
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks.length > 0 ? {start, html: blocks.map(introBlock).join('\n')} : {start: text.length};
}

/** One of the plugin's `<table>` blocks as a `<ReferenceTable>`, with the HTML MDX rendered for it. */
function pluginTable(block: string, intro: string | undefined): string {
  const rendered = asMdxRendered(
    parseTable(block.replaceAll('style={{ marginBottom: "0.4em" }}', 'style="margin-bottom:0.4em"')),
  );
  return referenceTable(reactHtml(rendered.children), rowsOf(rendered), intro);
}

/**
 * Every top-level `<table>` block of a page as a `<ReferenceTable>`, with the blocks between it and the
 * heading above it as its intro: the build parses neither as MDX.
 */
export function tablesAsHtml(page: string): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let copied = 0;
  for (const tag of page.matchAll(/<\/?table>/g)) {
    if (tag[0] === '<table>') {
      if (depth++ === 0) start = tag.index;
    } else if (--depth === 0) {
      const end = tag.index + tag[0].length;
      const before = page.slice(copied, start);
      const intro = introBefore(before);
      parts.push(before.slice(0, intro.start), intro.html ? '\n' : '', pluginTable(page.slice(start, end), intro.html));
      copied = end;
    }
  }
  parts.push(page.slice(copied));
  return parts.length > 1 ? parts.join('').replace(/\n---\n/, `\n---\n\n${TABLE_IMPORT}\n`) : page;
}
