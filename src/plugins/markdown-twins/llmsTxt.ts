// Writes /llms.txt (an index of the docs for language models, per https://llmstxt.org) and /llms-full.txt.
import {unified} from 'unified';
import remarkStringify from 'remark-stringify';
import type {BlockContent, List, Root, RootContent} from 'mdast';

export type LinkEntry = {title: string; url: string; description: string};
export type LinkSection = {title: string; entries: LinkEntry[]};
export type Site = {title: string; summary: string; notes: string[]};

const toMarkdown = (children: RootContent[]) =>
  unified()
    .use(remarkStringify, {bullet: '-', listItemIndent: 'one'})
    .stringify({type: 'root', children} satisfies Root);

/** `- [Title](url): description`, one line per entry. */
export function linkList(entries: LinkEntry[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map(({title, url, description}) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url, children: [{type: 'text', value: title}]},
            ...(description ? [{type: 'text' as const, value: `: ${description.replace(/\s+/g, ' ').trim()}`}] : []),
          ],
        },
      ],
    })),
  };
}

function header(site: Site): RootContent[] {
  return [
    {type: 'heading', depth: 1, children: [{type: 'text', value: site.title}]},
    {type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: site.summary}]}]},
    ...site.notes.map((note): BlockContent => ({type: 'paragraph', children: [{type: 'text', value: note}]})),
  ];
}

/** The llms.txt file: title, summary, notes, then one `##` section of links per sidebar category. */
export function llmsTxt(site: Site, sections: LinkSection[]): string {
  return toMarkdown([
    ...header(site),
    ...sections
      .filter((section) => section.entries.length > 0)
      .flatMap((section): RootContent[] => [
        {type: 'heading', depth: 2, children: [{type: 'text', value: section.title}]},
        linkList(section.entries),
      ]),
  ]);
}

/** The twin of a page that only lists other pages, such as a generated category index. */
export function indexPage(title: string, description: string, entries: LinkEntry[]): string {
  return toMarkdown([
    {type: 'heading', depth: 1, children: [{type: 'text', value: title}]},
    ...(description ? [{type: 'paragraph' as const, children: [{type: 'text' as const, value: description}]}] : []),
    linkList(entries),
  ]);
}

/** The separator line before each page of llms-full.txt; it names the page's Markdown URL. */
export const pageSeparator = (url: string) => `\n---\n\nSource: ${url}\n\n`;

/** The llms-full.txt file: the header of llms.txt, then every page's twin, each after a separator. */
export function llmsFullTxt(site: Site, pages: {url: string; markdown: string}[]): string {
  return toMarkdown(header(site)) + pages.map(({url, markdown}) => pageSeparator(url) + markdown).join('');
}
