import { BlogList } from '@/features/blog';
import { siteProps, sitePaths } from '@/server/pageLoad';

// SPEC §2: the blog exists only for tenants with the blog flag.
export const getStaticPaths = sitePaths((tenant) => (tenant.features.blog ? [{}] : []));
export const getStaticProps = siteProps();

export default function BlogPage() {
  return <BlogList />;
}
