// Rehype plugin for the generated reference pages (the site names them: the GraphQL reference, the ingestion
// sources, the metamodel, the CLI reference, the environment variables, in docs/ and every frozen version):
// the browser's bundle does not carry their tables' HTML at all.
// The site's generator writes each table as HTML (`<ReferenceTable rows={n} html="..." />`, the site's
// `@theme/ReferenceTable`). The GraphQL objects page alone holds about 600 tables, a source page one table
// of up to 200 options: as strings in the page's chunk they made the objects page 700 KB (78 KB gzip) that a
// reader opening it downloaded and parsed, for HTML the server had already sent (as JSX, before, their
// render also created tens of thousands of React elements in one uninterruptible call).
// So each written table becomes `<StaticReferenceTable index rows tables>` (theme/StaticReferenceTable),
// with `intro` too when the generator wrote the blocks before the table as HTML as well (`intro="..."`), and
// the page gets one constant, `_staticReferenceTables`, the list of its tables' and intros' HTML in page
// order, that every table reads:
//   - on the server (and in `docusaurus start`), the page's table HTML itself, `require`d from a JSON data
//     URI: server rendering writes every table into the page;
//   - in the browser's production bundle, a function that imports the same JSON as a chunk of its own. The
//     define `__STATIC_REFERENCE_TABLES_INLINE__` (index.ts) is false there, so the bundler drops the
//     `require` branch. A page opened directly hydrates each table from the HTML the server wrote; only a
//     page reached by client-side navigation loads the chunk, whose hash the page registers
//     (registerTableHashes) so that the runtime chunk does not map one per page.
// Any other element, a table written in JSX or Markdown included, is left to MDX.
import path from 'node:path';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import type {MdxjsEsmHast} from 'mdast-util-mdxjs-esm';
import type {Expression, Identifier, Program, Statement} from 'estree';
import {HASHES_MARKER} from '../slim-route-table/lazyRegistry.mjs';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;
export type VFileLike = {path?: string};

/**
 * Whether a file is one of the site's files below `pages` (folders or files, relative to a docs version's
 * folder), in the current version or in a frozen one; no file is when `pages` is empty.
 */
export function isReferenceFile(pages: readonly string[]): (file: VFileLike) => boolean {
  const escaped = pages.map((page) => page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`/(?:docs|versioned_docs/version-[^/]+)/(?:${escaped.join('|')})(?:/|$)`);
  return (file) =>
    pages.length > 0 && file.path !== undefined && pattern.test(path.resolve(file.path).replaceAll('\\', '/'));
}

export const isJsx = (node: RootContent | ElementContent): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** A JSX attribute whose value is the expression `expression` (`name={...}`). */
export function expressionAttribute(name: string, expression: Expression, source: string): MdxJsxAttribute {
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

/** A JSX attribute whose value is a number (`name={12}`). */
export const numberAttribute = (name: string, value: number): MdxJsxAttribute =>
  expressionAttribute(name, valueToEstree(value), String(value));

/** The site's component for a table written as HTML (`@theme/ReferenceTable`), which the tables here render too. */
export const WRITTEN_TABLE = 'ReferenceTable';

export type WrittenTable = {html: string; rows: number; intro?: string};

/**
 * `<ReferenceTable rows={12} intro="..." html="..." />`, a table the site's generator wrote as HTML: its HTML,
 * rows and intro (the HTML of the blocks before it, if written), or undefined for any other element.
 */
export function writtenTable(node: JsxElement): WrittenTable | undefined {
  if (node.name !== WRITTEN_TABLE || node.children.length > 0) return undefined;
  let html: string | undefined;
  let rows: number | undefined;
  let intro: string | undefined;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    const {name, value} = attribute as MdxJsxAttribute;
    if (name === 'html' && typeof value === 'string') html = value;
    else if (name === 'intro' && typeof value === 'string') intro = value;
    else if (name === 'rows' && typeof value === 'object' && value !== null) {
      const statement = value.data?.estree?.body[0];
      const literal = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
      if (literal?.type === 'Literal' && typeof literal.value === 'number') rows = literal.value;
    } else return undefined;
  }
  if (html === undefined || rows === undefined) return undefined;
  return intro === undefined ? {html, rows} : {html, rows, intro};
}

/** The bundler's constant: true where the table HTML must be in the bundle (server, development). */
export const INLINE_DEFINE = '__STATIC_REFERENCE_TABLES_INLINE__';
/** The page's constant that each table reads its HTML from. */
const TABLES_CONSTANT = '_staticReferenceTables';
export const COMPONENT = '@theme/StaticReferenceTable';

/**
 * `<StaticReferenceTable index={index} rows={rows} tables={_staticReferenceTables} />`, with `intro={i}`
 * when the table has an intro, whose HTML is the list's i-th.
 */
function staticTable(index: number, rows: number, intro: number | undefined): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: 'StaticReferenceTable',
    attributes: [
      numberAttribute('index', index),
      ...(intro === undefined ? [] : [numberAttribute('intro', intro)]),
      numberAttribute('rows', rows),
      expressionAttribute('tables', {type: 'Identifier', name: TABLES_CONSTANT}, TABLES_CONSTANT),
    ],
    children: [],
  };
}

/**
 * `if (!__STATIC_REFERENCE_TABLES_INLINE__ && __webpack_require__.ch) Object.assign(__webpack_require__.ch, HASHES_MARKER)`:
 * in the browser's production bundle, the page's chunk registers the content hash of its table chunk, which
 * only it loads, so that the runtime's map of chunk hashes does not carry one per page (slim-route-table's
 * chunkIds.ts writes the hashes in place of the marker; without that plugin, `ch` does not exist and
 * nothing runs). The page's chunk has run before it can load its tables.
 */
function registerTableHashes(): Statement {
  const identifier = (name: string): Identifier => ({type: 'Identifier', name});
  // A node of its own at each place: MDX's later passes may change a node in place.
  const hashes = (): Expression => ({
    type: 'MemberExpression',
    object: identifier('__webpack_require__'),
    property: identifier('ch'),
    computed: false,
    optional: false,
  });
  return {
    type: 'IfStatement',
    test: {
      type: 'LogicalExpression',
      operator: '&&',
      left: {type: 'UnaryExpression', operator: '!', prefix: true, argument: identifier(INLINE_DEFINE)},
      right: hashes(),
    },
    consequent: {
      type: 'ExpressionStatement',
      expression: {
        type: 'CallExpression',
        callee: {
          type: 'MemberExpression',
          object: identifier('Object'),
          property: identifier('assign'),
          computed: false,
          optional: false,
        },
        arguments: [hashes(), {type: 'Literal', value: HASHES_MARKER}],
        optional: false,
      },
    },
    alternate: null,
  };
}

/**
 * The page's ESM: the component's import, its tables' hash registration (registerTableHashes), and
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
      registerTableHashes(),
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
  const isReference = isReferenceFile(pages);
  return (tree: Root, file: VFileLike): void => {
    if (!isReference(file)) return;
    const htmls: string[] = [];
    const replace = (parent: {children: (RootContent | ElementContent)[]}) => {
      parent.children.forEach((child, index) => {
        const written = isJsx(child) ? writtenTable(child) : undefined;
        if (written) {
          // Page order, as the server writes them: an intro, then its table.
          const intro = written.intro === undefined ? undefined : htmls.push(written.intro) - 1;
          parent.children[index] = staticTable(htmls.length, written.rows, intro);
          htmls.push(written.html);
          return;
        }
        if ('children' in child) replace(child as {children: (RootContent | ElementContent)[]});
      });
    };
    replace(tree);
    if (htmls.length > 0) tree.children.unshift(tablesModule(htmls, component));
  };
}
