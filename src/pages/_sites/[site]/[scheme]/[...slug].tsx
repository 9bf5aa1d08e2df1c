import type { GetServerSideProps } from 'next';
import { notFoundRedirect } from '@/server/pageLoad';

/** Any path no shop route matches: SPEC §7, a 404 at load redirects permanently to /not-found. */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => notFoundRedirect(locale);

export default function UnknownPath() {
  return null;
}
