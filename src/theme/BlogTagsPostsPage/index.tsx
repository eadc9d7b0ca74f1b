// Tag pages get a description meta (upstream sets one only when the tag defines a description).
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const {tag} = props;
  const articles = tag.count === 1 ? 'One DataHub Learn article' : `${tag.count} DataHub Learn articles`;
  const description = `${articles} about ${tag.label}.`;
  return (
    <>
      {!tag.description && <PageMetadata description={description} />}
      <BlogTagsPostsPage {...props} />
    </>
  );
}
