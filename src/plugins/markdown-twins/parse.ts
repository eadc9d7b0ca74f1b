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
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import type {Format} from '@docusaurus/mdx-loader';
import type {MarkdownConfig} from '@docusaurus/types';
import type {Root} from 'mdast';

export type {Format};

/**
 * The MDX 1 compatibility this site's MDX loader keeps: Docusaurus's defaults, as the site config leaves them
 * (future.v4.mdx1CompatDisabledByDefault is false). Heading ids and `:::note Title` rewrite the text; comments
 * add syntax.
 */
const MDX1_COMPAT: MarkdownConfig['mdx1Compat'] = {comments: true, admonitions: true, headingIds: true};

// @mdx-js/mdx's processor (remark-parse, then remark-mdx for MDX), then the plugins among Docusaurus's remark
// plugins that add syntax, in its order; the others only transform the tree.
const syntax = [remarkFrontmatter, remarkDirective, remarkGfm, ...(MDX1_COMPAT.comments ? [remarkComment] : [])];
const parsers = {
  md: unified().use(remarkParse).use(syntax).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(syntax).freeze(),
};

/** A source as parsed: the text the parser read (the source after Docusaurus's rewrites) and its tree. */
export type Parsed = {doc: string; tree: Root};

/** The text Docusaurus parses: the source after mdx-loader's own preprocessor, with its default admonitions. */
export function preprocess(source: string): string {
  const markdownConfig = {mdx1Compat: MDX1_COMPAT} as MarkdownConfig; // the only part it reads, besides `preprocessor`
  return preprocessContent({fileContent: source, filePath: '', markdownConfig, admonitions: true});
}

export function parseSource(source: string, format: Format): Parsed {
  const doc = preprocess(source);
  return {doc, tree: parsers[format].parse(doc)};
}
