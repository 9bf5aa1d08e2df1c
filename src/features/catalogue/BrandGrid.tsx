import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { tileGridSx } from '@/ui/layout/tileGrid';
import { useTranslation } from 'next-i18next/pages';
import { ShopLink } from '@/ui/layout/ShopLink';
import { useAppSelector } from '@/store/hooks';
import { formatPrice } from '@/tenancy/money';
import { shopHref } from '@/tenancy/routes';
import { selectPinned } from '@/tenancy/tenantSlice';
import { PageSection } from '@/ui/shell/PageSection';
import { brandLabel } from '@/tenancy/brandLabel';
import { brandLogoSrc } from '@/tenancy/logos';
import { useShop } from '@/tenancy/useShop';

/**
 * The brands a multi-brand shop sells, from its brandRoutes; `prices` (lowest price per brand,
 * from the catalogue) adds "from …" once loaded; null while loading.
 */
export function BrandGrid({
  prices,
  names,
}: {
  prices: Map<string, number> | null;
  /** the catalogue's brand names; a brand it does not name reads from its id */
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const { language } = useShop();
  const pinned = useAppSelector(selectPinned);
  return (
    <PageSection id="brands" titleId="brands-title" title={t('catalog.brandsTitle')}>
      <Box
        component="ul"
        sx={{
          ...tileGridSx({ xs: 2, sm: 3, md: 4 }, 2),
          // every row as high as the highest tile: a long brand name does not make its row taller
          gridAutoRows: '1fr',
        }}
      >
        {Object.entries(tenant.brandRoutes).map(([brandId, route]) => {
          const lowest = prices?.get(brandId);
          return (
            <li key={brandId}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={ShopLink}
                  href={shopHref(route, pinned)}
                  data-testid="brand-card"
                  sx={{
                    p: { xs: 2, sm: 3 },
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    gap: 1,
                  }}
                >
                  {/* the name is the tile's text: the logo adds nothing for a screen reader */}
                  <Box
                    component="img"
                    src={brandLogoSrc(tenant, brandId)}
                    alt=""
                    width={120}
                    height={48}
                    data-testid="brand-logo"
                    sx={{
                      display: 'block',
                      width: 120,
                      maxWidth: '100%',
                      height: 48,
                      objectFit: 'contain',
                      objectPosition: 'left',
                    }}
                  />
                  <Typography component="span" variant="h6" sx={{ lineHeight: 1.3 }}>
                    {names.get(brandId) ?? brandLabel(brandId)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {prices === null ? (
                      <Skeleton width={80} aria-hidden />
                    ) : lowest !== undefined ? (
                      t('catalog.priceFrom', {
                        price: formatPrice(lowest, tenant.currency, language, tenant.moneyStyles),
                      })
                    ) : null}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </PageSection>
  );
}
