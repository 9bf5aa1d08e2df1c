import { BlogList } from '@/features/blog';
import { blogIndexPaths, blogIndexProps, type BlogIndexProps } from '@/server/blogPages';

export const getStaticPaths = blogIndexPaths;
export const getStaticProps = blogIndexProps;

export default function BlogPage({ cache }: BlogIndexProps) {
  return <BlogList cache={cache} />;
}
