// Reference tables written as HTML: `<ReferenceTable rows={n} html="..." />` (src/theme/ReferenceTable).
// A generated page is mostly tables (a source's options, a command's flags, an entity's fields), and parsing
// them as MDX was most of what the reference cost the build: a source page compiled 5-8 times faster with
// its tables as HTML. So the generator renders each cell's Markdown here, once per generation.
//
// A cell is one line of inline Markdown, as a Markdown table cell holds it: `code`, **strong**,
// [links](/docs/...), the `<a href="#id" id="id">` of a row's anchor (`selfLink`) and backslash escapes.
// `inlineHtml` renders what it knows by itself, and gives anything else (emphasis, autolinks, strikethrough,
// character references) to the Markdown parser, within a one-cell GFM table, as MDX would have read it.
// The unit tests hold both ways to the same HTML for every cell of the reference.
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {toHast} from 'mdast-util-to-hast';
import {visit} from 'unist-util-visit';
import type {Element, ElementContent, Properties, Root as HastRoot} from 'hast';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};
/** Text as React writes it. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * A cell's link as the site's Link writes it: another site opens in a new tab. A cell's link is a URL
 * (`/docs/...`, `#anchor`, `https://...`): the file links that MDX resolves (`./page.mdx`) mean nothing in HTML.
 */
export function linkProperties(href: string): Properties {
  if (/^https?:\/\//.test(href)) return {href, target: '_blank', rel: ['noopener', 'noreferrer']};
  if (!/^[/#]/.test(href)) throw new Error(`a reference table links to "${href}": write the page's URL`);
  return {href};
}

const attributes = (properties: Properties) =>
  Object.entries(properties)
    .map(([name, value]) => {
      const text = Array.isArray(value) ? value.join(' ') : String(value);
      return ` ${name === 'className' ? 'class' : name}="${escapeHtml(text)}"`;
    })
    .join('');

const VOID = new Set(['br', 'hr', 'img']);

/** hast as React writes it: attributes in their order, text and attributes escaped, void elements closed. */
export function reactHtml(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.value);
      if (node.type === 'raw') return node.value;
      if (node.type !== 'element') return '';
      const open = `<${node.tagName}${attributes(node.properties)}`;
      return VOID.has(node.tagName) ? `${open}/>` : `${open}>${reactHtml(node.children)}</${node.tagName}>`;
    })
    .join('');
}

/** What the fast path renders by itself; anything else in a cell goes to the Markdown parser. */
const PLAIN = /^(?:[^`*_[\]<\\~&!|]|!(?!\[)|(?<=[A-Za-z0-9])_+(?=[A-Za-z0-9]))+/;
/** Text GFM would turn into a link (www., a URL, an address). */
const AUTOLINK = /www\.|:\/\/|mailto:|xmpp:|@/i;
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/** The fast path: a cell of plain text, code, strong labels, site links and anchors, or undefined. */
function fastInline(markdown: string): string | undefined {
  let html = '';
  let rest = markdown;
  while (rest) {
    const plain = PLAIN.exec(rest);
    if (plain) {
      if (AUTOLINK.test(plain[0])) return undefined;
      html += escapeHtml(plain[0]);
      rest = rest.slice(plain[0].length);
      continue;
    }
    const code = /^(`+)(?!`)([^`]+?)\1(?!`)/.exec(rest);
    if (code) {
      // GFM reads a cell's `\|` as `|` before anything else, inside code too.
      let content = code[2].replace(/\\\|/g, '|');
      if (/^ .*[^ ].* $/.test(content)) content = content.slice(1, -1);
      html += `<code>${escapeHtml(content)}</code>`;
      rest = rest.slice(code[0].length);
      continue;
    }
    if (rest[0] === '\\' && rest[1] && PUNCTUATION.test(rest[1])) {
      html += escapeHtml(rest[1]);
      rest = rest.slice(2);
      continue;
    }
    // `**Label.**` at the start of a cell, followed by a space or the end.
    const strong = html === '' ? /^\*\*([A-Za-z][A-Za-z ]*[.:]?)\*\*(?= |$)/.exec(rest) : null;
    if (strong) {
      html += `<strong>${escapeHtml(strong[1])}</strong>`;
      rest = rest.slice(strong[0].length);
      continue;
    }
    const anchor = /^<a href="#([A-Za-z0-9_.-]+)" id="\1">/.exec(rest);
    if (anchor) {
      html += `<a href="#${anchor[1]}" id="${anchor[1]}">`;
      rest = rest.slice(anchor[0].length);
      continue;
    }
    if (rest.startsWith('</a>')) {
      html += '</a>';
      rest = rest.slice(4);
      continue;
    }
    const link =
      /^\[([^[\]`\\*_<>&]*|`[^`]+`)\]\((\/[A-Za-z0-9/#._-]*|#[A-Za-z0-9._-]+|https?:\/\/[A-Za-z0-9/#._~?=%-]+)\)/.exec(
        rest,
      );
    if (link) {
      const label = link[1].startsWith('`') ? `<code>${escapeHtml(link[1].slice(1, -1))}</code>` : escapeHtml(link[1]);
      html += `<a${attributes(linkProperties(link[2]))}>${label}</a>`;
      rest = rest.slice(link[0].length);
      continue;
    }
    return undefined;
  }
  return html;
}

/** The slow path: the cell parsed as the only cell of a GFM table, as MDX read the tables before. */
export function parsedInline(markdown: string): string {
  const tree = fromMarkdown(`| x |\n|---|\n| ${markdown} |\n`, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const table = tree.children[0];
  if (table?.type !== 'table' || table.children.length !== 2) throw new Error(`not a table cell: ${markdown}`);
  const cell = table.children[1].children[0];
  const hast = toHast({type: 'paragraph', children: cell?.children ?? []}, {allowDangerousHtml: true}) as
    | Element
    | HastRoot;
  visit(hast, 'element', (element) => {
    if (element.tagName === 'a') element.properties = linkProperties(String(element.properties.href));
  });
  return reactHtml(hast.children as ElementContent[]);
}

/** The renderer `inlineHtml` tries first: HTML, or undefined when the cell needs the parser. */
export const fastInlineHtml = (markdown: string) => fastInline(markdown.trim());

let cellsSeen: string[] | undefined;

/** Every cell the tables written while `build` runs hold: for tests that check the fast path on them. */
export function collectCells(build: () => unknown): string[] {
  cellsSeen = [];
  try {
    build();
    return cellsSeen;
  } finally {
    cellsSeen = undefined;
  }
}

/** Cells the parser rendered: the same note or default recurs on many pages. */
const parsed = new Map<string, string>();

/** One table cell's Markdown (one line; pipes escaped, as `cell` in mdx.ts writes them) as HTML. */
export function inlineHtml(markdown: string): string {
  cellsSeen?.push(markdown);
  const html = fastInline(markdown.trim());
  if (html !== undefined) return html;
  let result = parsed.get(markdown);
  if (result === undefined) parsed.set(markdown, (result = parsedInline(markdown)));
  return result;
}

/** A JSX attribute's string value, on one line: MDX decodes character references in it. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

/**
 * `<ReferenceTable>` with a table's content (`<thead>`, `<tbody>`) as React writes it, and its rows; `intro`
 * is the HTML of the blocks that introduce the table (an entry's description and labels), written before it.
 */
export const referenceTable = (html: string, rows: number, intro?: string) =>
  `<ReferenceTable rows={${rows}}${intro ? ` intro="${attribute(intro)}"` : ''} html="${attribute(html)}" />`;

/** A table as a `<ReferenceTable>` element; headers and cells are inline Markdown. */
export function htmlTable(headers: string[], rows: string[][]): string {
  const row = (cells: string[], tag: 'th' | 'td') =>
    `<tr>${cells.map((c) => `<${tag}>${inlineHtml(c)}</${tag}>`).join('')}</tr>`;
  return referenceTable(
    `<thead>${row(headers, 'th')}</thead>${rows.length ? `<tbody>${rows.map((r) => row(r, 'td')).join('')}</tbody>` : ''}`,
    rows.length + 1,
  );
}

/** The import every page with an HTML table needs. */
export const TABLE_IMPORT = `import ReferenceTable from '@theme/ReferenceTable';`;
