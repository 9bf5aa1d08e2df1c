import { BlogPostView } from '@/features/blog';
import { blogPostProps, type BlogPostProps } from '@/features/blog/server';

// Posts come from the backend and change without a build, so a post's page is rendered on request.
export const getServerSideProps = blogPostProps;

export default function BlogPostPage({ slug, cache }: BlogPostProps) {
  return <BlogPostView slug={slug} cache={cache} />;
}
