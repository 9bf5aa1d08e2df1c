import { ResultPage } from '@/features/commit/ResultPage';

// the same page load as the order result: the order number of the query
export { getServerSideProps } from './index';

export default function Page({ orderNumber }: { orderNumber: string | null }) {
  return <ResultPage variant="cashCode" orderNumber={orderNumber} />;
}
