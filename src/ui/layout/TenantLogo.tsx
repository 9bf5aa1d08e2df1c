import Box from '@mui/material/Box';
import { logoFor, type LogoName } from '@/tenancy/logos';
import { useShop } from '@/tenancy/useShop';

/** A length in pixels, or one per breakpoint. */
type Size = number | { xs: number; sm: number };

/** The brand's wordmark for the header or the footer, in the page's language where it has its own. */
export function TenantLogo({ place, height, maxWidth }: { place: LogoName; height: Size; maxWidth: Size }) {
  const { tenant, language } = useShop();
  return (
    <Box
      component="img"
      src={logoFor(tenant, place, language)}
      alt={tenant.providerName}
      sx={{
        display: 'block',
        height,
        width: 'auto',
        maxWidth,
        objectFit: 'contain',
        objectPosition: 'left center',
      }}
    />
  );
}
