// The Learn authors index gets a description meta, which upstream does not set on this page.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

const DESCRIPTION = 'The people who write DataHub Learn, with the articles each has written.';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={DESCRIPTION} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
