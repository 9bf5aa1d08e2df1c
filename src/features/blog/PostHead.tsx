import { useTranslation } from 'react-i18next';
import { localisedUrl } from '@/i18n/locales';
import { JsonLd } from '@/ui/shell/JsonLd';
import { PublicPageTitle, usePageUrl } from '@/ui/shell/PublicPageTitle';
import { shopLogoUrl, shopOrigin } from '@/ui/shell/structuredData';
import type { BlogPost } from './queries';
import { blogPosting } from './structuredData';
import { useShop } from '@/tenancy/useShop';

/**
 * A post's own identity for search engines and link previews: title, excerpt, cover, its place
 * under the blog (PublicPageTitle's breadcrumbs) and its BlogPosting.
 */
export function PostHead({ post }: { post: BlogPost }) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const { url } = usePageUrl();
  const shop = tenant.providerName ?? '';
  return (
    <>
      <PublicPageTitle
        titleKey="blog.title"
        title={`${post.title} – ${shop}`}
        description={post.excerpt}
        type="article"
        image={post.coverImage}
        parents={[{ name: t('blog.title'), path: '/blog' }]}
        crumb={post.title}
      />
      {tenant && (
        <JsonLd
          id="blog-post"
          things={[
            blogPosting(post, {
              shop,
              logo: shopLogoUrl(tenant, language),
              home: localisedUrl(shopOrigin(tenant), tenant, language, '/'),
              url: url(language),
              origin: shopOrigin(tenant),
            }),
          ]}
        />
      )}
    </>
  );
}
