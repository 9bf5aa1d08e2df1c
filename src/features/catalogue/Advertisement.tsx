import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { AdBanner } from '@/ui/shell/AdBanner';
import { useShop } from '@/tenancy/useShop';

/**
 * SPEC §2 advertisement (features.advertisement: on /shop of aufladen, herladen, opwaarderen and
 * esim, and on ortel's /shop/{categoryId}/{brandId}). Marked as an advertisement for readers; it
 * points to the blog where the shop has one, as the blog's advertisement points back here.
 */
export function Advertisement({
  ctaHref,
  esim = false,
}: {
  ctaHref: string;
  /** an eSIM shop advertises travel data, not the mobile credit it does not sell */
  esim?: boolean;
}) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const blog = tenant.features.blog ? tenant.seoPages.blog : null;
  return (
    <AdBanner
      titleId="ad-title"
      label={t('catalog.ad.label')}
      title={t(esim ? 'esimAd.title' : 'catalog.ad.title', { shop: tenant.shortName })}
      text={t(esim ? 'esimAd.text' : 'catalog.ad.text')}
      cta={t(esim ? 'esimAd.cta' : 'catalog.ad.cta')}
      href={ctaHref}
      more={blog ? { label: t('blog.readBlog'), href: shopHref(blog, pinned) } : undefined}
    />
  );
}
