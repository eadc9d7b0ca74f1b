// The one mechanism behind the Learn index pages' description meta: upstream sets none on the tags and
// authors pages (a tag page only when its tag has a description), and every page needs one for search
// results, social cards and the sitemap sweep. Each of those four swizzles is this wrapper around the
// original, with its sentence from DESCRIPTIONS.
import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

type Counted = {count: number};

const articles = ({count}: Counted) => (count === 1 ? 'One DataHub Learn article' : `${count} DataHub Learn articles`);

/** Each page's description, from the props upstream gives the page; undefined keeps upstream's own. */
export const DESCRIPTIONS = {
  tagsList: () => 'Every topic of the DataHub Learn articles, each with the articles that cover it.',
  tagPosts: ({tag}: {tag: Counted & {label: string; description?: string}}) =>
    tag.description ? undefined : `${articles(tag)} about ${tag.label}.`,
  authorsList: () => 'The people who write DataHub Learn, with the articles each has written.',
  authorPosts: ({author}: {author: Counted & {key: string; name?: string; title?: string}}) =>
    `${articles(author)} by ${author.name ?? author.key}${author.title ? `, ${author.title}` : ''}.`,
};

/** `Page` with a description meta from `describe(props)`, placed before the page's own metadata. */
export function withDescription<Props extends object>(
  Page: ComponentType<Props>,
  describe: (props: Props) => string | undefined,
): ComponentType<Props> {
  return function PageWithDescription(props: Props): ReactNode {
    const description = describe(props);
    return (
      <>
        {description && <PageMetadata description={description} />}
        <Page {...props} />
      </>
    );
  };
}
