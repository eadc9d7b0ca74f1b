// An author's Learn page gets a description meta (src/theme/_blog/withDescription.tsx).
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import {DESCRIPTIONS, withDescription} from '../../../_blog/withDescription';

export default withDescription(BlogAuthorsPostsPage, DESCRIPTIONS.authorPosts);
