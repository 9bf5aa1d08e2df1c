import { CartPage } from '@/features/cart';
import { siteProps, sitePaths } from '@/server/pageLoad';

export const getStaticPaths = sitePaths();
export const getStaticProps = siteProps();

export default function Page() {
  return <CartPage />;
}
