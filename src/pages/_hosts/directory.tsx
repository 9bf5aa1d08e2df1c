import type { GetServerSideProps } from 'next';
import { TenantDirectory } from '@/features/directory/TenantDirectory';
import { UnknownShop } from '@/features/directory/UnknownShop';
// Server-only (reads the tenant registry); imported apart so the client bundle never sees it.
import { directoryEntries, type DirectoryEntry } from '@/features/directory/directoryEntries';
import { serverEnv } from '@/server/env';
import { bareShellProps, type ShellProps } from '@/server/pageLoad';

type Props = ShellProps & { tenants: DirectoryEntry[] | null };

/**
 * Plain localhost (docs/architecture.md §2): the tenant directory, linking each shop's own host; where the
 * directory is off (a real backend, TENANT_DIRECTORY=false) plain localhost is no shop.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  if (!serverEnv.directoryEnabled) {
    res.statusCode = 404;
    return { props: { ...bareShellProps('unknown'), tenants: null } };
  }
  return { props: { ...bareShellProps('directory'), tenants: directoryEntries(req.headers.host) } };
};

export default function Directory({ tenants }: Props) {
  return tenants ? <TenantDirectory tenants={tenants} /> : <UnknownShop />;
}
