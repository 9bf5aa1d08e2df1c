import { PaymentMethodsPage } from '@/features/account/pages/PaymentMethodsPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// Tenants without login redirect every account page to their main page (src/server/siteRules.ts).
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/account/settings/payment-methods', {
  pages: (tenant) => (tenant.features.authDisabled ? [] : [{}]),
});

export default PaymentMethodsPage;
