// Code blocks, and Prism with them, load with the pages that show one. theme-classic's MDXComponents/Code
// imports the code block, so every MDX page loaded the code block and Prism (~45 KB gzip) and evaluated
// them before hydrating, code block or not (the GraphQL objects page has none). Here a remark plugin gives
// each page with a code block an import of client/register.ts, which hands the code block to
// src/theme/MDXComponents/Code: the page's own chunks bring the code block, before the page renders, on
// the server as in the browser. A page without one never loads it.
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit, EXIT} from 'unist-util-visit';
import type {Plugin} from '@docusaurus/types';

/** Module that registers the code block; its import is what a page with code blocks gets. */
export const REGISTER_MODULE = '@site/src/plugins/code-block-import/client/register';

/** Raw HTML that MDXComponents/Code may render as a code block (`.md` pages keep HTML as elements). */
const CODE_HTML = /<(?:pre|code)\b/i;

/** Whether the page has anything MDXComponents/Code renders as a block: fenced or indented code, raw <pre>/<code>. */
export function hasCodeBlock(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'code' || (node.type === 'html' && CODE_HTML.test(node.value))) {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

/** `import '<REGISTER_MODULE>';` as the ESM node MDX compiles (with its ESTree, which MDX reads). */
function registerImport(): MdxjsEsm {
  const value = `import '${REGISTER_MODULE}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: REGISTER_MODULE, raw: `'${REGISTER_MODULE}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** Remark plugin for the docs, the blog and the pages: the register import, on pages with a code block. */
export default function codeBlockImport() {
  return (tree: Root) => {
    if (hasCodeBlock(tree)) tree.children.unshift(registerImport());
  };
}

/**
 * Modules only code blocks need. Docusaurus's "common" chunk takes every module half the pages use, and
 * most pages have a code block: without a chunk of their own, these would load on every page again.
 */
const CODE_BLOCK_MODULES =
  /[\\/](?:prism-react-renderer|prismjs|theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock|src[\\/]theme[\\/]CodeBlock|src[\\/]plugins[\\/](?:code-block-import|lazy-prism-languages)[\\/]client)[\\/]/;

/** The plugin: a chunk of its own for the code block and Prism, loaded by the pages that import it. */
export function codeBlockChunkPlugin(): Plugin {
  return {
    name: 'code-block-import',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const codeBlock = {test: CODE_BLOCK_MODULES, chunks: 'async' as const, priority: 45, enforce: true};
      return {optimization: {splitChunks: {cacheGroups: {codeBlock}}}};
    },
  };
}
