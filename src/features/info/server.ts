import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tenantLanguages } from '@/i18n/locales';
import { parseMarkdown, type Block } from '@/tenancy/markdown';
import { tenantsRoot } from '@/tenancy/registry';
import type { TenantConfig } from '@/tenancy/schema';
import { consentedServices } from '@/tenancy/thirdPartyScripts';
import { siteProps } from '@/server/pageLoad';
import { infoPages, type InfoPageId, type InfoPageProps } from './InfoPage';

/**
 * A tenant's own text of a content page, per language, from
 * tenants/<id>/content/<language>/<page>.md. A language without a file is absent: the page then
 * shows the neutral default texts of that language.
 */
export function tenantContent(tenant: TenantConfig, page: string): Record<string, Block[]> {
  const content: Record<string, Block[]> = {};
  for (const language of tenantLanguages(tenant)) {
    const file = path.join(tenantsRoot(), tenant.id, 'content', language, `${page}.md`);
    if (existsSync(file)) content[language] = parseMarkdown(readFileSync(file, 'utf8'));
  }
  return content;
}

/** SPEC §2, §6: impressum and customer support exist unless the tenant hides them. */
const hidden = (tenant: TenantConfig, page: InfoPageId) =>
  (page === 'impressum' && tenant.features.hiddenImpressum) ||
  (page === 'customer-support' && tenant.features.hiddenCustomerSupport);

/** The brand's SEO and content pages (SPEC §2) the shop hosts itself. */
export const infoPageProps = siteProps<InfoPageProps>('/info/[page]', {
  pages: (tenant) => infoPages.filter((page) => !hidden(tenant, page)).map((page) => ({ page })),
  loader: (tenant, params) => {
    const page = params.page as InfoPageId;
    const services = page === 'privacy' ? consentedServices(tenant) : [];
    return { props: { page, content: tenantContent(tenant, page), services } };
  },
});
