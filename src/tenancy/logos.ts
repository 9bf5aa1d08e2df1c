import type { TenantConfig } from './schema';

export type LogoName = TenantConfig['logoMetadata'][number]['name'];

/** Where a logo file of the tenant is served. */
export const logoSrc = (tenant: Pick<TenantConfig, 'assetFolder'>, file: string) =>
  `/tenants/${tenant.assetFolder}/${file}`;

/** The logo a page in `language` shows: the SPEC §3 metadata entry for it, else the tenant's own. */
export function logoFor(
  tenant: Pick<TenantConfig, 'assetFolder' | 'headerLogo' | 'footerLogo' | 'logoMetadata'>,
  name: LogoName,
  language: string,
): string {
  const entry = tenant.logoMetadata.find((logo) => logo.name === name && logo.language === language);
  const file = entry?.data ?? (name === 'header' ? tenant.headerLogo.file : tenant.footerLogo);
  return logoSrc(tenant, file);
}

/**
 * A brand's logo on the shop's brand tiles: the brand's own where the tenant's folder has one, else
 * the one scripts/tenant-artwork.mjs draws for every brand of its brandRoutes.
 */
export const brandLogoSrc = (tenant: Pick<TenantConfig, 'assetFolder'>, brandId: string) =>
  logoSrc(tenant, `brands/${brandId}.svg`);
