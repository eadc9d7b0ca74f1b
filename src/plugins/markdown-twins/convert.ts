// One page's twin as a self-contained job, so the main thread and the conversion workers run the same code.
// Besides the Markdown it returns every `.md` link it resolved: the only input that lives outside the page
// (another page's URL), which the cache re-checks before it reuses a twin.
import {treeToMarkdown} from './toMarkdown';
import {parseSource, type Parsed} from './parse';
import {linkResolver, type Converted, type ConvertJob, type LinkContext} from './links';

export type {Converted, ConvertJob, LinkContext, ResolvedLink} from './links';

/** The twin of `job`'s page, from its tree when a worker parsed the page already (for the bundler). */
export function convertPage(
  job: ConvertJob,
  context: LinkContext,
  parsed: Parsed = parseSource(job.source, job.twin.format),
): Converted {
  const resolve = linkResolver(job, context);
  const links = new Map<string, string | null>();
  const markdown = treeToMarkdown(parsed, {
    ...job.twin,
    resolveMarkdownLink: (linkPathname) => {
      if (!links.has(linkPathname)) links.set(linkPathname, resolve(linkPathname));
      return links.get(linkPathname)!;
    },
  });
  return {markdown, links: [...links]};
}

// worker.mjs loads this file through Docusaurus's own TypeScript loader, which hands back the default export.
export default {convertPage, parseSource};
