// One page's twin as a self-contained job, so the main thread and the conversion workers run the same code.
// Besides the Markdown it returns every `.md` link it resolved: the only input that lives outside the page
// (another page's URL), which the cache re-checks before it reuses a twin.
import {resolveMarkdownLinkPathname, type ContentPaths, type SourceToPermalink} from '@docusaurus/utils';
import {toMarkdown, type TwinOptions} from './toMarkdown';

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

export function convertPage(job: ConvertJob, context: LinkContext): Converted {
  const resolve = linkResolver(job, context);
  const links = new Map<string, string | null>();
  const markdown = toMarkdown(job.source, {
    ...job.twin,
    resolveMarkdownLink: (linkPathname) => {
      if (!links.has(linkPathname)) links.set(linkPathname, resolve(linkPathname));
      return links.get(linkPathname)!;
    },
  });
  return {markdown, links: [...links]};
}

// worker.mjs loads this file through Docusaurus's own TypeScript loader, which hands back the default export.
export default convertPage;
