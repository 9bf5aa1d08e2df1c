import Link from '@mui/material/Link';
import { SmartLink } from './ShopLink';
import { TenantLogo } from './TenantLogo';
import { useLogoLink } from './useNavItems';

/** The brand's wordmark, linking to / or /shop (or the brand's own site, SPEC §2). */
export function HeaderLogo() {
  const link = useLogoLink();
  if (!link) return null;
  return (
    <Link
      component={link.reload ? 'a' : SmartLink}
      href={link.href}
      sx={{ display: 'inline-flex', borderRadius: 1, flexShrink: 0 }}
    >
      <TenantLogo place="header" height={{ xs: 32, sm: 40 }} maxWidth={{ xs: 160, sm: 240 }} />
    </Link>
  );
}
