// What a twin's conversion reads and returns, and how it resolves `.md` links: the light part of
// convert.ts, which the plugin needs on every build, apart from the converter (toMarkdown.ts), whose
// Markdown packages take ~0.4 s to load and are needed only when a page is converted.
import {resolveMarkdownLinkPathname, type ContentPaths, type SourceToPermalink} from '@docusaurus/utils';
import type {TwinOptions} from './toMarkdown';

/** Everything the conversion of one source file reads, apart from the site's source-to-URL table. */
export type ConvertJob = {
  source: string;
  sourceFilePath: string;
  contentPaths: ContentPaths;
  twin: Omit<TwinOptions, 'resolveMarkdownLink'>;
};

/** The site-wide part of link resolution, the same for every page (sent to each worker once). */
export type LinkContext = {sourceToPermalink: SourceToPermalink; siteDir: string};

/** A `.md` link as written in the source, and the page URL path it resolved to (null: not a page). */
export type ResolvedLink = [linkPathname: string, permalink: string | null];

export type Converted = {markdown: string; links: ResolvedLink[]};

/** Resolves `[x](other.md)` the way the docs and blog plugins do. */
export function linkResolver(
  {sourceFilePath, contentPaths}: Pick<ConvertJob, 'sourceFilePath' | 'contentPaths'>,
  {sourceToPermalink, siteDir}: LinkContext,
): (linkPathname: string) => string | null {
  return (linkPathname) =>
    resolveMarkdownLinkPathname(linkPathname, {sourceFilePath, sourceToPermalink, contentPaths, siteDir});
}
