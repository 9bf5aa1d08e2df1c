import { ResultPage } from '@/features/commit/ResultPage';
import { resultPageProps } from '@/features/commit/server';

/**
 * Rendered per request, so the server's HTML names the order of the query (ADR 0006): with its keys
 * (the return from payment) or alone (the page reopened once the keys left the address), and shows
 * the order's state where the request carries its keys (ADR 0054).
 */
export const getServerSideProps = resultPageProps('/shop/checkout/result');

export default function Page({ orderNumber }: { orderNumber: string | null }) {
  return <ResultPage variant="order" orderNumber={orderNumber} />;
}
