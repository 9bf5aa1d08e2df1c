import type { GetServerSideProps } from 'next';
import { serverEnv } from '@/server/env';
import { bareShellProps } from '@/server/pageLoad';
import { MessagePage } from '@/ui/shell/MessagePage';
import { UnknownShop } from '@/features/directory/UnknownShop';

/** /not-found on the directory host, which is an unknown shop where the directory is off. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 404;
  return { props: bareShellProps(serverEnv.directoryEnabled ? 'directory' : 'unknown') };
};

export default function DirectoryNotFound({ host }: { host: 'directory' | 'unknown' }) {
  if (host === 'unknown') return <UnknownShop />;
  return <MessagePage titleKey="notFound.title" textKey="notFound.text" backHref="/" />;
}
