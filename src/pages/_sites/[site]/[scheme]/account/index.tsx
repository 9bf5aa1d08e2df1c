import { AccountOverview } from '@/features/account/pages/AccountOverview';
import { ACCOUNT_OVERVIEW_ORDERS } from '@/config/constants';
import { personalSitePage } from '@/server/pageLoad';
import { latestOrders, sessionState } from '@/server/requestState';

// Tenants without login redirect every account page to their main page (src/server/siteRules.ts).
// Rendered per request for the session's customer, so the overview arrives filled (ADR 0050).
export const getServerSideProps = personalSitePage('/account', async (tenant, _params, _language, req) => {
  const state = await sessionState(tenant, req);
  const orders = state.auth ? await latestOrders(tenant, req, ACCOUNT_OVERVIEW_ORDERS) : null;
  return { props: { orders }, state };
});

export default AccountOverview;
