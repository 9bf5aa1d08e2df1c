import { accountOverviewProps } from '@/features/account/server';
import { AccountOverview } from '@/features/account/pages/AccountOverview';

// Tenants without login redirect every account page to their main page (src/server/siteRules.ts).
// Rendered per request for the session's customer, so the overview arrives filled (ADR 0050).
export const getServerSideProps = accountOverviewProps;

export default AccountOverview;
