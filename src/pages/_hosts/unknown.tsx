import type { GetServerSideProps } from 'next';
import { bareShellProps } from '@/server/pageLoad';
import { UnknownShop } from '@/features/directory/UnknownShop';

/** Any host that is no shop of this deployment: a clear 404 that says so. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 404;
  return { props: bareShellProps('unknown') };
};

export default UnknownShop;
