import { LoginPage } from '@/features/account/LoginPage';
import { siteProps, sitePaths } from '@/server/pageLoad';

// Tenants without login or with a customer portal are redirected by the routing rules (src/server/siteRules.ts) (SPEC §6).
export const getStaticPaths = sitePaths((tenant) =>
  tenant.features.authDisabled || tenant.ssoLoginUrl ? [] : [{}],
);
export const getStaticProps = siteProps();

export default LoginPage;
