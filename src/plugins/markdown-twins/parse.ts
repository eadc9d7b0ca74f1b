// Parses a doc or post source into the tree @docusaurus/mdx-loader would parse from it, before any of its
// remark plugins run. The conversion workers parse each page once, here, for its twin and for the bundler
// (parsedTrees.ts), so the main thread's MDX loader skips its most expensive step.
// tests/unit/markdown-twins-parse.test.ts holds these trees equal to Docusaurus's own for every page.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';

/** How Docusaurus reads a file: `.md` as CommonMark, `.mdx` as MDX (`markdown.format: 'detect'`). */
export type Format = 'md' | 'mdx';

/** The admonition keywords Docusaurus knows by default: `:::note Title` becomes `:::note[Title]` for them. */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

// @mdx-js/mdx's processor (remark-parse, then remark-mdx for MDX), then the plugins among Docusaurus's remark
// plugins that add syntax, in its order; the others only transform the tree.
const syntax = [remarkFrontmatter, remarkDirective, remarkGfm, remarkComment];
const parsers = {
  md: unified().use(remarkParse).use(syntax).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(syntax).freeze(),
};

/** A source as parsed: the text the parser read (the source after Docusaurus's rewrites) and its tree. */
export type Parsed = {doc: string; tree: Root};

/** The text Docusaurus parses: the source after its MDX 1 compatibility rewrites (mdx-loader's preprocessor). */
export function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITION_KEYWORDS);
}

export function parseSource(source: string, format: Format): Parsed {
  const doc = preprocess(source);
  return {doc, tree: parsers[format].parse(doc)};
}
