import { commitKeyOf } from '@/features/commit/useCommitRun';
import { ResultPage } from '@/features/commit/ResultPage';
import { dynamicSitePage } from '@/server/pageLoad';

/** Rendered per request, so the server's HTML names the order of the query (ADR 0006). */
export const getServerSideProps = dynamicSitePage((_tenant, query) => ({
  props: { orderNumber: commitKeyOf(query)?.orderNumber ?? null },
}));

export default function Page({ orderNumber }: { orderNumber: string | null }) {
  return <ResultPage variant="order" orderNumber={orderNumber} />;
}
