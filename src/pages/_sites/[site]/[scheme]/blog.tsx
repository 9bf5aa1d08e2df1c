import { BlogList } from '@/features/blog';
import { siteProps, sitePaths } from '@/server/pageLoad';

// SPEC §2: the blog exists only for tenants with the blog flag.
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/blog', { pages: (tenant) => (tenant.features.blog ? [{}] : []) });

export default function BlogPage() {
  return <BlogList />;
}
