// Turns one doc or post source (Markdown or MDX) into plain Markdown that needs no React to read.
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {defaultHandlers, toHast, type Handler} from 'mdast-util-to-hast';
import {defaultHandlers as hastHandlers, toMdast, type State as HastState} from 'hast-util-to-mdast';
import {raw} from 'hast-util-raw';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import yaml from 'js-yaml';
import {parseLocalURLPath, parseMarkdownHeadingId, serializeURLPath} from '@docusaurus/utils';
import type {Element, ElementContent, Nodes as HastNodes, Properties} from 'hast';
import type {BlockContent, Heading, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxFlowExpression, MdxTextExpression} from 'mdast-util-mdx-expression';
import type {ContainerDirective} from 'mdast-util-directive';
import {badgesLine} from '../page-badges/badges.mjs';
import {parseSource, type Format, type Parsed} from './parse';

export type TwinOptions = {
  /** How Docusaurus reads the file: `.md` as CommonMark, `.mdx` as MDX. */
  format: Format;
  /** Absolute URL of the rendered page, such as https://docs.datahub.com/docs/quickstart. */
  pageUrl: string;
  /** The page URL path of a linked `.md`/`.mdx` file as written in the source, or null if unknown. */
  resolveMarkdownLink?: (linkPathname: string) => string | null;
  /** Title when the source has neither a `title` in its front matter nor an h1. */
  fallbackTitle?: string;
};

/** Admonition keywords Docusaurus knows, with the word a reader sees. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

/** Components whose only meaning is in their attributes: what they say in plain text. */
const COMPONENT_TEXT: Record<string, (attributes: Record<string, string>) => string> = {
  SupportStatus: ({status}) => `Support status: ${status}.`,
};

/** HTML attributes hast-util-to-mdast reads; others (style, className) mean nothing in Markdown. */
const HTML_ATTRIBUTES = ['href', 'src', 'alt', 'title'];
/** Elements that hold only rows or cells: MDX wraps a `<thead>` written on one line in a paragraph. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** In JSX, lowercase names are HTML elements and capitalised names are components. */
const isHtmlName = (name: string | null): name is string => name !== null && /^[a-z]/.test(name);

const text = (value: string): Text => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});

function stringAttributes(node: JsxElement): Record<string, string> {
  const result: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
      result[attribute.name] = attribute.value;
    }
  }
  return result;
}

/** `{'<'}` and `{"text"}` are how MDX writes literal text; any other expression renders nothing here. */
function expressionText(node: MdxTextExpression | MdxFlowExpression): string | undefined {
  const statement = node.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const {expression} = statement;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** Plain HTML inside MDX (the GraphQL reference's tables, `<p>`, `<a>`) goes through hast into mdast. */
const jsxToHast: Handler = (state, node: JsxElement) => {
  if (!isHtmlName(node.name)) return state.all(node);
  const attributes = stringAttributes(node);
  const properties: Properties = {};
  for (const name of HTML_ATTRIBUTES) if (name in attributes) properties[name] = attributes[name];
  return {type: 'element', tagName: node.name, properties, children: state.all(node)};
};

const isElement = (node: ElementContent, ...names: string[]): node is Element =>
  node.type === 'element' && names.includes(node.tagName);

function tableRows(table: Element): Element[] {
  return table.children.flatMap((child) =>
    isElement(child, 'tr') ? [child] : isElement(child, 'thead', 'tbody', 'tfoot') ? tableRows(child) : [],
  );
}

/**
 * Markdown tables cannot nest (the GraphQL reference puts each field's arguments in a table inside
 * its row), so such a table becomes a list: one item per row, the first cell as its lead line.
 */
function tableAsList(state: HastState, table: Element): RootContent {
  const items = tableRows(table)
    .map((row) => row.children.filter((cell): cell is Element => isElement(cell, 'td', 'th')))
    .filter((cells) => cells.some((cell) => cell.tagName === 'td'))
    .map(([lead, ...rest]): ListItem => {
      const flow = (cell: Element) => state.toFlow(state.all(cell) as RootContent[]) as BlockContent[];
      const leadLine = flow(lead);
      // The lead cell puts a name and its type on two lines; one line reads better as a list item.
      for (const block of leadLine) {
        visit(block, 'break', (_node, index, parent) => {
          if (parent && index !== undefined) parent.children[index] = text(' ');
        });
      }
      return {type: 'listItem', spread: true, children: [...leadLine, ...rest.flatMap(flow)]};
    });
  return {type: 'list', ordered: false, spread: true, children: items};
}

const containsTable = (element: Element): boolean =>
  element.children.some((child) => child.type === 'element' && (child.tagName === 'table' || containsTable(child)));

function htmlToMdast(tree: HastNodes): RootContent[] {
  const result = toMdast(tree, {
    handlers: {
      table: (state, table) => (containsTable(table) ? tableAsList(state, table) : hastHandlers.table(state, table)),
    },
    // Comments such as `<!-- truncate -->` are notes to the build, not to readers.
    nodeHandlers: {comment: () => undefined},
  });
  return result.type === 'root' ? result.children : [result as RootContent];
}

function jsxHtmlToMdast(node: JsxElement): RootContent[] {
  const hast = toHast(node, {
    handlers: {
      mdxJsxFlowElement: jsxToHast,
      mdxJsxTextElement: jsxToHast,
      mdxTextExpression: (_state, expression: MdxTextExpression) => {
        const value = expressionText(expression);
        return value === undefined ? undefined : {type: 'text', value};
      },
      mdxFlowExpression: () => undefined,
      paragraph: (state, paragraphNode: Paragraph, parent) =>
        parent && 'name' in parent && TABLE_PARTS.has(String(parent.name))
          ? state.all(paragraphNode)
          : defaultHandlers.paragraph(state, paragraphNode),
    },
  });
  return htmlToMdast(hast);
}

/** Raw HTML in a CommonMark page renders as HTML, so read it as HTML (comments vanish). */
function rawHtmlToMdast(value: string): RootContent[] {
  return htmlToMdast(raw({type: 'root', children: [{type: 'raw', value}]}));
}

/**
 * A table the generator wrote as HTML (src/theme/ReferenceTable), after the blocks that introduce it, without
 * its rows' links to themselves: a row's anchor is for the web page.
 */
function referenceTable({html = '', intro = ''}: Record<string, string | undefined>): RootContent[] {
  const table = `<table>${html.replace(/<a href="#([^"]*)" id="\1">(.*?)<\/a>/g, '$2')}</table>`;
  return rawHtmlToMdast(intro + table);
}

/** Phrasing where the parent holds phrasing (a JSX text element), flow where it holds flow. */
function fitContext(nodes: RootContent[], inline: boolean): RootContent[] {
  if (!inline) return nodes;
  return nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node]));
}

class Converter {
  /** Depth of the heading whose section we are in; tab labels become headings one level below. */
  private sectionDepth = 1;

  constructor(private readonly source: string) {}

  children(nodes: RootContent[]): RootContent[] {
    return nodes.flatMap((node) => this.node(node));
  }

  private node(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return [];
      case 'mdxTextExpression': {
        const value = expressionText(node);
        return value === undefined ? [] : [text(value)];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      case 'containerDirective':
        return this.container(node);
      case 'leafDirective':
        return [paragraph([text(this.sourceOf(node))])];
      case 'textDirective':
        // Docusaurus prints directives it does not know back as text (`a:b` is not a directive).
        return [text(this.sourceOf(node))];
      case 'html':
        return rawHtmlToMdast(node.value);
      case 'heading':
        return [this.heading(node)];
      default:
        if ('children' in node) {
          (node as {children: RootContent[]}).children = this.children(node.children as RootContent[]);
        }
        return [node];
    }
  }

  private sourceOf(node: Nodes): string {
    const {start, end} = node.position ?? {};
    return start?.offset !== undefined && end?.offset !== undefined
      ? this.source.slice(start.offset, end.offset)
      : toString(node);
  }

  private heading(node: Heading): Heading {
    // `## Title {#custom-id}`: the id is for anchors, not for readers.
    const last = node.children.at(-1);
    if (last?.type === 'text') last.value = parseMarkdownHeadingId(last.value).text;
    node.children = this.children(node.children) as PhrasingContent[];
    this.sectionDepth = node.depth;
    return node;
  }

  private jsx(node: JsxElement): RootContent[] {
    const inline = node.type === 'mdxJsxTextElement';
    const name = node.name ?? '';
    if (name === 'Tabs') return this.tabs(node);
    if (name === 'TabItem') return this.tabItem(node, Math.min(this.sectionDepth + 1, 6));
    if (isHtmlName(name)) return fitContext(jsxHtmlToMdast(node), inline);
    if (name === 'ReferenceTable') return referenceTable(stringAttributes(node));
    if (name in COMPONENT_TEXT) return [text(COMPONENT_TEXT[name](stringAttributes(node)))];
    return this.children(node.children as RootContent[]);
  }

  /** Each tab becomes a section headed by its label, in the order the tabs appear. */
  private tabs(node: JsxElement): RootContent[] {
    const outer = this.sectionDepth;
    const depth = Math.min(outer + 1, 6) as Heading['depth'];
    const result = (node.children as RootContent[]).flatMap((child) =>
      child.type === 'mdxJsxFlowElement' && child.name === 'TabItem' ? this.tabItem(child, depth) : this.node(child),
    );
    this.sectionDepth = outer;
    return result;
  }

  private tabItem(node: JsxElement, depth: number): RootContent[] {
    const {label, value} = stringAttributes(node);
    const heading: Heading = {type: 'heading', depth: depth as Heading['depth'], children: [text(label ?? value)]};
    this.sectionDepth = depth;
    return [heading, ...this.children(node.children as RootContent[])];
  }

  /** `:::note` becomes a quote that starts with its kind: `> **Note:** ...`. */
  private container(node: ContainerDirective): RootContent[] {
    const kind = ADMONITIONS[node.name];
    const [first, ...rest] = node.children;
    const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
    const body = this.children((hasLabel ? rest : node.children) as RootContent[]) as BlockContent[];
    if (!kind) return body;
    if (hasLabel) {
      const title = toString(first);
      return [{type: 'blockquote', children: [paragraph([strong(`${kind}: ${title}`)]), ...body]}];
    }
    const [lead, ...others] = body;
    const children: BlockContent[] =
      lead?.type === 'paragraph'
        ? [paragraph([strong(`${kind}:`), text(' '), ...lead.children]), ...others]
        : [paragraph([strong(`${kind}:`)]), ...body];
    return [{type: 'blockquote', children}];
  }
}

function frontMatterOf(tree: Root): Record<string, unknown> {
  const node = tree.children.find((child) => child.type === 'yaml');
  const data = node ? yaml.load(node.value) : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** Makes a link absolute to the site: Markdown file links become their page's URL. */
export function absoluteUrl(url: string, options: Pick<TwinOptions, 'pageUrl' | 'resolveMarkdownLink'>): string {
  const local = parseLocalURLPath(url);
  if (!local) return url;
  const permalink = /\.mdx?$/i.test(local.pathname) ? options.resolveMarkdownLink?.(local.pathname) : null;
  return new URL(permalink ? serializeURLPath({...local, pathname: permalink}) : url, options.pageUrl).href;
}

const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', listItemIndent: 'one'})
  .freeze();

/** The Markdown twin of one page: `# Title`, the description, then the body in plain Markdown. */
export function toMarkdown(source: string, options: TwinOptions): string {
  return treeToMarkdown(parseSource(source, options.format), options);
}

/** The twin from the page as parsed (parse.ts), the tree the conversion workers also hand to the bundler. */
export function treeToMarkdown({doc, tree}: Parsed, options: TwinOptions): string {
  const frontMatter = frontMatterOf(tree);

  let body = new Converter(doc).children(tree.children);
  const leadingH1 = body[0]?.type === 'heading' && body[0].depth === 1 ? body[0] : undefined;
  if (leadingH1) body = body.slice(1);
  const title =
    (typeof frontMatter.title === 'string' && frontMatter.title) ||
    (leadingH1 && toString(leadingH1)) ||
    options.fallbackTitle ||
    '';
  const description = typeof frontMatter.description === 'string' ? frontMatter.description.trim() : '';
  const badges = badgesLine(frontMatter);

  const root: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 1, children: [text(title)]},
      ...(description ? [paragraph([text(description)])] : []),
      ...(badges ? [paragraph([text(badges)])] : []),
      ...body,
    ],
  };
  visit(root, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = absoluteUrl(node.url, options);
    }
    // Text around a removed tag keeps its space; at the edge of a paragraph it would print as `&#x20;`.
    if (node.type === 'paragraph') {
      const first = node.children[0];
      const last = node.children.at(-1);
      if (first?.type === 'text') first.value = first.value.trimStart();
      if (last?.type === 'text') last.value = last.value.trimEnd();
    }
  });
  return stringifier.stringify(root);
}
