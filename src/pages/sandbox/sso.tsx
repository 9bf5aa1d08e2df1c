import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { ssoBody, ssoState } from '@/api/auth';
import { SsoPortalPage } from '@/sandbox/pages/SsoPortalPage';
import { bareShellProps, type ShellProps } from '@/server/pageLoad';
import { tenantFromRequest } from '@/server/requestTenant';

type Props = ShellProps & { providerName: string; redirect: string | null; state: string | null };

/** The sandbox's stand-in for the customer portal of a shop with single sign-on; 404 elsewhere. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ req, query }) => {
  const resolved = tenantFromRequest(req);
  if (!resolved.ok || !resolved.tenant.ssoLoginUrl) return { notFound: true };
  const redirect = ssoBody.shape.redirect.safeParse(query.redirect);
  const state = ssoState.safeParse(query.state);
  return {
    props: {
      ...bareShellProps('bare'),
      providerName: resolved.tenant.providerName,
      redirect: redirect.success ? (redirect.data ?? null) : null,
      state: state.success ? state.data : null,
    },
  };
};

export default function SandboxSsoRoute({ providerName, redirect, state }: Props) {
  return (
    <>
      <Head>
        <title>{`${providerName} customer portal (sandbox)`}</title>
      </Head>
      <SsoPortalPage providerName={providerName} redirect={redirect} state={state} />
    </>
  );
}
