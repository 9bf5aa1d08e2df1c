import { InfoPage, infoPages, type InfoPageId, type InfoPageProps } from '@/features/info';
import { tenantContent } from '@/features/info/server';
import { siteProps, sitePaths } from '@/server/pageLoad';
import type { TenantConfig } from '@/tenancy/schema';
import { consentedServices } from '@/tenancy/thirdPartyScripts';

/** SPEC §2, §6: impressum and customer support exist unless the tenant hides them. */
const hidden = (tenant: TenantConfig, page: InfoPageId) =>
  (page === 'impressum' && tenant.features.hiddenImpressum) ||
  (page === 'customer-support' && tenant.features.hiddenCustomerSupport);

/** The brand's SEO and content pages (SPEC §2) the shop hosts itself. */
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps<InfoPageProps>('/info/[page]', {
  pages: (tenant) => infoPages.filter((page) => !hidden(tenant, page)).map((page) => ({ page })),
  loader: (tenant, params) => {
    const page = params.page as InfoPageId;
    const services = page === 'privacy' ? consentedServices(tenant) : [];
    return { props: { page, content: tenantContent(tenant, page), services } };
  },
});

export default function Info(props: InfoPageProps) {
  return <InfoPage {...props} />;
}
