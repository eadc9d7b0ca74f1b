// Rehype plugin for the generated GraphQL reference (docs/graphql/*.mdx and its frozen copies): each of
// its tables reaches React as one `<table dangerouslySetInnerHTML>` instead of a tree of JSX elements.
// The objects page alone holds 217 tables of 1,216 rows: as JSX they made a 441 KB content chunk whose
// render created ~15,000 React elements in one uninterruptible call, then hydrated them, for tables whose
// only interactive parts are plain links. The table's HTML is the tree MDX would have rendered (same
// elements, attributes and text); a table holding anything React must run (a component, an expression, an
// attribute other than text and style objects) is left as it is.
// Each such table also gets a `.reference-table` block around it, which the browser lays out only near the
// viewport (content-visibility in src/css/custom.css, sized until then from `--reference-table-rows`; a
// table element cannot skip its own layout). On the objects page, styling and laying out every table as
// the HTML streamed in took ~900 ms of a 4x-slowed CPU, in long tasks after the first paint; ~400 now.
import path from 'node:path';
import {toHtml} from 'hast-util-to-html';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Element, ElementContent, Properties, Root, RootContent} from 'hast';
import type {MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import type {Expression, ObjectExpression} from 'estree';
import type {CSSProperties} from 'react';
import {styleAttribute} from '../lib/reactHtml';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;
type VFileLike = {path?: string};

/** Reference pages of the current version and of every frozen one. */
const REFERENCE_PAGE = /[\\/](?:docs|versioned_docs[\\/]version-[^\\/]+)[\\/]graphql[\\/][^\\/]+\.mdx$/;

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

/** Every node as plain HTML content, or undefined if any of them needs React. */
function toContents(nodes: (ElementContent | RootContent)[]): ElementContent[] | undefined {
  const contents: ElementContent[] = [];
  for (const node of nodes) {
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
    const children = toContents(node.children);
    return children && {...node, children};
  }
  return undefined; // expressions, ESM, comments...
}

/** Rows of a table, those of tables inside its cells included: what its height is estimated from. */
function countRows(node: Element | ElementContent): number {
  if (node.type !== 'element') return 0;
  return (node.tagName === 'tr' ? 1 : 0) + node.children.reduce((sum, child) => sum + countRows(child), 0);
}

/** A JSX attribute whose value is `value` as a JavaScript expression (`name={...}`). */
function expressionAttribute(name: string, value: Record<string, string | number>): MdxJsxAttribute {
  const expression = valueToEstree(value);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
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

/** `<div className="reference-table" style={{'--reference-table-rows': rows}}>` around the table. */
function layoutWhenNear(table: MdxJsxFlowElementHast, rows: number): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'reference-table'},
      expressionAttribute('style', {'--reference-table-rows': rows}),
    ],
    children: [table],
  };
}

/** A `<table>` with its content as an HTML string: React sets it, and hydration leaves it as the server sent it. */
function staticTable(table: Element): MdxJsxFlowElementHast {
  // Void elements and references written as React writes them (`<br/>`, `&amp;`): the same page HTML.
  const html = toHtml(table.children, {
    closeSelfClosing: true,
    tightSelfClosing: true,
    characterReferences: {useNamedReferences: true},
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'table',
    attributes: [expressionAttribute('dangerouslySetInnerHTML', {__html: html})],
    children: [],
  };
}

export default function staticReferenceTables() {
  return (tree: Root, file: VFileLike): void => {
    if (!file.path || !REFERENCE_PAGE.test(path.resolve(file.path))) return;
    const replace = (parent: {children: (RootContent | ElementContent)[]}) => {
      parent.children.forEach((child, index) => {
        if (isJsx(child) && child.name === 'table' && child.attributes.length === 0) {
          const table = toElement(child);
          if (table) {
            parent.children[index] = layoutWhenNear(staticTable(table), countRows(table));
            return;
          }
        }
        if ('children' in child) replace(child as {children: (RootContent | ElementContent)[]});
      });
    };
    replace(tree);
  };
}
