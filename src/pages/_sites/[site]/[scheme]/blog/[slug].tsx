import { BlogPostView } from '@/features/blog';
import { dynamicSitePage } from '@/server/pageLoad';

type Props = { slug: string };

// Posts come from the backend and change without a build, so a post's page is rendered on request;
// its content loads in the browser through the blog's GraphQL client.
export const getServerSideProps = dynamicSitePage<Props>((tenant, params) =>
  tenant.features.blog && typeof params.slug === 'string'
    ? { props: { slug: params.slug } }
    : { notFound: true },
);

export default function BlogPostPage({ slug }: Props) {
  return <BlogPostView slug={slug} />;
}
