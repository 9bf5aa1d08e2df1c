import type { GetServerSideProps } from 'next';
import { bareShellProps } from '@/server/pageLoad';
import { MessagePage } from '@/ui/shell/MessagePage';

/**
 * Where the routing rules send every page of a host that is not local when neither BACKEND_URL nor
 * SANDBOX=true is set (ADR 0021): no shop, no sandbox inbox or portal, a 503 that says why.
 */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 503;
  res.setHeader('Cache-Control', 'no-store');
  return { props: bareShellProps('unknown') };
};

export default function NoBackend() {
  return <MessagePage titleKey="noBackend.title" textKey="noBackend.text" />;
}
