export { BlogList } from './BlogList';
export { BlogPostView } from './BlogPostView';
