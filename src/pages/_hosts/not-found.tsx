import type { GetServerSideProps } from 'next';
import { bareShellProps } from '@/server/pageLoad';
import { MessagePage } from '@/ui/shell/MessagePage';

/** /not-found on the directory host. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 404;
  return { props: bareShellProps('directory') };
};

export default function DirectoryNotFound() {
  return <MessagePage titleKey="notFound.title" textKey="notFound.text" backHref="/" />;
}
