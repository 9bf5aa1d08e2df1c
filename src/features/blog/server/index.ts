// The blog's server half (ADR 0052): its pages' loads, the posts the sitemap lists, and the
// server's way to the blog's GraphQL.
export { serverBlogQuery } from './blogGraphql';
export { blogIndexProps, blogPostProps, type BlogIndexProps, type BlogPostProps } from './blogPages';
export { blogSlugs } from './blogSlugs';
