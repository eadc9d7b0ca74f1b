// One page's twin as a self-contained job, so the main thread and the conversion workers run the same code.
// Besides the Markdown it returns every `.md` link it resolved: the only input that lives outside the page
// (another page's URL), which the cache re-checks before it reuses a twin.
import {toMarkdown} from './toMarkdown';
import {linkResolver, type Converted, type ConvertJob, type LinkContext} from './links';

export type {Converted, ConvertJob, LinkContext, ResolvedLink} from './links';

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
