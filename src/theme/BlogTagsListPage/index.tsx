// The Learn tag index gets a description meta, which upstream does not set on this page.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

const DESCRIPTION = 'Every topic of the DataHub Learn articles, each with the articles that cover it.';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content={DESCRIPTION} />
        <meta property="og:description" content={DESCRIPTION} />
      </Head>
      <BlogTagsListPage {...props} />
    </>
  );
}
