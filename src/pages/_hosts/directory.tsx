import type { GetServerSideProps } from 'next';
import { TenantDirectory, type DirectoryEntry } from '@/features/directory';
// Server-only (reads the tenant registry); imported apart so the client bundle never sees it.
import { directoryEntries } from '@/features/directory/directoryEntries';
import { bareShellProps, type ShellProps } from '@/server/pageLoad';

type Props = ShellProps & { tenants: DirectoryEntry[] };

/** Plain localhost (DESIGN §3): the tenant directory, linking each shop's own host. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => ({
  props: { ...bareShellProps('directory'), tenants: directoryEntries(req.headers.host) },
});

export default function Directory({ tenants }: Props) {
  return <TenantDirectory tenants={tenants} />;
}
