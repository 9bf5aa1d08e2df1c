import type { TenantConfig } from '@/tenancy/schema';
import { shopHref } from '@/tenancy/routes';

export type FooterLinkKey = keyof TenantConfig['seoPages'] | 'customerSupport';

export interface FooterLink {
  key: FooterLinkKey;
  href: string;
}

const SEO_ORDER = ['aboutUs', 'contactUs', 'privacy', 'termsOfUse', 'blog', 'impressum'] as const;

/**
 * The footer's navigation: the brand's SEO pages (a null page is hidden; impressum also by the
 * hiddenImpressum flag) and customer support (contact page or the support mailbox) unless hidden.
 */
export function footerLinks(tenant: TenantConfig, pinned: boolean): FooterLink[] {
  const links: FooterLink[] = [];
  for (const key of SEO_ORDER) {
    const href = tenant.seoPages[key];
    if (!href || (key === 'impressum' && tenant.features.hiddenImpressum)) continue;
    links.push({ key, href: shopHref(href, pinned) });
  }
  if (!tenant.features.hiddenCustomerSupport)
    links.push({ key: 'customerSupport', href: tenant.contactPageUrl ?? `mailto:${tenant.supportEmail}` });
  return links;
}
