// The Learn tag index gets a description meta, which upstream does not set on this page.
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

const DESCRIPTION = 'Every topic of the DataHub Learn articles, each with the articles that cover it.';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={DESCRIPTION} />
      <BlogTagsListPage {...props} />
    </>
  );
}
