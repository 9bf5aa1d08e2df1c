import { getTenantRegistry } from '@/tenancy/registry';

export interface DirectoryEntry {
  id: string;
  providerName: string;
  logo: string;
  locales: string[];
  currency: string;
  href: string;
}

/** Every tenant with a link to its `<id>.localhost` host on the port the directory was opened on. */
export function directoryEntries(hostHeader: string | undefined): DirectoryEntry[] {
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  return [...getTenantRegistry().values()]
    .map((tenant) => ({
      id: tenant.id,
      providerName: tenant.providerName,
      logo: `/tenants/${tenant.assetFolder}/${tenant.headerLogo.file}`,
      locales: tenant.locales,
      currency: tenant.currency,
      href: `http://${tenant.id}.localhost${port ? `:${port}` : ''}/`,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
