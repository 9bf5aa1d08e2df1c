import { useTranslation } from 'react-i18next';
import { localisedUrl } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { logoFor } from '@/tenancy/logos';
import { selectLanguage, selectTenant } from '@/tenancy/tenantSlice';
import { JsonLd } from '@/ui/shell/JsonLd';
import { PageTitle } from '@/ui/shell/PageTitle';
import { postHref } from './PostCard';
import type { BlogPost } from './queries';
import { blogPosting, postBreadcrumbs } from './structuredData';

/** A post's own identity for search engines and link previews: title, excerpt, cover, structured data. */
export function PostHead({ post }: { post: BlogPost }) {
  const { t } = useTranslation('common');
  const tenant = useAppSelector(selectTenant);
  const language = useAppSelector(selectLanguage);
  const shop = tenant?.providerName ?? '';
  const head = (
    <PageTitle
      titleKey="blog.title"
      title={`${post.title} – ${shop}`}
      description={post.excerpt}
      type="article"
      image={post.coverImage}
    />
  );
  if (!tenant) return head;
  const origin = `https://${tenant.domain}`;
  const url = (path: string) => localisedUrl(origin, tenant, language, path);
  const place = {
    shop,
    logo: `${origin}${logoFor(tenant, 'header', language)}`,
    home: url('/'),
    blog: url('/blog'),
    blogName: t('blog.title'),
    url: url(postHref(post.slug)),
    origin,
  };
  return (
    <>
      {head}
      <JsonLd id="blog-post" things={[blogPosting(post, place), postBreadcrumbs(post, place)]} />
    </>
  );
}
