import type { GetServerSideProps } from 'next';
import { useMemo } from 'react';
import { InboxPage } from '@/sandbox/pages/InboxPage';
import { bareShellProps, type ShellProps } from '@/server/pageLoad';
import { tenantFromRequest } from '@/server/requestTenant';

type Props = ShellProps & { shopId: string; country: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ req }) => {
  const resolved = tenantFromRequest(req);
  if (!resolved.ok) return { notFound: true };
  return {
    props: { ...bareShellProps('bare'), shopId: resolved.tenant.shopId, country: resolved.tenant.country },
  };
};

export default function SandboxInboxRoute({ shopId, country }: Props) {
  const ctx = useMemo(() => ({ shopId, country }), [shopId, country]);
  return <InboxPage ctx={ctx} />;
}
