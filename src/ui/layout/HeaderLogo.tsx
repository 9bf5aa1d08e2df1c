import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { logoFor } from '@/tenancy/logos';
import { SmartLink } from './ShopLink';
import { useLogoLink } from './useNavItems';
import { useShop } from '@/tenancy/useShop';

/** The brand's wordmark, linking to / or /shop (or the brand's own site, SPEC §2). */
export function HeaderLogo() {
  const { tenant } = useShop();
  const { language } = useShop();
  const link = useLogoLink();
  if (!link) return null;
  return (
    <Link
      component={link.reload ? 'a' : SmartLink}
      href={link.href}
      sx={{ display: 'inline-flex', borderRadius: 1, flexShrink: 0 }}
    >
      <Box
        component="img"
        src={logoFor(tenant, 'header', language)}
        alt={tenant.providerName}
        sx={{
          display: 'block',
          height: { xs: 32, sm: 40 },
          width: 'auto',
          maxWidth: { xs: 160, sm: 240 },
          objectFit: 'contain',
          objectPosition: 'left center',
        }}
      />
    </Link>
  );
}
