import type { GetServerSideProps } from 'next';
import { useMemo } from 'react';
import { flowOf, PaymentPage, type PaymentFlow } from '@/sandbox/pages/PaymentPage';
import { bareShellProps, type ShellProps } from '@/server/pageLoad';
import { tenantFromRequest } from '@/server/requestTenant';

type Props = ShellProps & {
  shopId: string;
  country: string;
  paymentId: string;
  flow: PaymentFlow;
};

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, params, query }) => {
  const resolved = tenantFromRequest(req);
  const paymentId = typeof params?.paymentId === 'string' ? params.paymentId : '';
  if (!resolved.ok || !paymentId) return { notFound: true };
  return {
    props: {
      // a third party's page: no shop header and footer, so it also fits the card and PayPal iframes
      ...bareShellProps('bare'),
      shopId: resolved.tenant.shopId,
      country: resolved.tenant.country,
      paymentId,
      flow: flowOf(query.flow),
    },
  };
};

export default function SandboxPayRoute({ shopId, country, paymentId, flow }: Props) {
  const ctx = useMemo(() => ({ shopId, country }), [shopId, country]);
  return <PaymentPage ctx={ctx} paymentId={paymentId} flow={flow} />;
}
