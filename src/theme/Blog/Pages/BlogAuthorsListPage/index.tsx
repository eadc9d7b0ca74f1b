// The Learn authors index gets a description meta (src/theme/_blog/withDescription.tsx).
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {DESCRIPTIONS, withDescription} from '../../../_blog/withDescription';

export default withDescription(BlogAuthorsListPage, DESCRIPTIONS.authorsList);
