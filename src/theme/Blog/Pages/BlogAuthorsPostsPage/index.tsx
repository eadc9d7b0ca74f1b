// An author's Learn page gets a description meta, which upstream does not set on this page.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  const articles = author.count === 1 ? 'One DataHub Learn article' : `${author.count} DataHub Learn articles`;
  const description = `${articles} by ${author.name ?? author.key}${author.title ? `, ${author.title}` : ''}.`;
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
