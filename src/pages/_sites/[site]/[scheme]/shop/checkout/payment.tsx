// The page's own module: the feature's index is kept free of the page's components.
import { PaymentPage } from '@/features/checkout/PaymentPage';
import { paymentPageProps } from '@/features/checkout/server';

export const getServerSideProps = paymentPageProps('/shop/checkout/payment');

export default PaymentPage;
