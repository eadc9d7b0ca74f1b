// Rehype plugin for the generated reference pages (the site names them: the GraphQL reference, the ingestion
// sources, the metamodel, the CLI reference, the environment variables, in docs/ and every frozen version): each
// of their tables reaches React as an HTML string instead of a tree of elements, and the browser's bundle
// does not carry those strings at all.
// The GraphQL objects page alone holds about 600 tables, a source page one table of up to 200 options: as
// JSX they made content chunks whose render created tens of thousands of React elements in one
// uninterruptible call, then hydrated them, for tables whose only interactive parts are plain links. As
// strings in the page's chunk they still made the objects page 700 KB (78 KB gzip) that a reader opening it
// downloaded and parsed, for HTML the server had already sent.
// The site's generator writes its tables as HTML already (`<ReferenceTable rows={n} html="..." />`, the
// site's `@theme/ReferenceTable`), frozen versions' included since 76ade3e. A JSX or Markdown table in those
// pages is written as HTML here; none is left on the site, so that path is kept only for such a table.
// So each table becomes `<StaticReferenceTable index rows tables>` (theme/StaticReferenceTable), and the
// page gets one constant, `_staticReferenceTables`, that every table reads:
//   - on the server (and in `docusaurus start`), the page's table HTML itself, `require`d from a JSON data
//     URI: server rendering writes every table into the page;
//   - in the browser's production bundle, a function that imports the same JSON as a chunk of its own. The
//     define `__STATIC_REFERENCE_TABLES_INLINE__` (index.ts) is false there, so the bundler drops the
//     `require` branch. A page opened directly hydrates each table from the HTML the server wrote; only a
//     page reached by client-side navigation loads the chunk.
// The table's HTML is the tree MDX would have rendered (same elements, attributes and text). A table holding
// anything React must run is left as it is: a component, an expression, an attribute other than text and
// style objects, or a Markdown element that MDX renders through a theme component other than as plain HTML
// (a link, which the theme's MDXComponents/A writes and which may navigate client-side; an image; a list).
// Two components render as plain HTML and are written so: a Markdown table's inline code (`code`, whose
// theme component writes a `<code>` for one line of text), and `<Link id to="#...">`, a row's link to
// itself, which Docusaurus's Link writes as `<a href id>`; the table component reports those ids and links
// to the broken-link check as Link would.
import path from 'node:path';
import {toHtml} from 'hast-util-to-html';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Element, ElementContent, Properties, Root, RootContent} from 'hast';
import type {MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import type {MdxjsEsmHast} from 'mdast-util-mdxjs-esm';
import type {Expression, ObjectExpression, Program} from 'estree';
import type {CSSProperties} from 'react';
import {escapeHtml, styleAttribute} from '../lib/reactHtml';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;
type VFileLike = {path?: string};

/**
 * Matches the site's files below `pages` (folders or files, relative to a docs version's folder) in the
 * current version and in every frozen one.
 */
function referencePage(pages: readonly string[]): RegExp {
  const escaped = pages.map((page) => page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`/(?:docs|versioned_docs/version-[^/]+)/(?:${escaped.join('|')})(?:/|$)`);
}

/** Markdown elements that MDX renders through a theme component that is not plain HTML (MDXComponents). */
const THEMED = new Set(['a', 'img', 'pre', 'ul', 'li', 'details', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements whose whitespace-only text MDX drops (hast-util-to-estree), as React would not accept it. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

const isJsx = (node: RootContent | ElementContent): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/**
 * `style={{marginBottom: "0.4em"}}` as the CSS declaration list React writes for it (styleAttribute, which
 * code lines use too), or undefined if it is anything else or a value React would add a unit to.
 */
function styleText(expression: Expression | undefined): string | undefined {
  if (expression?.type !== 'ObjectExpression') return undefined;
  const style: Record<string, string | number> = {};
  for (const property of (expression as ObjectExpression).properties) {
    if (property.type !== 'Property' || property.computed || property.value.type !== 'Literal') return undefined;
    const name = property.key.type === 'Identifier' ? property.key.name : undefined;
    const {value} = property.value;
    if (!name || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
    style[name] = value;
  }
  return styleAttribute(style as CSSProperties);
}

/** The plain HTML element a JSX element stands for, or undefined if rendering it needs React. */
function toElement(node: JsxElement): Element | undefined {
  if (node.name === 'Link') return selfLink(node);
  if (!node.name || !/^[a-z]+$/.test(node.name)) return undefined;
  const properties: Properties = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    const {name, value} = attribute as MdxJsxAttribute;
    if (typeof value === 'string') properties[name] = name === 'className' ? value.split(/\s+/) : value;
    else if (name === 'style' && value?.type === 'mdxJsxAttributeValueExpression') {
      const statement = value.data?.estree?.body[0];
      const css = styleText(statement?.type === 'ExpressionStatement' ? statement.expression : undefined);
      if (css === undefined) return undefined;
      properties.style = css;
    } else return undefined;
  }
  const children = toContents(node.children);
  return children && {type: 'element', tagName: node.name, properties, children};
}

/**
 * `<Link id="x" to="#x">` as the `<a href="#x" id="x">` Docusaurus's Link writes for a link within the page,
 * or undefined for any other Link.
 */
function selfLink(node: JsxElement): Element | undefined {
  const attributes = new Map<string, unknown>(
    node.attributes.map((attribute) => [attribute.type === 'mdxJsxAttribute' ? attribute.name : '', attribute.value]),
  );
  const [id, to] = [attributes.get('id'), attributes.get('to')];
  if (attributes.size !== 2 || typeof id !== 'string' || typeof to !== 'string' || !to.startsWith('#'))
    return undefined;
  const children = toContents(node.children);
  return children && {type: 'element', tagName: 'a', properties: {href: to, id}, children};
}

/** Every node as plain HTML content, or undefined if any of them needs React. */
function toContents(nodes: (ElementContent | RootContent)[], parent?: string): ElementContent[] | undefined {
  const contents: ElementContent[] = [];
  for (const node of nodes) {
    if (parent && TABLE_PARTS.has(parent) && node.type === 'text' && !node.value.trim()) continue;
    const content = toContent(node);
    if (content === undefined) return undefined;
    contents.push(content);
  }
  return contents;
}

function toContent(node: ElementContent | RootContent): ElementContent | undefined {
  if (isJsx(node)) return toElement(node);
  if (node.type === 'text') return node;
  if (node.type === 'element') {
    const {tagName} = node;
    if (THEMED.has(tagName)) return undefined;
    const children = toContents(node.children, tagName);
    return children && {...node, children};
  }
  return undefined; // expressions, ESM, comments...
}

/** Rows of a table, those of tables inside its cells included: what its height is estimated from. */
function countRows(node: Element | ElementContent): number {
  if (node.type !== 'element') return 0;
  return (node.tagName === 'tr' ? 1 : 0) + node.children.reduce((sum, child) => sum + countRows(child), 0);
}

/** A JSX attribute whose value is the expression `expression` (`name={...}`). */
function expressionAttribute(name: string, expression: Expression, source: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression}],
        },
      },
    },
  };
}

/** The site's component for a table written as HTML (`@theme/ReferenceTable`), which the tables here render too. */
export const WRITTEN_TABLE = 'ReferenceTable';

/**
 * `<ReferenceTable rows={12} html="..." />`, a table the site's generator wrote as HTML: its HTML and rows,
 * or undefined for any other element.
 */
function writtenTable(node: JsxElement): {html: string; rows: number} | undefined {
  if (node.name !== WRITTEN_TABLE || node.children.length > 0) return undefined;
  let html: string | undefined;
  let rows: number | undefined;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    const {name, value} = attribute as MdxJsxAttribute;
    if (name === 'html' && typeof value === 'string') html = value;
    else if (name === 'rows' && typeof value === 'object' && value !== null) {
      const statement = value.data?.estree?.body[0];
      const literal = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
      if (literal?.type === 'Literal' && typeof literal.value === 'number') rows = literal.value;
    } else return undefined;
  }
  return html !== undefined && rows !== undefined ? {html, rows} : undefined;
}

/** The bundler's constant: true where the table HTML must be in the bundle (server, development). */
export const INLINE_DEFINE = '__STATIC_REFERENCE_TABLES_INLINE__';
/** The page's constant that each table reads its HTML from. */
const TABLES_CONSTANT = '_staticReferenceTables';
export const COMPONENT = '@theme/StaticReferenceTable';

/**
 * Text as React writes it: `&`, `<`, `>`, `"` and `'` escaped (hast-util-to-html escapes fewer), and a
 * `<!-- -->` between two adjacent texts (MDX leaves some apart, such as a text directive it gave back).
 */
function asReactText(nodes: ElementContent[]): ElementContent[] {
  const raw = (value: string) => ({type: 'raw', value}) as unknown as ElementContent;
  return nodes.flatMap((node, index) => {
    if (node.type === 'element') return [{...node, children: asReactText(node.children)}];
    if (node.type !== 'text') return [node];
    const text = raw(escapeHtml(node.value));
    return nodes[index - 1]?.type === 'text' ? [raw('<!-- -->'), text] : [text];
  });
}

/** A table's content as React would write it: void elements, text and references as React writes them. */
const tableHtml = (table: Element): string =>
  toHtml(asReactText(table.children), {
    allowDangerousHtml: true,
    closeSelfClosing: true,
    tightSelfClosing: true,
    characterReferences: {useNamedReferences: true},
  });

/** `<StaticReferenceTable index={index} rows={rows} tables={_staticReferenceTables} />`. */
function staticTable(index: number, rows: number): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'StaticReferenceTable',
    attributes: [
      expressionAttribute('index', valueToEstree(index), String(index)),
      expressionAttribute('rows', valueToEstree(rows), String(rows)),
      expressionAttribute('tables', {type: 'Identifier', name: TABLES_CONSTANT}, TABLES_CONSTANT),
    ],
    children: [],
  };
}

/**
 * The page's ESM: the component's import, and
 * `const _staticReferenceTables = __STATIC_REFERENCE_TABLES_INLINE__ ? require(uri) : () => import(uri)`
 * with `uri` the page's table HTML as a JSON data URI.
 */
function tablesModule(htmls: string[], component: string): MdxjsEsmHast {
  const uri: Expression = {
    type: 'Literal',
    value: `data:application/json;base64,${Buffer.from(JSON.stringify(htmls)).toString('base64')}`,
  };
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'StaticReferenceTable'}}],
        source: {type: 'Literal', value: component},
        attributes: [],
      },
      {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [
          {
            type: 'VariableDeclarator',
            id: {type: 'Identifier', name: TABLES_CONSTANT},
            init: {
              type: 'ConditionalExpression',
              test: {type: 'Identifier', name: INLINE_DEFINE},
              consequent: {
                type: 'CallExpression',
                callee: {type: 'Identifier', name: 'require'},
                arguments: [uri],
                optional: false,
              },
              alternate: {
                type: 'ArrowFunctionExpression',
                params: [],
                expression: true,
                async: false,
                generator: false,
                body: {type: 'ImportExpression', source: uri, options: null},
              },
            },
          },
        ],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: '', data: {estree: program}};
}

export type StaticReferenceTablesOptions = {
  /** The generated pages, as folders or files relative to a docs version's folder (`graphql`, `deploy/x.mdx`). */
  pages: readonly string[];
  /** The table component's module (tests render a stand-in). */
  component?: string;
};

export default function staticReferenceTables({pages, component = COMPONENT}: StaticReferenceTablesOptions) {
  const isReferencePage = referencePage(pages);
  return (tree: Root, file: VFileLike): void => {
    if (pages.length === 0 || !file.path || !isReferencePage.test(path.resolve(file.path).replaceAll('\\', '/')))
      return;
    const htmls: string[] = [];
    const replace = (parent: {children: (RootContent | ElementContent)[]}) => {
      parent.children.forEach((child, index) => {
        const written = isJsx(child) ? writtenTable(child) : undefined;
        if (written) {
          parent.children[index] = staticTable(htmls.length, written.rows);
          htmls.push(written.html);
          return;
        }
        const isTable = isJsx(child)
          ? child.name === 'table' && child.attributes.length === 0
          : child.type === 'element' && child.tagName === 'table' && Object.keys(child.properties).length === 0;
        if (isTable) {
          const table = toContent(child);
          if (table?.type === 'element') {
            parent.children[index] = staticTable(htmls.length, countRows(table));
            htmls.push(tableHtml(table));
            return;
          }
        }
        if ('children' in child) replace(child as {children: (RootContent | ElementContent)[]});
      });
    };
    replace(tree);
    if (htmls.length > 0) tree.children.unshift(tablesModule(htmls, component));
  };
}
