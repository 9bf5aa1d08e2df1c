import { orderNumberOf } from '@/features/commit/orderKeys';
import { ResultPage } from '@/features/commit/ResultPage';
import { dynamicSitePage } from '@/server/pageLoad';

/**
 * Rendered per request, so the server's HTML names the order of the query (ADR 0006): with its keys
 * (the return from payment) or alone (the page reopened once the keys left the address).
 */
export const getServerSideProps = dynamicSitePage((_tenant, query) => ({
  props: { orderNumber: orderNumberOf(query) },
}));

export default function Page({ orderNumber }: { orderNumber: string | null }) {
  return <ResultPage variant="order" orderNumber={orderNumber} />;
}
