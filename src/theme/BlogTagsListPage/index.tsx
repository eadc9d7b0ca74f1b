// The Learn tags index gets a description meta (src/theme/_blog/withDescription.tsx).
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {DESCRIPTIONS, withDescription} from '../_blog/withDescription';

export default withDescription(BlogTagsListPage, DESCRIPTIONS.tagsList);
