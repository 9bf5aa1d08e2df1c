import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useMemo } from 'react';
import { ssoBody } from '@/api/auth';
import { SsoPortalPage } from '@/sandbox/pages/SsoPortalPage';
import { bareShellProps, type ShellProps } from '@/server/pageLoad';
import { tenantFromRequest } from '@/server/requestTenant';

type Props = ShellProps & { shopId: string; country: string; providerName: string; redirect: string | null };

/** The sandbox's stand-in for the customer portal of a shop with single sign-on; 404 elsewhere. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, query }) => {
  const resolved = tenantFromRequest(req);
  if (!resolved.ok || !resolved.tenant.ssoLoginUrl) return { notFound: true };
  const redirect = ssoBody.shape.redirect.safeParse(query.redirect);
  return {
    props: {
      ...bareShellProps('bare'),
      shopId: resolved.tenant.shopId,
      country: resolved.tenant.country,
      providerName: resolved.tenant.providerName,
      redirect: redirect.success ? (redirect.data ?? null) : null,
    },
  };
};

export default function SandboxSsoRoute({ shopId, country, providerName, redirect }: Props) {
  const ctx = useMemo(() => ({ shopId, country }), [shopId, country]);
  return (
    <>
      <Head>
        <title>{`${providerName} customer portal (sandbox)`}</title>
      </Head>
      <SsoPortalPage ctx={ctx} providerName={providerName} redirect={redirect} />
    </>
  );
}
