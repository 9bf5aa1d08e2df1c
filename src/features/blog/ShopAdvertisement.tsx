import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { shopHref, shopPageOf } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { AdBanner } from '@/ui/shell/AdBanner';
import { useShop } from '@/tenancy/useShop';

/** SPEC §2: the blog advertises the shop, as the /shop advertisement advertises the blog. */
export function ShopAdvertisement() {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  return (
    <Box sx={{ pb: { xs: 4, md: 6 } }}>
      <AdBanner
        titleId="blog-ad-title"
        label={t('catalog.ad.label')}
        title={t('catalog.ad.title', { shop: tenant.shortName })}
        text={t('blog.adText')}
        cta={t('catalog.ad.cta')}
        href={shopHref(shopPageOf(tenant), pinned)}
      />
    </Box>
  );
}
