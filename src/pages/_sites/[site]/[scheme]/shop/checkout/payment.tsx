// The page's own module: the feature's index is kept free of the page's components.
import { PaymentPage } from '@/features/checkout/PaymentPage';
import { paymentPageProps } from '@/server/catalogue';
import { sitePaths } from '@/server/pageLoad';

export const getStaticPaths = sitePaths;
export const getStaticProps = paymentPageProps('/shop/checkout/payment');

export default PaymentPage;
