// A Learn tag page gets a description meta when its tag has none (src/theme/_blog/withDescription.tsx).
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import {DESCRIPTIONS, withDescription} from '../_blog/withDescription';

export default withDescription(BlogTagsPostsPage, DESCRIPTIONS.tagPosts);
