import { OrderPage } from '@/features/account/pages/OrderPage';
import { siteProps, sitePaths } from '@/server/pageLoad';
import { ORDER_PAGE_PARAM } from '@/tenancy/routes';

// One page serves every order: the routing rules map /account/orders/<number> onto it, and the page
// reads the number from the address (ADR 0033). Tenants without login have no account (siteRules).
export const getStaticPaths = sitePaths;
export const getStaticProps = siteProps('/account/orders/[orderNumber]', {
  pages: (tenant) => (tenant.features.authDisabled ? [] : [{ orderNumber: ORDER_PAGE_PARAM }]),
});

export default OrderPage;
