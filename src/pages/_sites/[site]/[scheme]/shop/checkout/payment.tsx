// The page's own module: the feature's index is kept free of the page's components.
import { PaymentPage } from '@/features/checkout/PaymentPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/shop/checkout/payment');

export default function Page() {
  return <PaymentPage />;
}
