import { ResultPage } from '@/features/commit/ResultPage';
import { resultPageProps } from '@/features/commit/server';

// the same page load as the order result, for its own path (the keys' cookie is the path's)
export const getServerSideProps = resultPageProps('/shop/checkout/result/cash-code');

export default function Page({ orderNumber }: { orderNumber: string | null }) {
  return <ResultPage variant="cashCode" orderNumber={orderNumber} />;
}
