import { BlogList } from '@/features/blog';
import { blogIndexProps, type BlogIndexProps } from '@/features/blog/server';
import { sitePaths } from '@/server/pageLoad';

export const getStaticPaths = sitePaths;
export const getStaticProps = blogIndexProps;

export default function BlogPage({ cache }: BlogIndexProps) {
  return <BlogList cache={cache} />;
}
